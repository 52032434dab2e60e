import type { Metadata } from 'next'
import { EditAvailabilityForm } from '@/components/availability/edit-availability-form'
import { ButtonLink } from '@/components/ui/button'
import { formatDateKeyLong, weekdayName } from '@/lib/availability/calendar'
import { viewAvailability } from '@/lib/server/availability/view-availability'
import { requireVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { orNotFound } from '@/lib/server/or-not-found'
import { PASSED_NO_EDIT } from '@/lib/validation/availability'
import { lagosClock } from '@/lib/time'
import { updateAvailabilityAction } from './actions'
import { BackToAvailability } from '@/components/availability/back-to-availability'

export const metadata: Metadata = { title: 'Edit Availability', robots: { index: false } }

/**
 * One placeholder id so the route's shell prerenders at build; every real id renders at request time
 * behind app/therapist-dashboard/loading.tsx, as the page reads the session.
 */
export function generateStaticParams() {
  return [{ date: '00000000-0000-0000-0000-000000000000' }]
}

const hourOf = (slot: string) => Number(slot.slice(0, 2))

/**
 * /therapist-dashboard/edit-availability/{date}, where the list fills `date` with the
 * availability's id. Another therapist's id, or an unknown one, is not found.
 */
export default async function EditAvailabilityPage({ params }: PageProps<'/therapist-dashboard/edit-availability/[date]'>) {
  const { date: availabilityId } = await params
  const user = await requireVerifiedTherapist(`/therapist-dashboard/edit-availability/${encodeURIComponent(availabilityId)}`)
  const availability = await orNotFound(viewAvailability({ therapistId: user.id, availabilityId }))
  const date = availability.availableDate
  const dateLabel = `${weekdayName(date)}, ${formatDateKeyLong(date)}`

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <BackToAvailability />
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Edit Availability</h1>
      <div className="mt-6">
        {availability.isPassed ? (
          <div className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold">{dateLabel}</h2>
            <p role="status" className="mt-2 text-ink-muted">
              {PASSED_NO_EDIT}
            </p>
            <ButtonLink href="/therapist-dashboard/availability" variant="secondary" className="mt-4">
              Back to Availability
            </ButtonLink>
          </div>
        ) : (
          <EditAvailabilityForm
            availabilityId={availability._id}
            date={date}
            hours={availability.availableSlots.map(hourOf)}
            bookedHours={availability.bookedSlots.map(hourOf)}
            clock={lagosClock(new Date())}
            dateLabel={dateLabel}
            action={updateAvailabilityAction}
          />
        )}
      </div>
    </section>
  )
}
