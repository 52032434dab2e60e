'use client'

import { Button } from '@/components/ui/button'
import { formatDateKeyShort, weekdayName } from '@/lib/availability/calendar'
import { formatHourRanges } from '@/lib/availability/hour-ranges'
import type { RepeatWeek } from '@/lib/server/availability/repeat-availability'
import { parseSlotHour } from '@/lib/validation/reschedule'

const hoursOf = (slots: string[]) => slots.map((slot) => parseSlotHour(slot)).filter((hour): hour is number => hour !== null)

/**
 * What a "Repeat weekly" submit did, date by date: the dates that got the hours (and the hours left
 * as they were because a patient holds or booked them, or they had started), and the dates skipped
 * with the reason. Shown under the week until the therapist dismisses it or submits again.
 */
export function RepeatResult({ message, weeks, onDismiss }: { message: string; weeks: RepeatWeek[]; onDismiss: () => void }) {
  return (
    <section role="status" aria-labelledby="repeat-result-heading" className="mt-4 rounded-2xl border border-green-200 bg-green-50 p-4 text-sm text-ink" data-testid="repeat-result">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="repeat-result-heading" className="text-base font-semibold">
          {message}
        </h2>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
      <ul className="mt-2 space-y-1">
        {weeks.map((week) => (
          <li key={week.date} data-date={week.date} data-status={week.status}>
            <span className="font-semibold">
              {weekdayName(week.date).slice(0, 3)}, {formatDateKeyShort(week.date)}:
            </span>{' '}
            {week.status === 'published' ? (
              <>
                {formatHourRanges(hoursOf(week.availableSlots))}
                {week.keptSlots.length > 0 && <span className="text-ink-muted"> (kept as they were: {formatHourRanges(hoursOf(week.keptSlots))})</span>}
              </>
            ) : (
              <span className="text-amber-900">Skipped. {week.message}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
