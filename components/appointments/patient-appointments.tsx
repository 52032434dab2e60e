import { connection } from 'next/server'
import { ButtonLink } from '@/components/ui/button'
import { listProfileAppointments } from '@/lib/server/appointments/list-patient-appointments'
import { AppointmentList } from './appointment-list'

export const NO_APPOINTMENTS = 'You have no appointments yet.'

/**
 * The signed-in patient's own appointments on /patient-profile: the sessions they
 * paid for, Upcoming (soonest first) then Past (latest first), each opening the Appointment Details
 * dialog. `patientId` must be the session user's id (the page passes it).
 */
export async function PatientAppointments({ patientId }: { patientId: string }) {
  // Today's date decides what may be rescheduled and joined: request time only, never a prerender.
  await connection()
  const now = new Date()
  const { upcoming, past } = await listProfileAppointments({ patientId, now })

  return (
    <section aria-labelledby="my-appointments-heading" className="space-y-4">
      <h2 id="my-appointments-heading" className="text-2xl font-semibold">
        My Appointments
      </h2>
      {upcoming.length + past.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-sand-200 bg-white p-6 text-center">
          <p className="text-ink-muted">{NO_APPOINTMENTS}</p>
          <ButtonLink href="/therapists" variant="secondary" size="sm" className="mt-4">
            Find a therapist
          </ButtonLink>
        </div>
      ) : (
        <AppointmentList upcoming={upcoming} past={past} serverNow={now.toISOString()} />
      )}
    </section>
  )
}
