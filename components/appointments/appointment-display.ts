import type { BadgeTone } from '@/components/ui/badge'
import { formatHours, formatShortDate } from '@/lib/format'
import { formatHour12 } from '@/lib/time'
import { parseSlotHour } from '@/lib/validation/reschedule'

// How an appointment reads on the patient's pages. Pure: server and client components.

/** On the patient profile Paid is green, Pending amber, anything else neutral. */
export function statusTone(status: string): BadgeTone {
  const normalised = status.toLowerCase()
  if (normalised === 'paid') return 'success'
  if (normalised === 'pending') return 'warning'
  return 'neutral'
}

/** Nov 23, 2026 from a Lagos date 'YYYY-MM-DD' (noon UTC is the same day in Lagos). */
export function appointmentDateLabel(date: string): string {
  return formatShortDate(`${date}T12:00:00Z`)
}

/** "10:00 AM - 12:00 PM" from the stored slot_start and slot_end ('HH:MM'). */
export function timeSlotLabel(slotStart: string, slotEnd: string): string {
  const start = parseSlotHour(slotStart) ?? 0
  const end = parseSlotHour(slotEnd, { isEnd: true }) ?? 0
  return `${formatHour12(start)} - ${formatHour12(end)}`
}

/** "10:00 AM - 12:00 PM (2 hours)". */
export function timeSlotWithDuration(slotStart: string, slotEnd: string, duration: number): string {
  return `${timeSlotLabel(slotStart, slotEnd)} (${formatHours(duration)})`
}

const DAY_OPTION = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** "Mon, Nov 23, 2026" for a Lagos date 'YYYY-MM-DD' in the reschedule date list. */
export function dayOptionLabel(date: string): string {
  return DAY_OPTION.format(new Date(`${date}T00:00:00Z`))
}
