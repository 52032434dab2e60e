// The Lagos clock and hour slots: the one place that turns instants into Lagos dates and hours and
// back, and hours into the texts the product shows. Pure (no I/O): the browser and the server both
// use it.
//
// Africa/Lagos is UTC+1 all year (WAT, no daylight saving), and appointment hours are whole Lagos
// clock hours stored as UTC instants (decision 004). Lagos dates are written 'YYYY-MM-DD'.

export const NIGERIA_TIME_ZONE = 'Africa/Lagos'
export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS

/** The instant `days` whole days (of 24 hours) after `instant`: "within 7 days" windows. */
export const daysAfter = (instant: Date, days: number) => new Date(instant.getTime() + days * DAY_MS)
const LAGOS_OFFSET = '+01:00'

/** The Lagos date (YYYY-MM-DD) and the hour of it (0–23) an instant falls in. */
export type LagosClock = { date: string; hour: number }

/** Lagos is this far ahead of UTC all year, the LAGOS_OFFSET above as a number. */
const LAGOS_OFFSET_MS = HOUR_MS

/**
 * The Lagos date and hour of an instant: `lagosClock(new Date())` is "now" in Nigeria. Worked out from
 * the fixed offset: Intl's formatToParts gave the same answer at about 15 µs a call, and every row of
 * a list, every hour of a week's free hours and every booking calls this (decision 054).
 */
export function lagosClock(instant: Date): LagosClock {
  const wall = new Date(instant.getTime() + LAGOS_OFFSET_MS)
  return { date: wall.toISOString().slice(0, 10), hour: wall.getUTCHours() }
}

/** The Lagos calendar date (YYYY-MM-DD) of an instant. */
export function lagosDateKey(instant: Date): string {
  return lagosClock(instant).date
}

/** The instant `hour` (0–24; 24 is the next midnight) starts on the Lagos date `date`. */
export function lagosInstant(date: string, hour: number): Date {
  return new Date(Date.parse(`${date}T00:00:00${LAGOS_OFFSET}`) + hour * HOUR_MS)
}

/**
 * The hours an appointment of `hours` hours starting at `startsAt` covers: one instant per hour, as
 * its AppointmentSlot rows are written and read (decision 004).
 */
export function coveredHours(startsAt: Date, hours: number): Date[] {
  return Array.from({ length: hours }, (_, i) => new Date(startsAt.getTime() + i * HOUR_MS))
}

/** A Lagos wall-clock time as an instant, or null when a field is out of range (31/02 is not 03/03). */
export function lagosWallClock({ year, month, day, hour, minute = 0, second = 0, ms = 0 }: {
  year: number
  month: number
  day: number
  hour: number
  minute?: number
  second?: number
  ms?: number
}): Date | null {
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  const inRange = [hour <= 23, minute <= 59, second <= 59, ms <= 999].every(Boolean) && Math.min(hour, minute, second, ms) >= 0
  if (!inRange || !isCalendarDate(date)) return null
  return new Date(lagosInstant(date, hour).getTime() + minute * 60_000 + second * 1000 + ms)
}

/** How a calendar date is written everywhere: 'YYYY-MM-DD'. */
export const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** 'YYYY-MM-DD' that names a real calendar day (2028-02-29 is one, 2027-02-29 is not). */
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE_PATTERN.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}

/**
 * 'HH:00', 24-hour, of an hour 0–24: the stored slot times (slot_start, slot_end, the therapist's
 * availableSlots) and the confirmation page's address. Midnight is '00:00' whether it starts a day or
 * ends one: parseSlotHour reads an end of '00:00' as 24.
 */
export function slotTime(hour: number): string {
  return `${String(hour % 24).padStart(2, '0')}:00`
}

/** 09:00 AM, 01:00 PM from an hour 0–24 (12-hour form with AM and PM); midnight is 12:00 AM. */
export function formatHour12(hour: number): string {
  const h24 = hour % 24
  const suffix = h24 < 12 ? 'AM' : 'PM'
  const h = h24 % 12 === 0 ? 12 : h24 % 12
  return `${String(h).padStart(2, '0')}:00 ${suffix}`
}

const WHEN = new Intl.DateTimeFormat('en-US', { timeZone: NIGERIA_TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
const TIME = new Intl.DateTimeFormat('en-US', { timeZone: NIGERIA_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h12' })

/** "Monday, November 23, 2026, 03:00 PM - 05:00 PM (Lagos time)": for emails. */
export function describeLagosTime(startsAt: Date, endsAt: Date): string {
  return `${WHEN.format(startsAt)}, ${TIME.format(startsAt)} - ${TIME.format(endsAt)} (Lagos time)`
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { timeZone: NIGERIA_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h12' })

/** "Aug 1, 2031, 09:30 AM" in Lagos time: when something happened (a booking, a cancellation, a report). */
export function formatLagosDateTime(instant: Date | string): string {
  return DATE_TIME.format(new Date(instant))
}

/** "Monday, November 23, 2026, 03:00 PM (Lagos time)": one moment, such as a deadline, in emails and dialogs. */
export function describeLagosInstant(instant: Date | string): string {
  const at = new Date(instant)
  return `${WHEN.format(at)}, ${TIME.format(at)} (Lagos time)`
}

const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/**
 * The viewer's own clock time for a Lagos hour, for "10:00 AM (11:00 AM your time)"; null when it
 * reads the same as in Lagos (the viewer is in Nigeria, or in a zone with the same offset that day).
 * A calendar day other than the booking's is named: "08:00 PM, Nov 22".
 */
export function localTimeBeside(date: string, hour: number, timeZone: string | null | undefined): string | null {
  if (!timeZone) return null
  const instant = lagosInstant(date, hour)
  let parts: Record<string, string>
  try {
    parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .formatToParts(instant)
        .map((part) => [part.type, part.value]),
    )
  } catch {
    return null // a zone name this browser's Intl does not know
  }
  const localDate = `${parts.year}-${parts.month}-${parts.day}`
  const minutes = parts.minute ?? '00'
  const localHour = Number(parts.hour) % 24
  const clock = `${formatHour12(localHour).slice(0, 3)}${minutes}${formatHour12(localHour).slice(5)}`
  if (localDate === lagosDateKey(instant) && clock === formatHour12(hour)) return null
  // Compared with the booking's date, so a session ending at midnight (hour 24) reads "11:00 PM".
  if (localDate === date) return clock
  return `${clock}, ${SHORT_DAY.format(new Date(`${localDate}T00:00:00Z`))}`
}

const CLOCK = new Intl.DateTimeFormat('en-US', { timeZone: NIGERIA_TIME_ZONE, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' })
const WEEKDAY_DATE = new Intl.DateTimeFormat('en-US', { timeZone: NIGERIA_TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric' })

/** "3:00 PM": the Lagos clock time of an instant, short, for a text message on a phone. */
export function formatLagosClock(instant: Date): string {
  return CLOCK.format(instant)
}

/**
 * "today", "tomorrow", or "on Tuesday, May 16": the Lagos calendar day of `instant` as seen at `now`,
 * for a sentence such as "Your Alafia session is at 3:00 PM today".
 */
export function describeLagosDay(instant: Date, now: Date): string {
  const day = lagosDateKey(instant)
  if (day === lagosDateKey(now)) return 'today'
  const tomorrow = new Date(Date.parse(`${lagosDateKey(now)}T12:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10)
  if (day === tomorrow) return 'tomorrow'
  return `on ${WEEKDAY_DATE.format(instant)}`
}

const NEXT_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: NIGERIA_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' })

/** "Tue 3 Dec, 10:00 AM": a free hour's start on a directory card and the therapist page (Lagos time). */
export function formatFreeHour(instant: Date | string): string {
  const at = new Date(instant)
  const day = NEXT_DAY.formatToParts(at).filter((part) => part.type !== 'literal').map((part) => part.value)
  const [weekday, date, month] = [day[0], day[1], day[2]]
  return `${weekday} ${date} ${month}, ${formatHour12(lagosClock(at).hour)}`
}
