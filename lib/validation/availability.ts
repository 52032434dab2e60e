import { z } from './zod'
import { formatHour12, isCalendarDate } from '@/lib/time'
import { parseSlotHour } from './reschedule'

// A therapist's availability. Pure: shared by the planner, the edit form, the
// server actions, the API routes and the data layer.

import { NO_SLOT_SELECTED, TOO_FAR_AHEAD } from './availability-messages'

export { NO_SLOT_SELECTED, TOO_FAR_AHEAD }
export const AVAILABILITY_NOT_FOUND = 'Availability not found'
export const AVAILABILITY_SET = 'Availability set successfully'
export const AVAILABILITY_UPDATED = 'Availability updated successfully'
export const AVAILABILITY_DELETED = 'Availability deleted successfully'
export const ALREADY_SET = 'Availability for this date is already set. Edit it instead.'
export const DATE_PASSED = 'Date passed. Choose today or a later date.'
export const PASSED_NO_EDIT = 'This date has passed and can no longer be edited.'
export const PASSED_NO_DELETE = 'This date has passed and can no longer be deleted.'
/** Why the list's Delete is disabled on a date with hours a patient holds or has booked (the server refuses it too). */
export const BOOKED_NO_DELETE = "Booked hours can't be deleted"
export const HOUR_STARTED = 'Hours that have already started cannot be added.'
export const DATE_CHANGE = 'The date of an availability cannot be changed. Delete it and set the new date instead.'
/** The fixed failure texts, for when the server's own message cannot be shown. */
export const FAILED_TO_SET = 'Failed to set availability'
export const FAILED_TO_UPDATE = 'Failed to update availability'
export const FAILED_TO_LOAD_LIST = 'Failed to load availabilities'
export const FAILED_TO_LOAD_ONE = 'Failed to fetch availability.'
export const NO_SLOTS_FOUND = 'No available slots found.'

/** '09:00' or '9:00' (the booking side's '09:00 AM' is understood too) → 9. */
const slotHourField = z
  .string({ error: 'Each slot must be a time such as 09:00' })
  .trim()
  .transform((value, ctx) => {
    const hour = parseSlotHour(value)
    if (hour === null) {
      ctx.addIssue({ code: 'custom', message: 'Each slot must be a whole hour from 00:00 to 23:00' })
      return z.NEVER
    }
    return hour
  })

/** Hourly slots 00:00–23:00. Output: the hours 0–23, sorted, without repeats. */
export const availableSlotsField = z
  .array(slotHourField, { error: NO_SLOT_SELECTED })
  .min(1, NO_SLOT_SELECTED)
  .max(48, 'Too many slots')
  .transform((hours) => [...new Set(hours)].sort((a, b) => a - b))

export const availabilityDateField = z
  .string({ error: 'Choose a date' })
  .trim()
  .min(1, 'Choose a date')
  .refine(isCalendarDate, 'Choose a date such as 2026-11-23')

/** The most weeks one set-availability may publish the same hours on (a quarter). */
export const MAX_REPEAT_WEEKS = 12
export const REPEAT_WEEKS_RANGE = `Repeat the hours for 1 to ${MAX_REPEAT_WEEKS} weeks.`

/**
 * How many weeks, from the given date on, get the same hours on that weekday. Absent: that one date,
 * answered exactly as before repeating existed.
 */
export const repeatWeeksField = z
  .number({ error: REPEAT_WEEKS_RANGE })
  .int(REPEAT_WEEKS_RANGE)
  .min(1, REPEAT_WEEKS_RANGE)
  .max(MAX_REPEAT_WEEKS, REPEAT_WEEKS_RANGE)

/** POST therapist/set-availability and the planner, with the optional weekly repeat. */
export const setAvailabilitySchema = z.object({ availableDate: availabilityDateField, availableSlots: availableSlotsField, repeatWeeks: repeatWeeksField.optional() })

/**
 * PUT therapist/update-availability/{id} and the edit page (API callers send `date` too). The record's
 * date never changes: a `date` that differs from it is refused.
 */
export const updateAvailabilitySchema = z.object({ date: availabilityDateField.optional(), availableSlots: availableSlotsField })

/** The list's delete: the availability's id alone (the use case finds it again; an unknown id is a 404). */
export const availabilityIdSchema = z.string().max(100)

export type SetAvailabilityInput = z.input<typeof setAvailabilitySchema>
export type UpdateAvailabilityInput = z.input<typeof updateAvailabilitySchema>

/** A day of the therapist's time off takes no hours until the time off is removed. */
export const DAY_OFF = 'This date is in your time off. Remove the time off first to publish hours on it.'

/** "10:00 AM", "10:00 AM and 11:00 AM", "09:00 AM, 10:00 AM and 01:00 PM". */
function hourList(hours: readonly number[]): string {
  const labels = hours.map(formatHour12)
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`
}

/** Edit refused: removing hours a patient holds or has booked would strand their appointment. */
export function bookedHoursKept(hours: readonly number[]): string {
  return `A patient has held or booked ${hourList(hours)} on this date. Those hours cannot be removed.`
}

/** Delete refused: the date has hours a patient holds or has booked. */
export function bookedDateKept(hours: readonly number[]): string {
  return `A patient has held or booked ${hourList(hours)} on this date, so it cannot be deleted.`
}
