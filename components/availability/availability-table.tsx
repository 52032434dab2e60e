import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/components/ui/cn'
import { formatDateKeyShort, weekdayName } from '@/lib/availability/calendar'
import { formatHourRanges } from '@/lib/availability/hour-ranges'
import type { ServerAction } from '@/lib/action-result'
import { formatHours } from '@/lib/format'
import type { TherapistAvailability } from '@/lib/server/availability/availability-dto'
import { BOOKED_NO_DELETE } from '@/lib/validation/availability'
import { DeleteAvailabilityButton } from './delete-availability-button'

/** A therapist-side slot 'HH:00' → its hour. */
const hourOf = (slot: string) => Number(slot.slice(0, 2))

/**
 * Columns No., Date, Edit, Delete. Each date shows its published hours as runs ("10:00 AM – 12:00 PM,
 * 02:00 PM – 03:00 PM"). Passed dates are greyed and read Passed instead of the actions (past
 * dates cannot be edited or deleted). A date with hours a patient holds or has booked cannot be
 * deleted (decision 015): its Delete is disabled and says why, instead of opening a confirmation the
 * server would refuse.
 */
export function AvailabilityTable({ days, today, deleteAction }: { days: TherapistAvailability[]; today: string; deleteAction: ServerAction<string> }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="bg-sand-100 text-xs font-semibold uppercase tracking-wide text-ink-muted">
          <tr>
            <th scope="col" className="w-12 px-3 py-3 sm:px-4">No.</th>
            <th scope="col" className="px-3 py-3 sm:px-4">Date</th>
            <th scope="col" className="w-16 px-1 py-3 text-center sm:w-24">Edit</th>
            <th scope="col" className="w-16 px-1 py-3 text-center sm:w-28">Delete</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {days.map((day, index) => {
            const dateLabel = `${weekdayName(day.availableDate)}, ${formatDateKeyShort(day.availableDate)}`
            return (
              <tr key={day._id} data-testid="availability-row" data-date={day.availableDate} className={cn(day.isPassed && 'bg-sand-50 text-ink-muted')}>
                <td className="px-3 py-3 tabular-nums sm:px-4">{index + 1}</td>
                <td className="px-3 py-3 sm:px-4">
                  <span className={cn('flex flex-wrap items-center gap-2 font-semibold', day.isPassed ? 'text-ink-muted' : 'text-ink')}>
                    <span>
                      <span className="sm:hidden">{weekdayName(day.availableDate).slice(0, 3)}, </span>
                      <span className="hidden sm:inline">{weekdayName(day.availableDate)}, </span>
                      {formatDateKeyShort(day.availableDate)}
                    </span>
                    {day.availableDate === today && <Badge tone="info">Today</Badge>}
                  </span>
                  <span className="mt-1 block text-xs leading-relaxed text-ink-muted" data-testid="availability-hours">
                    {formatHourRanges(day.availableSlots.map(hourOf))}
                  </span>
                  {!day.isPassed && day.bookedSlots.length > 0 && (
                    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
                      {day.isBooked ? <Badge tone="success">Fully booked</Badge> : <Badge tone="info">{formatHours(day.bookedSlots.length)} booked</Badge>}
                      <span id={`booked-${day._id}`}>{BOOKED_NO_DELETE}</span>
                    </span>
                  )}
                </td>
                {day.isPassed ? (
                  <td colSpan={2} className="px-3 py-3 text-center">
                    <Badge>Passed</Badge>
                  </td>
                ) : (
                  <>
                    <td className="px-1 py-3 text-center">
                      <Link
                        href={`/therapist-dashboard/edit-availability/${day._id}`}
                        aria-label={`Edit ${dateLabel}`}
                        className="inline-flex min-h-9 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                      >
                        <PencilIcon />
                        <span className="hidden sm:inline">Edit</span>
                      </Link>
                    </td>
                    <td className="px-1 py-3 text-center">
                      <DeleteAvailabilityButton
                        availabilityId={day._id}
                        dateLabel={dateLabel}
                        blockedReasonId={day.bookedSlots.length > 0 ? `booked-${day._id}` : undefined}
                        action={deleteAction}
                      />
                    </td>
                  </>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="m13.5 3.5 3 3L7 16H4v-3l9.5-9.5Z" />
    </svg>
  )
}
