'use client'

import Link from 'next/link'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Select } from '@/components/ui/field'
import { formatDateKeyShort, weekdayName } from '@/lib/availability/calendar'
import { DAY_BLOCK_TEXT, hasAllOpenHours, isPastHour, openHours, type DayBlock } from '@/lib/availability/planner'
import { MAX_REPEAT_WEEKS } from '@/lib/validation/availability'
import { HourGrid } from './hour-toggle'
import { type LagosClock } from '@/lib/time'

type Props = {
  date: string
  clock: LagosClock
  block: DayBlock | null
  chosen: readonly number[]
  /** The existing availability's id when the day is already set (for its edit link). */
  existingId?: string
  isSubmitting: boolean
  /** "Repeat weekly": 1 is this day only. */
  repeatWeeks: number
  onRepeatChange: (date: string, weeks: number) => void
  onToggleHour: (date: string, hour: number) => void
  onToggleAll: (date: string) => void
  onSubmit: (date: string) => void
}

/**
 * One weekday of the planner: its 24 hourly slots, or why it cannot be worked on.
 * Passed, time-off, submitted and already-set days fold their grid away; a day waiting while another
 * is being worked on keeps it, greyed, so the page does not jump. "Repeat" publishes the same hours on
 * this weekday for up to 12 weeks in one submit.
 */
export function DayCard({ date, clock, block, chosen, existingId, isSubmitting, repeatWeeks, onRepeatChange, onToggleHour, onToggleAll, onSubmit }: Props) {
  const headingId = useId()
  const repeatId = useId()
  const isToday = date === clock.date
  const isFolded = block === 'passed' || block === 'timeOff' || block === 'submitted' || block === 'set'
  const isLocked = block !== null
  const allChosen = hasAllOpenHours(chosen.length > 0 ? { date, hours: chosen } : null, date, clock)

  return (
    <section
      aria-labelledby={headingId}
      data-date={date}
      className={cn(
        'flex flex-col rounded-2xl border p-4',
        chosen.length > 0 ? 'border-brand-500 bg-white shadow-sm ring-1 ring-brand-500' : isFolded ? 'border-sand-200 bg-sand-100' : 'border-sand-200 bg-white shadow-sm',
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="leading-tight">
          <span className={cn('block text-base font-semibold', isFolded ? 'text-ink-muted' : 'text-ink')}>{weekdayName(date)}</span>
          <span className="block text-sm text-ink-muted">
            {formatDateKeyShort(date)}
            {isToday && ' · Today'}
          </span>
        </h2>
        {block && <BlockNote block={block} existingId={existingId} />}
      </header>

      {!isFolded && (
        <>
          <HourGrid
            labelledBy={headingId}
            className="mt-4 grid grid-cols-3 gap-2 xs:grid-cols-4 lg:grid-cols-3 2xl:grid-cols-4"
            chosen={chosen}
            isLocked={isLocked || isSubmitting}
            lockedNote={(hour) => (isPastHour(date, hour, clock) ? 'Past' : undefined)}
            onToggle={(h) => onToggleHour(date, h)}
          />
          <div className="mt-4 flex items-center gap-2 border-t border-sand-200 pt-4">
            <label htmlFor={repeatId} className="shrink-0 text-sm font-semibold text-ink">
              Repeat
            </label>
            <Select
              id={repeatId}
              value={repeatWeeks}
              disabled={isLocked || isSubmitting}
              onChange={(event) => onRepeatChange(date, Number(event.target.value))}
              className="min-h-9 py-1.5 text-sm"
            >
              <option value={1}>This day only</option>
              {Array.from({ length: MAX_REPEAT_WEEKS - 1 }, (_, i) => i + 2).map((weeks) => (
                <option key={weeks} value={weeks}>
                  Weekly for {weeks} weeks
                </option>
              ))}
            </Select>
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <Button variant="ghost" size="sm" disabled={isLocked || isSubmitting || openHours(date, clock).length === 0} onClick={() => onToggleAll(date)}>
              {allChosen ? 'Deselect All' : 'Select All Available'}
            </Button>
            <Button size="sm" disabled={isLocked || isSubmitting} onClick={() => onSubmit(date)}>
              {isSubmitting && chosen.length > 0 ? 'Submitting...' : 'Submit'}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}

function BlockNote({ block, existingId }: { block: DayBlock; existingId?: string }) {
  const text = DAY_BLOCK_TEXT[block]
  if (block === 'set' && existingId)
    return (
      <Link
        href={`/therapist-dashboard/edit-availability/${existingId}`}
        className="shrink-0 rounded-full bg-brand-100 px-2.5 py-1 text-xs font-semibold text-brand-900 underline-offset-2 hover:underline"
      >
        {text} · Edit
      </Link>
    )
  const tone = block === 'submitted' ? 'bg-green-100 text-green-900' : block === 'otherDay' || block === 'timeOff' ? 'bg-amber-100 text-amber-900' : 'bg-sand-200 text-ink'
  return <span className={cn('shrink-0 rounded-full px-2.5 py-1 text-right text-xs font-semibold', tone)}>{text}</span>
}
