'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type ReactNode } from 'react'
import { useAccount } from '@/components/account/account-store'
import { Button } from '@/components/ui/button'
import { notify } from '@/components/ui/notify'
import { WaitlistEmphasis } from '@/components/waitlist/waitlist-emphasis'
import {
  type BookableDay,
  bookableDays,
  type BookingChoice,
  choiceProblem,
  confirmationPath,
  currentChoice,
  endChoices,
  hasAvailability,
  seriesAvailability,
} from '@/lib/booking/slot-choices'
import { runOfferLabel } from '@/lib/booking/series'
import { formatHour12, localTimeBeside } from '@/lib/time'
import { BOOK_YOURSELF, BOOKING_INCOMPLETE, DATE_NOT_AVAILABLE, MAX_BOOKING_HOURS, NO_AVAILABILITY } from '@/lib/validation/booking-messages'
import { hourRangeLabel } from './booking-labels'
import { AvailabilityLoading, BookingFrame } from './booking-frame'
import { BookingNextStep } from './booking-next-step'
import { BookingQuote } from './booking-quote'
import { ChoiceChips, type Chip } from './choice-chips'
import { RepeatChoice } from './repeat-choice'
import { SeriesWeekList } from './series-week-list'
import { chooseSessionMode, DEFAULT_SESSION_MODE, sessionModeName, toSessionMode, type SessionMode, type SessionModeName } from '@/lib/session-modes'
import { SessionModeChoice } from './session-mode-choice'
import { useAvailability } from './use-availability'
import { useBrowserTimeZone } from './use-browser-time-zone'

type Props = {
  therapistId: string
  feeKobo: number
  /** The kinds of session the therapist offers ("video", "audio", "phone"); absent, video only. */
  sessionModes?: readonly SessionModeName[]
  /** Join the waitlist, for when no hour suits: under the notice when nothing is free, else after Next. */
  waitlist?: ReactNode
}

const NO_CHOICE: BookingChoice = { date: '', start: null, end: null }

/**
 * The booking widget on /one-therapist/{id}: a date the therapist has opened, then
 * a start, then an end, each step clearing the later ones; the duration and amount before Next; Next
 * carries the draft to /appointment-confirmation in its URL. Free hours and the signed-in account are
 * asked from the browser, because the page around it is the same cached HTML for everyone.
 *
 * Then how often: once (the default, the booking as it always was), or every week for 2 to 12 weeks
 * (decision 023): the same weekday and hours each week, every date listed with the total, and the
 * weeks the loaded hours show as not free named, with the longest free run offered instead.
 */
export function BookingWidget(props: Props) {
  return (
    <BookingFrame>
      <BookingChoices {...props} />
    </BookingFrame>
  )
}

/** The widget inside its frame: what LazyBookingWidget loads once the page is idle. */
export function BookingChoices({ therapistId, feeKobo, sessionModes = ['video'], waitlist }: Props) {
  const router = useRouter()
  const ids = useId()
  const account = useAccount()
  const timeZone = useBrowserTimeZone()
  const { state, reload } = useAvailability(therapistId)
  const [picked, setPicked] = useState<BookingChoice>(NO_CHOICE)
  const [weeks, setWeeks] = useState(1)
  const offered = sessionModes.map(toSessionMode)
  const [mode, setMode] = useState<SessionMode>(() => chooseSessionMode(offered, undefined) ?? DEFAULT_SESSION_MODE)
  const [error, setError] = useState<string>()

  if (account && account._id === therapistId) {
    return <Notice>{BOOK_YOURSELF}</Notice>
  }
  if (state.kind === 'loading') return <AvailabilityLoading />
  if (state.kind === 'failed') {
    return (
      <Notice>
        Failed to fetch availability. Please refresh the page.
        <Button variant="secondary" className="mt-4 w-full sm:w-auto" onClick={reload}>
          Try again
        </Button>
      </Notice>
    )
  }

  const days = bookableDays(state.days, state.at)
  if (!hasAvailability(days)) {
    return (
      <div className="space-y-4">
        <Notice>{NO_AVAILABILITY}</Notice>
        <WaitlistEmphasis value="nothing-free">{waitlist}</WaitlistEmphasis>
      </div>
    )
  }

  // Derived on every render: a choice that a fresh answer no longer offers is dropped, and a chosen
  // date that is gone (fully booked meanwhile) says so.
  const choice = currentChoice(days, picked)
  const isDateGone = picked.date !== '' && choice.date === ''
  const shownError = error ?? (isDateGone ? DATE_NOT_AVAILABLE : undefined)
  const beside = (hour: number) => (choice.day ? localTimeBeside(choice.day.date, hour, timeZone) : null)
  const timeChip = (hour: number): Chip => {
    const local = beside(hour)
    return { value: String(hour), label: formatHour12(hour), detail: local ? localDetail(local) : null }
  }

  function choose(next: BookingChoice) {
    setPicked(next)
    setError(undefined)
  }

  function onNext() {
    const problem = isDateGone ? DATE_NOT_AVAILABLE : choiceProblem(days, choice)
    if (problem || choice.start === null || choice.end === null) {
      const message = problem ?? BOOKING_INCOMPLETE
      setError(message)
      notify.error(message)
      return
    }
    router.push(confirmationPath({ therapistId, date: choice.date, start: choice.start, end: choice.end, weeks, mode: mode === DEFAULT_SESSION_MODE ? undefined : sessionModeName(mode) }))
  }

  const series = weeks > 1 && choice.start !== null && choice.end !== null ? seriesAvailability(days, { date: choice.date, start: choice.start, end: choice.end }, weeks) : null

  return (
    <div className="space-y-6">
      <ChoiceSummary date={choice.date} start={choice.start} end={choice.end} weeks={weeks} />
      <ChoiceChips
        name={`${ids}-date`}
        legend="1. Choose a date"
        columns="dates"
        chips={days.map(dateChip)}
        value={choice.date}
        onChange={(date) => choose({ date, start: null, end: null })}
      />
      <ChoiceChips
        name={`${ids}-start`}
        legend="2. Start time"
        chips={choice.day ? choice.day.hours.map(timeChip) : []}
        value={choice.start === null ? '' : String(choice.start)}
        onChange={(start) => choose({ date: choice.date, start: Number(start), end: null })}
        empty="Choose a date first."
      />
      <ChoiceChips
        name={`${ids}-end`}
        legend="3. End time"
        chips={endChoices(choice.day, choice.start).map(timeChip)}
        value={choice.end === null ? '' : String(choice.end)}
        onChange={(end) => choose({ date: choice.date, start: choice.start, end: Number(end) })}
        empty={choice.day ? 'Choose a start time first.' : 'Choose a date and start time first.'}
      />
      <p className="text-xs text-ink-muted">
        Times are Nigerian time (WAT). A session is 1 to {MAX_BOOKING_HOURS} hours.
        {localTimeBeside(choice.date || state.days[0]?.availableDate || '', 12, timeZone) ? ' Your own time is shown in brackets.' : null}
      </p>

      <RepeatChoice id={`${ids}-weeks`} weeks={weeks} onChange={setWeeks} />
      <SessionModeChoice name={`${ids}-mode`} offered={offered} value={mode} onChange={setMode} />
      {series ? (
        <div className="space-y-3 rounded-xl border border-sand-200 bg-white px-4 py-3" data-testid="series-preview">
          <p className="text-sm font-semibold text-ink">Your {weeks} weekly sessions</p>
          <SeriesWeekList dates={series.dates} marked={Object.fromEntries(series.unavailable.map((clash) => [clash.appointmentDate, 'not free']))} />
          {series.unavailable.length > 0 ? (
            <div role="status" className="space-y-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
              <p>Not every week is free, so this series cannot be booked as it is.</p>
              {series.run ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    const run = series.run!
                    choose({ date: run.appointmentDate, start: choice.start, end: choice.end })
                    setWeeks(run.weeks)
                  }}
                >
                  {runOfferLabel(series.run)}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}

      <BookingQuote start={choice.start} end={choice.end} feeKobo={feeKobo} weeks={weeks} />

      {shownError && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {shownError}
        </p>
      )}

      <BookingNextStep account={account} therapistId={therapistId} onNext={onNext} />
      {waitlist}
    </div>
  )
}

/** "(08:00 AM your time)", which may break only between the time and "your time" on a narrow chip. */
function localDetail(local: string): string {
  return `(${local.replaceAll(' ', '\u00a0')} your\u00a0time)`
}

const DATE_CHIP = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })

/**
 * "Wed, Dec 3 · 10:00 AM - 12:00 PM": the choice so far, kept in sight under the site header while
 * the times are picked (on a phone the date chips scroll away above them). Nothing before a date.
 */
function ChoiceSummary({ date, start, end, weeks }: { date: string; start: number | null; end: number | null; weeks: number }) {
  if (!date) return null
  const day = DATE_CHIP.format(new Date(`${date}T00:00:00Z`))
  const time = start === null ? 'choose a start time' : end === null ? `from ${formatHour12(start)}, choose an end time` : `${hourRangeLabel(start, end)}${weeks > 1 ? ` · every week for ${weeks} weeks` : ''}`
  return (
    // A band as wide as the booking section, right under the sticky site header (64 px), so the chips
    // scrolling beneath never show around it.
    <div className="sticky top-16 z-10 -mx-4 bg-brand-50 px-4 py-2 sm:-mx-6 sm:px-6">
      <p data-testid="booking-choice" className="rounded-xl border border-brand-200 bg-white px-4 py-2.5 text-sm font-semibold text-brand-900 shadow-sm">
        {day} · {time}
      </p>
    </div>
  )
}

/** "Mon, Nov 23" for a Lagos date; a day with nothing free stays visible but cannot be chosen. */
function dateChip(day: BookableDay): Chip {
  const isFull = day.hours.length === 0
  return { value: day.date, label: DATE_CHIP.format(new Date(`${day.date}T00:00:00Z`)), detail: isFull ? 'Fully booked' : null, disabled: isFull }
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-start rounded-xl border border-sand-200 bg-white px-5 py-4 font-medium text-ink">
      {children}
    </div>
  )
}
