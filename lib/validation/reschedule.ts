import { z } from './zod'
import { formatHours } from '@/lib/format'
import { isCalendarDate } from '@/lib/time'

// Rescheduling a paid appointment (docs/decisions/011-reschedule.md). Pure: shared by
// the reschedule form, its server action, the API route and the data layer.

export const RESCHEDULE_INCOMPLETE = 'Please select a date, start time and end time'
export const RESCHEDULE_SUCCESS = 'Appointment rescheduled successfully'
export const APPOINTMENT_NOT_FOUND = 'Appointment not found'

/** Why an appointment cannot be moved: not today's or a passed one, and only a paid one. */
export const RESCHEDULE_BLOCKS = {
  today: "Can't reschedule today's appointment",
  passed: "Date passed - Can't reschedule",
  unpaid: 'Only paid appointments can be rescheduled',
} as const

export type RescheduleBlock = keyof typeof RESCHEDULE_BLOCKS

/**
 * By the appointment's Lagos date relative to today's, then its status. `appointmentDate` and
 * `today` are YYYY-MM-DD in Africa/Lagos, so plain string order is calendar order.
 */
export function rescheduleBlock({ appointmentDate, status }: { appointmentDate: string; status: string }, today: string): RescheduleBlock | null {
  if (appointmentDate === today) return 'today'
  if (appointmentDate < today) return 'passed'
  if (status !== 'Paid') return 'unpaid'
  return null
}

/** The notice "New appointment must be exactly 2 hours" (1 hour when it is one). */
export function exactDurationNotice(hours: number): string {
  return `New appointment must be exactly ${formatHours(hours)}`
}

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

const slotField = (isEnd: boolean) =>
  z
    .string({ error: RESCHEDULE_INCOMPLETE })
    .trim()
    .min(1, RESCHEDULE_INCOMPLETE)
    .transform((value, ctx) => {
      const hour = parseSlotHour(value, { isEnd })
      if (hour === null) {
        ctx.addIssue({ code: 'custom', message: 'Choose a whole hour such as 10:00 or 10:00 AM' })
        return z.NEVER
      }
      return hour
    })

/**
 * PUT patient/reschedule-appointment/{id} and the reschedule form: the API's field names. Output: the
 * Lagos date and the start and end hours (end 1–24) of the new time.
 */
export const rescheduleSchema = z
  .object({
    newAppointmentDate: z
      .string({ error: RESCHEDULE_INCOMPLETE })
      .trim()
      .min(1, RESCHEDULE_INCOMPLETE)
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date such as 2026-11-23')
      .refine(isCalendarDate, 'Choose a real date'),
    newSlot_start: slotField(false),
    newSlot_end: slotField(true),
  })
  .refine((value) => value.newSlot_end > value.newSlot_start, { path: ['newSlot_end'], message: 'End time must be later than start time' })

export type RescheduleInput = z.input<typeof rescheduleSchema>
export type Reschedule = z.output<typeof rescheduleSchema>
