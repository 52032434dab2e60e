import { setAvailabilitySchema, updateAvailabilitySchema } from '@/lib/validation/availability'
import { rescheduleSchema } from '@/lib/validation/reschedule'
import { clashRangeSchema, timeOffSchema } from '@/lib/validation/time-off'
import { z } from '@/lib/validation/zod'
import { defineRoutes } from '../contract'
import { messageAndData, messageOnly } from '../schemas/common'
import { moveOptions, moveProposal } from '../schemas/therapist-appointments'
import { createdTimeOff, repeatedAvailability, therapistAvailability, timeOff } from '../schemas/therapist-schedule'
import { VERIFIED, NOT_VERIFIED, AVAILABILITY, TIME_OFF, appointmentIdParam, idParam } from './therapist-shared'

/** Published hours, time off and moving a session. */
export const therapistScheduleRoutes = defineRoutes([
  {
    method: 'post',
    path: '/api/v1/therapist/set-availability',
    tag: AVAILABILITY,
    summary: 'Publish the hours of a date, or the same hours weekly',
    description: 'Without repeatWeeks: one date. With repeatWeeks (1–12): the same hours on that weekday for that many weeks; each date says whether it was published or skipped and why.',
    access: VERIFIED,
    body: { schema: setAvailabilitySchema },
    success: {
      201: {
        description: 'Published: the date, or with repeatWeeks what became of each week.',
        schema: z.union([messageAndData(therapistAvailability), messageAndData(repeatedAvailability)]),
      },
    },
    errors: {
      400: 'A passed date, one more than 90 days ahead, or an hour that has started.',
      403: NOT_VERIFIED,
      409: 'The date already has hours, is a day of time off, or (repeating) no week got hours.',
    },
  },
  {
    method: 'get',
    path: '/api/v1/therapist/view-availability',
    tag: AVAILABILITY,
    summary: "The therapist's published dates",
    description: 'Today and later first (soonest first), then passed dates (most recent first).',
    access: VERIFIED,
    success: { 200: { description: 'The dates.', schema: z.object({ data: z.array(therapistAvailability) }) } },
    errors: { 403: NOT_VERIFIED },
  },
  {
    method: 'get',
    path: '/api/v1/therapist/view-availability/{id}',
    tag: AVAILABILITY,
    summary: 'One of the published dates',
    access: VERIFIED,
    params: idParam('availability'),
    success: { 200: { description: 'The date.', schema: z.object({ success: z.literal(true), availability: therapistAvailability }) } },
    errors: { 403: NOT_VERIFIED, 404: 'Not one of the caller\'s ("Availability not found").' },
  },
  {
    method: 'put',
    path: '/api/v1/therapist/update-availability/{id}',
    tag: AVAILABILITY,
    summary: "Change a date's hours",
    description: 'Hours that have started stay as they were. `date`, when sent, must be the record\'s own.',
    access: VERIFIED,
    params: idParam('availability'),
    body: { schema: updateAvailabilitySchema },
    success: { 200: { description: 'Saved.', schema: messageAndData(therapistAvailability) } },
    errors: {
      400: 'A different `date`, or adding an hour that has started.',
      403: NOT_VERIFIED,
      404: 'Not one of the caller\'s ("Availability not found").',
      409: 'A passed date, removing an hour a patient holds or has booked, or adding an hour to a day of time off.',
    },
  },
  {
    method: 'delete',
    path: '/api/v1/therapist/delete-availability/{id}',
    tag: AVAILABILITY,
    summary: 'Delete a published date',
    access: VERIFIED,
    params: idParam('availability'),
    success: { 200: { description: 'Deleted.', schema: messageOnly } },
    errors: { 403: NOT_VERIFIED, 404: 'Not one of the caller\'s ("Availability not found").', 409: 'A passed date, or one with hours a patient holds or has booked.' },
  },

  // Time off and moving a session
  {
    method: 'get',
    path: '/api/v1/therapist/time-off',
    tag: TIME_OFF,
    summary: "The therapist's time off not over yet",
    access: VERIFIED,
    success: { 200: { description: 'Soonest first.', schema: z.object({ data: z.array(timeOff) }) } },
    errors: { 403: NOT_VERIFIED },
  },
  {
    method: 'post',
    path: '/api/v1/therapist/time-off',
    tag: TIME_OFF,
    summary: 'Take days off',
    description:
      'The days take no hours and their published hours go. Paid sessions in the way answer 409 with `data.clashes` and nothing is written, unless cancelClashing is true: each is then cancelled with a full refund in the same transaction.',
    access: VERIFIED,
    body: { schema: timeOffSchema },
    success: { 201: { description: 'Taken: the time off and the sessions it cancelled.', schema: messageAndData(createdTimeOff) } },
    errors: {
      400: 'The last day before the first, too long, a passed first day, or one too far ahead.',
      403: NOT_VERIFIED,
      409: 'Paid sessions in the way (`data.clashes`: each session, with any open move proposal), days overlapping time off already taken, or a patient paying for one of the hours right now.',
    },
  },
  {
    method: 'get',
    path: '/api/v1/therapist/time-off/{id}',
    tag: TIME_OFF,
    summary: 'One time off',
    access: VERIFIED,
    params: idParam('time off'),
    success: { 200: { description: 'The time off.', schema: z.object({ data: timeOff }) } },
    errors: { 403: NOT_VERIFIED, 404: "Not one of the caller's." },
  },
  {
    method: 'delete',
    path: '/api/v1/therapist/time-off/{id}',
    tag: TIME_OFF,
    summary: 'Remove a time off',
    description: 'The days take hours again, but the hours it removed are not put back.',
    access: VERIFIED,
    params: idParam('time off'),
    success: { 200: { description: 'Removed.', schema: messageOnly } },
    errors: { 403: NOT_VERIFIED, 404: "Not one of the caller's.", 409: 'It is over: it stays as history.' },
  },
  {
    method: 'get',
    path: '/api/v1/therapist/move-options/{appointmentId}',
    tag: TIME_OFF,
    summary: 'Where a session can move',
    description: "The therapist's free published times of the session's length from today on, outside `from`–`to` when given (the days being taken off).",
    access: VERIFIED,
    params: appointmentIdParam,
    query: z.object({
      from: clashRangeSchema.shape.from.optional().meta({ description: 'The first day to leave out (YYYY-MM-DD); with `to`.' }),
      to: clashRangeSchema.shape.to.optional().meta({ description: 'The last day to leave out (YYYY-MM-DD); with `from`.' }),
    }),
    success: { 200: { description: 'The free times, per day, or why it cannot move.', schema: z.object({ data: moveOptions }) } },
    errors: { 403: NOT_VERIFIED, 404: "Not one of the caller's appointments." },
  },
  {
    method: 'post',
    path: '/api/v1/therapist/propose-move/{appointmentId}',
    tag: TIME_OFF,
    summary: 'Propose a new time to the patient',
    description: 'The patient is emailed and accepts (the session moves) or cancels with a full refund. A newer proposal replaces an open one.',
    access: VERIFIED,
    params: appointmentIdParam,
    body: { schema: rescheduleSchema },
    success: { 201: { description: 'Proposed.', schema: messageAndData(moveProposal) } },
    errors: {
      400: "Not the session's length, the same time, or not wholly among the free published hours.",
      403: NOT_VERIFIED,
      404: "Not one of the caller's appointments.",
      409: 'The session cannot move (not paid, today or passed), the time was just taken, or the patient has another session then.',
    },
  },
])
