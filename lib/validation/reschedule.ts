import { z } from './zod'
import { formatHours } from '@/lib/format'
import { CALENDAR_DATE_PATTERN, isCalendarDate } from '@/lib/time'
import { parseSlotHour } from './slot-hour'

export { drTitle, parseSlotHour } from './slot-hour'

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
      .regex(CALENDAR_DATE_PATTERN, 'Choose a date such as 2026-11-23')
      .refine(isCalendarDate, 'Choose a real date'),
    newSlot_start: slotField(false),
    newSlot_end: slotField(true),
  })
  .refine((value) => value.newSlot_end > value.newSlot_start, { path: ['newSlot_end'], message: 'End time must be later than start time' })

export type RescheduleInput = z.input<typeof rescheduleSchema>
export type Reschedule = z.output<typeof rescheduleSchema>
