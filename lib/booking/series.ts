import { addDays, formatDateKeyShort, weekdayName } from '@/lib/availability/calendar'

// Standing weekly sessions (docs/decisions/023-weekly-series.md): the same weekday and hours for 2 to
// 12 weeks. Pure: the widget, the confirmation page, the hold and their tests share these rules. The
// server checks every week again under its locks; the slot keys stay the final word (decision 004).

export const MIN_SERIES_WEEKS = 2
export const MAX_SERIES_WEEKS = 12

/** How often the widget offers: once (1), or every week for 2 to 12 weeks. */
export const WEEK_CHOICES: readonly number[] = Array.from({ length: MAX_SERIES_WEEKS }, (_, i) => i + 1)

/** The Lagos dates of every week of a series starting on `firstDate` (YYYY-MM-DD), seven days apart. */
export function seriesDates(firstDate: string, weeks: number): string[] {
  return Array.from({ length: weeks }, (_, i) => addDays(firstDate, 7 * i))
}

/** Why one week of a series cannot be had: the range rules (free-hours.ts), or the patient's own session. */
export type ClashReason = 'started' | 'date' | 'hours' | 'taken' | 'own'

export type Clash = { appointmentDate: string; reason: ClashReason }

/** A run of consecutive weeks with no clash: where it starts and how many weeks. */
export type FreeRun = { appointmentDate: string; weeks: number }

/**
 * The longest run of consecutive clash-free weeks of `dates` (the earliest when two are as long), or
 * null when every week clashes: what the patient is offered instead of a series that cannot be held.
 */
export function longestFreeRun(dates: readonly string[], clashes: readonly Clash[]): FreeRun | null {
  const clashing = new Set(clashes.map((clash) => clash.appointmentDate))
  let best: FreeRun | null = null
  let start = 0
  for (let i = 0; i <= dates.length; i++) {
    if (i < dates.length && !clashing.has(dates[i]!)) continue
    const weeks = i - start
    if (weeks > 0 && (!best || weeks > best.weeks)) best = { appointmentDate: dates[start]!, weeks }
    start = i + 1
  }
  return best
}

/** Why a week cannot be had, in a few words beside its date. */
export const CLASH_REASONS: Record<ClashReason, string> = {
  started: 'already started',
  date: 'no hours published',
  hours: 'not every hour published',
  taken: 'already booked',
  own: 'you have another session then',
}

/** "Apr 16, 2031 (already booked)": one clashing week, as the 409 and the pages name it. */
export function describeClash(clash: Clash): string {
  return `${formatDateKeyShort(clash.appointmentDate)} (${CLASH_REASONS[clash.reason]})`
}

/** "4 weeks from Apr 30, 2031", or "Apr 30, 2031 only" for a single week. */
export function describeRun(run: FreeRun): string {
  return run.weeks === 1 ? `${formatDateKeyShort(run.appointmentDate)} only` : `${run.weeks} weeks from ${formatDateKeyShort(run.appointmentDate)}`
}

/** The button that takes the run instead: "Book 3 weeks from Apr 30, 2031 instead", "Book just Apr 30, 2031 instead". */
export function runOfferLabel(run: FreeRun): string {
  return run.weeks === 1 ? `Book just ${formatDateKeyShort(run.appointmentDate)} instead` : `Book ${describeRun(run)} instead`
}

/** The refusal of a series that cannot be held whole: every clashing date, and what can be had instead. */
export function seriesClashMessage(clashes: readonly Clash[], run: FreeRun | null): string {
  const which = `Not every week of that series is free: ${clashes.map(describeClash).join(', ')}. Nothing was held.`
  return run ? `${which} The longest run of free weeks is ${describeRun(run)}.` : which
}

/** "Every Wednesday for 8 weeks", "Once" for a single session. */
export function describeRepeat(firstDate: string, weeks: number): string {
  return weeks <= 1 ? 'Once' : `Every ${weekdayName(firstDate)} for ${weeks} weeks`
}

/** "Week 3 of 8". */
export function weekOfSeries(index: number, weeks: number): string {
  return `Week ${index} of ${weeks}`
}
