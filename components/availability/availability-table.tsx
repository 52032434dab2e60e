import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/components/ui/cn'
import { formatDateKeyShort, weekdayName } from '@/lib/availability/calendar'
import { formatHour12 } from '@/lib/format'
import type { TherapistAvailability } from '@/lib/server/availability/availability-dto'
import { DeleteAvailabilityButton } from './delete-availability-button'

const hourOf = (slot: string) => Number(slot.slice(0, 2))
const slotCount = (count: number) => `${count} ${count === 1 ? 'slot' : 'slots'}`

/** "09:00 AM – 05:00 PM" from the first slot to the end of the last. */
function spanLabel(slots: string[]) {
  const first = slots[0]
  const last = slots[slots.length - 1]
  if (!first || !last) return ''
  return `${formatHour12(hourOf(first))} – ${formatHour12((hourOf(last) + 1) % 24)}`
}

/**
 * Spec 2.6: No., Date, Edit, Delete. Passed dates are greyed and read Passed instead of the actions
 * (spec 4: past dates cannot be edited or deleted).
 */
export function AvailabilityTable({ days, today }: { days: TherapistAvailability[]; today: string }) {
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
                  <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
                    <span className="hidden xs:inline">{spanLabel(day.availableSlots)} ·</span>
                    <span>{slotCount(day.availableSlots.length)}</span>
                    {!day.isPassed && day.isBooked && <Badge tone="success">Fully booked</Badge>}
                    {!day.isPassed && !day.isBooked && day.bookedSlots.length > 0 && <Badge tone="info">{day.bookedSlots.length} booked</Badge>}
                  </span>
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
                      <DeleteAvailabilityButton availabilityId={day._id} dateLabel={dateLabel} />
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
