import type { Metadata } from 'next'
import { AppointmentCard } from '@/components/therapist-dashboard/appointment-card'
import { ButtonLink } from '@/components/ui/button'
import type { TherapistAppointment } from '@/lib/server/therapist-dashboard/therapist-appointment-dto'
import { listTherapistSchedule, MAX_PAST, PAST_PAGE_SIZE } from '@/lib/server/therapist-dashboard/list-therapist-schedule'
import { requireVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { markCompleteAction } from './actions'

export const metadata: Metadata = { title: 'Appointment Schedule' }

const PATH = '/therapist-dashboard/therapistAppointment'

/** ?past=24 shows more past sessions, a page of 12 at a time, never more than MAX_PAST. */
function pastLimit(value: string | string[] | undefined): number {
  const asked = Math.floor(Number(Array.isArray(value) ? value[0] : value))
  if (!Number.isFinite(asked) || asked <= PAST_PAGE_SIZE) return PAST_PAGE_SIZE
  return Math.min(Math.ceil(asked / PAST_PAGE_SIZE) * PAST_PAGE_SIZE, MAX_PAST)
}

/** The appointment schedule: the therapist's own paid sessions, still to come first. */
export default async function TherapistAppointmentsPage({ searchParams }: PageProps<'/therapist-dashboard/therapistAppointment'>) {
  const user = await requireVerifiedTherapist(PATH)
  const limit = pastLimit((await searchParams).past)
  const now = new Date()
  const { upcoming, past, hasMoreUpcoming, hasMorePast } = await listTherapistSchedule({ therapistId: user.id, now, pastLimit: limit })
  const isEmpty = upcoming.length === 0 && past.length === 0

  return (
    <section className="w-full px-4 py-8 sm:px-6 md:py-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">Appointment Schedule</h1>
      {isEmpty ? (
        <p className="mt-8 rounded-2xl border border-sand-200 bg-white p-6 text-ink-muted">No appointments scheduled yet</p>
      ) : (
        <>
          <CardGrid title="Upcoming" id="upcoming" appointments={upcoming} now={now} empty="No upcoming appointments." />
          {hasMoreUpcoming ? <p className="mt-4 text-sm text-ink-muted">Showing your next {upcoming.length} appointments.</p> : null}
          <CardGrid title="Past" id="past" appointments={past} now={now} empty="No past appointments yet." />
          {hasMorePast && limit < MAX_PAST ? (
            <ButtonLink href={`${PATH}?past=${limit + PAST_PAGE_SIZE}#past`} variant="secondary" className="mt-6" scroll={false}>
              Show older appointments
            </ButtonLink>
          ) : null}
        </>
      )}
    </section>
  )
}

function CardGrid({ title, id, appointments, now, empty }: { title: string; id: string; appointments: TherapistAppointment[]; now: Date; empty: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        {title}
      </h2>
      {appointments.length === 0 ? (
        <p className="mt-3 text-ink-muted">{empty}</p>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {appointments.map((appointment) => (
            <AppointmentCard key={appointment._id} appointment={appointment} now={now} markComplete={markCompleteAction} />
          ))}
        </div>
      )}
    </section>
  )
}
