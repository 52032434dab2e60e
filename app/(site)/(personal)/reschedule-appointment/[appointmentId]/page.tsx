import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CurrentAppointment } from '@/components/appointments/current-appointment'
import { RescheduleForm } from '@/components/appointments/reschedule-form'
import { ButtonLink } from '@/components/ui/button'
import { PATIENT_AREA_ROLES } from '@/lib/roles'
import { findRescheduleOptions } from '@/lib/server/appointments/find-reschedule-options'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { RESCHEDULE_BLOCKS } from '@/lib/validation/reschedule'
import { rescheduleAppointmentAction } from './actions'

export const metadata: Metadata = { title: 'Reschedule Appointment', robots: { index: false } }

/**
 * One placeholder id so the shell (header, drawer, loading spinner) prerenders at build; every real id
 * renders at request time behind (personal)/loading.tsx, as the page reads the session.
 */
export function generateStaticParams() {
  return [{ appointmentId: '00000000-0000-0000-0000-000000000000' }]
}

/** Move one of the patient's own appointments; anyone else's id is not found. */
export default async function RescheduleAppointmentPage({ params }: PageProps<'/reschedule-appointment/[appointmentId]'>) {
  const { appointmentId } = await params
  const user = await requirePageUser(PATIENT_AREA_ROLES, `/reschedule-appointment/${encodeURIComponent(appointmentId)}`)
  const options = await findRescheduleOptions({ appointmentId, patientId: user.id })
  if (!options) notFound()
  const { appointment, block, days } = options

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">Reschedule Appointment</h1>
      <p className="mt-2 text-ink-muted">Pick a new date and start time. Your session keeps its length.</p>
      <CurrentAppointment appointment={appointment} className="mt-8" />
      {block ? (
        <div className="mt-6 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm">
          <p role="status" className="font-semibold text-ink">
            {RESCHEDULE_BLOCKS[block]}
          </p>
          <ButtonLink href="/patient-profile" variant="secondary" className="mt-4">
            Back to profile
          </ButtonLink>
        </div>
      ) : (
        <RescheduleForm appointmentId={appointment._id} duration={appointment.duration} days={days} className="mt-6" action={rescheduleAppointmentAction} />
      )}
    </section>
  )
}
