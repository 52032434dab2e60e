'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import { daysBetween, formatDateKeyLong, formatDateKeyShort, mondayOf, weekdayName } from '@/lib/availability/calendar'
import type { DayGlance } from '@/lib/availability/weeks-ahead'
import type { RepeatWeek } from '@/lib/server/availability/repeat-availability'
import {
  dayBlock,
  isPastHour,
  MAX_WEEKS_AHEAD,
  plannerWeek,
  selectedHours,
  submitProblem,
  toggleAllOpenHours,
  toggleHour,
  type Selection,
} from '@/lib/availability/planner'
import { ALREADY_SET, FAILED_TO_SET } from '@/lib/validation/availability'
import { DayCard } from './day-card'
import { RepeatResult } from './repeat-result'
import { WeeksAhead } from './weeks-ahead'
import { lagosClock, type LagosClock, slotTime } from '@/lib/time'

type Props = {
  /** Today and the hour in Lagos when the page was rendered; the planner keeps it current. */
  initialClock: LagosClock
  /** Dates from this week on that already have an availability. */
  existing: { date: string; id: string }[]
  /** Every day the planner reaches at a glance (time off among them). */
  weeksAhead: DayGlance[]
  /** The page's action that publishes one date's hours, or the same hours weekly for `repeatWeeks` weeks. */
  action: ServerAction<{ availableDate: string; availableSlots: string[]; repeatWeeks?: number }, { weeks?: RepeatWeek[] }>
}

const CLOCK_TICK_MS = 60_000

function weekLabel(offset: number) {
  if (offset === 0) return 'This week'
  if (offset === 1) return 'Next week'
  return `In ${offset} weeks`
}

/**
 * Set Your Availability, one card per weekday Monday to Sunday with 24 hourly slots,
 * one day at a time. Beyond the spec it moves up to MAX_WEEKS_AHEAD weeks ahead, repeats a day's
 * hours weekly, marks days of time off, and shows the weeks ahead at a glance. The rules live in
 * lib/availability/planner.ts and repeat-hours.ts; the server checks them all again.
 */
export function AvailabilityPlanner({ initialClock, existing, weeksAhead, action }: Props) {
  const router = useRouter()
  const [clock, setClock] = useState(initialClock)
  const [offset, setOffset] = useState(0)
  const [selection, setSelection] = useState<Selection>(null)
  const [submitted, setSubmitted] = useState<ReadonlySet<string>>(new Set())
  const [isSubmitting, setIsSubmitting] = useState(false)
  // "Repeat weekly" belongs to the day it was chosen on: another day starts at this day only.
  const [repeat, setRepeat] = useState<{ date: string; weeks: number } | null>(null)
  const [repeated, setRepeated] = useState<{ message: string; weeks: RepeatWeek[] } | null>(null)

  // Hours pass while the page stays open: keep "Past" and "Date passed" true to the clock.
  useEffect(() => {
    const timer = setInterval(() => setClock(lagosClock(new Date())), CLOCK_TICK_MS)
    return () => clearInterval(timer)
  }, [])

  const existingIds = useMemo(() => new Map(existing.map((day) => [day.date, day.id])), [existing])
  const existingDates = useMemo(() => new Set(existingIds.keys()), [existingIds])
  const daysOff = useMemo(() => new Set(weeksAhead.filter((day) => day.state === 'off').map((day) => day.date)), [weeksAhead])
  const repeatOf = (date: string) => (repeat?.date === date ? repeat.weeks : 1)
  const week = plannerWeek(offset, clock.date)
  const chosenWeek = selection ? Math.floor(daysBetween(mondayOf(clock.date), selection.date) / 7) : null

  async function submit(date: string) {
    const hours = selectedHours(selection, date).filter((hour) => !isPastHour(date, hour, clock))
    const problem = submitProblem(hours.length > 0 ? { date, hours } : null, date)
    if (problem) {
      notify.error(problem)
      return
    }
    const repeatWeeks = repeatOf(date)
    setIsSubmitting(true)
    setRepeated(null)
    try {
      const result = await action({ availableDate: date, availableSlots: hours.map(slotTime), ...(repeatWeeks > 1 ? { repeatWeeks } : {}) })
      if (!result.ok) {
        notify.error(result.message || FAILED_TO_SET)
        // Set meanwhile (another tab): fetch the days again so the card shows Availability set.
        if (result.message === ALREADY_SET) router.refresh()
        return
      }
      notify.success(result.message ?? 'Availability set successfully')
      const weeks = result.data?.weeks
      const published = weeks ? weeks.filter((week) => week.status === 'published').map((week) => week.date) : [date]
      setSubmitted((before) => new Set([...before, ...published]))
      if (weeks) setRepeated({ message: result.message ?? '', weeks })
      setSelection(null)
      setRepeat(null)
      router.refresh()
    } catch {
      notify.error(FAILED_TO_SET)
    } finally {
      setIsSubmitting(false)
    }
  }

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">Set Your Availability</h1>
          <p className="mt-2 text-ink-muted" aria-live="polite" data-testid="planner-week">
            <span className="sm:hidden">
              Mon, {formatDateKeyShort(week.monday)} – Sun, {formatDateKeyShort(week.sunday)}
            </span>
            <span className="hidden sm:inline">
              Monday, {formatDateKeyLong(week.monday)} – Sunday, {formatDateKeyLong(week.sunday)}
            </span>
          </p>
        </div>
        <nav aria-label="Weeks" className="flex items-center gap-2">
          <Button variant="secondary" size="sm" disabled={week.offset === 0} onClick={() => setOffset(week.offset - 1)} aria-label="Previous week">
            ‹ Previous
          </Button>
          <span className="min-w-24 text-center text-sm font-semibold text-ink">{weekLabel(week.offset)}</span>
          <Button variant="secondary" size="sm" disabled={week.offset >= MAX_WEEKS_AHEAD} onClick={() => setOffset(week.offset + 1)} aria-label="Next week">
            Next ›
          </Button>
        </nav>
      </div>

      {selection && chosenWeek !== null && chosenWeek !== week.offset && (
        <p role="status" className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950">
          You have hours chosen on {weekdayName(selection.date)}, {formatDateKeyLong(selection.date)}. Submit or clear them before choosing another day.
          <Button variant="ghost" size="sm" onClick={() => setOffset(chosenWeek)}>
            Show that week
          </Button>
        </p>
      )}

      {repeated && <RepeatResult message={repeated.message} weeks={repeated.weeks} onDismiss={() => setRepeated(null)} />}

      <div className="mt-6 grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
        {week.dates.map((date) => (
          <DayCard
            key={date}
            date={date}
            clock={clock}
            block={dayBlock({ date, clock, submitted, existing: existingDates, daysOff, selection })}
            chosen={selectedHours(selection, date)}
            existingId={existingIds.get(date)}
            isSubmitting={isSubmitting}
            repeatWeeks={repeatOf(date)}
            onRepeatChange={(day, weeks) => setRepeat({ date: day, weeks })}
            onToggleHour={(day, hour) => setSelection((current) => toggleHour(current, day, hour, clock))}
            onToggleAll={(day) => setSelection((current) => toggleAllOpenHours(current, day, clock))}
            onSubmit={submit}
          />
        ))}
      </div>

      <div className="mt-8">
        <WeeksAhead
          glances={weeksAhead}
          today={clock.date}
          showTimeOffLink
          onPickWeek={(offset) => {
            setOffset(offset)
            document.querySelector('[data-testid="planner-week"]')?.scrollIntoView({ block: 'center' })
          }}
        />
      </div>
    </div>
  )
}
