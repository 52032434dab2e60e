import { z } from './zod'
import { daysBetween, formatDateKeyShort } from '@/lib/availability/calendar'
import { isCalendarDate } from '@/lib/time'
import { rescheduleSchema } from './reschedule'

// A therapist's time off and the moves it leads to (docs/decisions/024). Pure: shared by the time-off
// page, its server actions, the API routes and the data layer.

/** The longest single time off, in days (a CHECK in the database holds it too). */
export const MAX_TIME_OFF_DAYS = 90
/** How far ahead a time off may start. */
export const TIME_OFF_START_DAYS_AHEAD = 365
export const TIME_OFF_REASON_MAX = 200

export const TIME_OFF_ADDED = 'Time off added. Your free hours on those days were removed.'
export const TIME_OFF_REMOVED = 'Time off removed. Your hours on those days were not put back: publish them again in the planner if you want them.'
export const TIME_OFF_NOT_FOUND = 'Time off not found'
export const TIME_OFF_ORDER = 'The last day must be on or after the first day.'
export const TIME_OFF_TOO_LONG = `Time off lasts at most ${MAX_TIME_OFF_DAYS} days. Add a longer break in parts.`
export const TIME_OFF_PASSED = 'Time off starts today or later.'
export const TIME_OFF_TOO_FAR = 'Time off must start within the next year.'
export const TIME_OFF_PASSED_NO_REMOVE = 'This time off is over and can no longer be removed.'
/**
 * Stored as the reason of each session the time off cancels, and so read by both people in the
 * cancellation emails: the therapist's own reason for the time off stays private.
 */
export const TIME_OFF_CANCEL_REASON = 'The therapist is taking time off.'

/** 409: the paid sessions in the range must be moved or cancelled first. */
export function clashMessage(count: number): string {
  const sessions = count === 1 ? '1 paid session' : `${count} paid sessions`
  return `You have ${sessions} in that time. Move or cancel ${count === 1 ? 'it' : 'each'} first, or cancel ${count === 1 ? 'it' : 'them all'} with a full refund.`
}

/** 409: an overlap with a time off the therapist already has. */
export function overlapMessage(from: string, to: string): string {
  return `You already have time off from ${formatDateKeyShort(from)} to ${formatDateKeyShort(to)}. Choose other days, or remove that time off first.`
}

const dateField = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).refine(isCalendarDate, 'Choose a date such as 2026-12-28')

/** POST therapist/time-off and the time-off form: Lagos dates, both days included. */
export const timeOffSchema = z
  .object({
    from: dateField('Choose the first day'),
    to: dateField('Choose the last day'),
    reason: z
      .string()
      .trim()
      .max(TIME_OFF_REASON_MAX, `Please keep the reason under ${TIME_OFF_REASON_MAX} characters`)
      .optional()
      .transform((reason) => reason || undefined),
    /** Cancel the paid sessions in the range, each with a full refund, in the same transaction. */
    cancelClashing: z.boolean({ error: 'cancelClashing must be true or false' }).optional(),
  })
  .refine(({ from, to }) => !isCalendarDate(from) || !isCalendarDate(to) || to >= from, { path: ['to'], message: TIME_OFF_ORDER })
  .refine(({ from, to }) => !isCalendarDate(from) || !isCalendarDate(to) || daysBetween(from, to) < MAX_TIME_OFF_DAYS, { path: ['to'], message: TIME_OFF_TOO_LONG })

export type TimeOffInput = z.input<typeof timeOffSchema>
export type TimeOffRequest = z.output<typeof timeOffSchema>

/** A time off's id (the use case finds it again with its owner; an unknown id is a 404). */
export const timeOffIdSchema = z.string().max(100)

/** The range whose clashes the time-off page lists again after the therapist moved or cancelled one. */
export const clashRangeSchema = z.object({ from: dateField('Choose the first day'), to: dateField('Choose the last day') })

// Moving a session to another time the therapist proposes.

export const MOVE_PROPOSED = 'New time sent. The patient can accept it or cancel with a full refund.'
export const MOVE_ACCEPTED = 'Your session has been moved to the new time.'
export const MOVE_DECLINED = 'Your session has been cancelled. You will get a full refund.'
export const PROPOSAL_NOT_FOUND = 'Proposal not found'
export const PROPOSAL_CLOSED = 'This proposal is no longer open.'
export const MOVE_TIME_GONE = 'That time is no longer free. You can cancel this session with a full refund instead.'
export const MOVE_NOT_TODAY = "A session today can't be moved. Cancel it with a full refund instead."
export const MOVE_IN_RANGE = 'Choose a time outside the days you are taking off.'
/** Stored as the cancellation's reason when the patient takes the refund instead of the new time (both people read it). */
export const MOVE_DECLINED_REASON = 'The therapist could not keep this time and proposed another; the patient chose a full refund instead.'

/**
 * The therapist's proposal: the session and its new time, in the reschedule's field names,
 * and from the time-off page the days being taken off, which the new time must avoid.
 */
export const proposeMoveSchema = z.object({ appointmentId: z.string().max(100), newTime: rescheduleSchema, avoid: clashRangeSchema.optional() })

/** The free times a session may move to, outside the days being taken off (when given). */
export const moveOptionsSchema = z.object({ appointmentId: z.string().max(100), avoid: clashRangeSchema.optional() })

/** The patient's answer to a proposal, by its id. */
export const proposalIdSchema = z.string().max(100)
