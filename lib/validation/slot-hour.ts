// Slot hours and the therapist's title without zod: the booking widget and the confirmation and
// success pages use these in the browser, where importing ./reschedule (which builds zod schemas)
// would bring all of zod. ./reschedule re-exports them for the server.

/**
 * The therapist's name prefixed with Dr, without doubling a title the name already has
 * ("Dr. Ada Obi", "DR Ada Obi" stay as they are). Shared by the patient's pages and the emails.
 */
export function drTitle(fullName: string): string {
  const name = fullName.trim()
  return /^dr(\.|\s|$)/i.test(name) ? name : `Dr ${name}`
}

const TWENTY_FOUR_HOUR = /^(\d{1,2}):(\d{2})$/
const TWELVE_HOUR = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])$/

/**
 * The hour of a slot time: 'HH:MM' (therapist side) or '09:00 AM' (booking side); whole hours only,
 * as slots are hourly. An end may be midnight at the end of the day: '24:00', '00:00' or '12:00 AM'
 * all give 24. Anything else gives null.
 */
export function parseSlotHour(value: string, { isEnd = false } = {}): number | null {
  const text = value.trim()
  let hour: number
  let minutes: string
  const twelve = TWELVE_HOUR.exec(text)
  const twentyFour = TWENTY_FOUR_HOUR.exec(text)
  if (twelve) {
    const h = Number(twelve[1])
    if (h < 1 || h > 12) return null
    hour = (h % 12) + (twelve[3]!.toUpperCase() === 'PM' ? 12 : 0)
    minutes = twelve[2]!
  } else if (twentyFour) {
    hour = Number(twentyFour[1])
    minutes = twentyFour[2]!
  } else return null
  if (minutes !== '00') return null
  if (isEnd && hour === 0) return 24
  if (hour === 24) return isEnd ? 24 : null
  return hour >= 0 && hour <= 23 ? hour : null
}
