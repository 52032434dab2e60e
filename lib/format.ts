// Display formats shared by server and client: US English dates, durations in hours. Dates
// are shown in Nigerian time whatever the server's zone. Money is in lib/money.ts, the Lagos clock
// and hours in lib/time.ts.
import { NIGERIA_TIME_ZONE } from './time'

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: NIGERIA_TIME_ZONE })
const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: NIGERIA_TIME_ZONE })

/** Nov 21, 2026: how cards date a post. */
export function formatShortDate(date: Date | string): string {
  return SHORT_DATE.format(new Date(date))
}

/** November 21, 2026: a post's own date, member since. */
export function formatLongDate(date: Date | string): string {
  return LONG_DATE.format(new Date(date))
}

/** 1 hour, 2 hours. */
export function formatHours(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`
}

/** A home card's title longer than 25 characters shows its first 17 and an ellipsis. */
export function truncateCardTitle(title: string): string {
  return title.length > 25 ? `${title.slice(0, 17)}...` : title
}

/** The first 100 characters of a post, plus ... when it is longer. */
export function excerpt(text: string, length = 100): string {
  return text.length > length ? `${text.slice(0, length)}...` : text
}
