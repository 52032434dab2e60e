// Display formats shared by server and client (spec 9): naira with thousands separators, US English
// dates, 12-hour times, durations in hours. Dates are shown in Nigerian time whatever the server's zone.

export const NIGERIA_TIME_ZONE = 'Africa/Lagos'

const NAIRA = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 })
const NAIRA_KOBO = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 })
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: NIGERIA_TIME_ZONE })
const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: NIGERIA_TIME_ZONE })

/** ₦20,000 from 2,000,000 kobo; kobo show only when there are any (₦20,000.50). */
export function formatNaira(kobo: number): string {
  return (kobo % 100 === 0 ? NAIRA : NAIRA_KOBO).format(kobo / 100)
}

/** Nov 21, 2026 (spec 2.7 card dates). */
export function formatShortDate(date: Date | string): string {
  return SHORT_DATE.format(new Date(date))
}

/** November 21, 2026 (spec 2.7 post date, member since). */
export function formatLongDate(date: Date | string): string {
  return LONG_DATE.format(new Date(date))
}

/** The calendar date (YYYY-MM-DD) in Nigeria of an instant. */
export function lagosDateKey(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: NIGERIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)
}

const LAGOS_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: NIGERIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
})

/** The Lagos calendar date (YYYY-MM-DD) and hour (0–23) of an instant. */
export function lagosDateAndHour(instant: Date): { date: string; hour: number } {
  const parts = Object.fromEntries(LAGOS_PARTS.formatToParts(instant).map((part) => [part.type, part.value]))
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) }
}

/** 09:00 AM, 01:00 PM from an hour of the day 0–23 (spec 9: 12-hour form with AM and PM). */
export function formatHour12(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM'
  const h = hour % 12 === 0 ? 12 : hour % 12
  return `${String(h).padStart(2, '0')}:00 ${suffix}`
}

/** 1 hour, 2 hours. */
export function formatHours(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`
}

/** Spec 9: a home card's title longer than 25 characters shows its first 17 and an ellipsis. */
export function truncateCardTitle(title: string): string {
  return title.length > 25 ? `${title.slice(0, 17)}...` : title
}

/** Spec 2.7: the first 100 characters of a post, plus ... when it is longer. */
export function excerpt(text: string, length = 100): string {
  return text.length > length ? `${text.slice(0, length)}...` : text
}
