import { z } from '@/lib/validation/zod'
import { id, isoDateTime, lagosDate, nairaAmount } from './common'
import { sessionTimeFields } from './therapist-appointments'

/*
 * A therapist's published hours and time off, as lib/server/availability/availability-dto.ts,
 * repeat-availability.ts and lib/server/time-off/* answer them.
 */

const hourSlot = z.string().meta({ description: "An hour, 'HH:00', 24-hour, Lagos time.", example: '09:00' })

export const therapistAvailability = z
  .object({
    _id: id,
    availableDate: lagosDate,
    availableSlots: z.array(hourSlot).meta({ description: 'The published hours, sorted.' }),
    isBooked: z.boolean().meta({ description: 'Every hour of the date that has not started yet is held or booked by a patient.' }),
    bookedSlots: z.array(hourSlot).meta({ description: 'The published hours a patient holds or has booked: they cannot be removed.' }),
    isPassed: z.boolean().meta({ description: 'The date is before today in Lagos: it can no longer be edited or deleted.' }),
  })
  .meta({ id: 'TherapistAvailability', description: "One date of a therapist's published hours." })

const repeatWeek = z.discriminatedUnion('status', [
  z.object({
    date: lagosDate,
    status: z.literal('published'),
    _id: id.meta({ description: "The availability's id." }),
    availableSlots: z.array(hourSlot).meta({ description: "The day's hours now." }),
    keptSlots: z.array(hourSlot).meta({ description: "The day's hours left as they were: held or booked by a patient, or started." }),
  }),
  z.object({
    date: lagosDate,
    status: z.literal('skipped'),
    reason: z.enum(['timeOff', 'tooFarAhead', 'passed']),
    message: z.string(),
  }),
])

/** set-availability with repeatWeeks: what became of each week's date. */
export const repeatedAvailability = z.object({
  availableDate: lagosDate,
  repeatWeeks: z.number().int(),
  published: z.number().int().meta({ description: 'How many of the dates got hours.' }),
  weeks: z.array(repeatWeek),
})

export const timeOff = z
  .object({
    _id: id,
    from: lagosDate.meta({ description: 'The first day off (Lagos), included.' }),
    to: lagosDate.meta({ description: 'The last day off (Lagos), included.' }),
    reason: z.string().nullable(),
    days: z.number().int().meta({ description: 'How many days it covers.' }),
    isCurrent: z.boolean().meta({ description: 'Today is one of its days.' }),
    createdAt: isoDateTime,
  })
  .meta({ id: 'TherapistTimeOff', description: 'A span of days off, when no hours are published or booked.' })

/** A paid session inside the days being taken off. */
export const timeOffClash = z
  .object({
    _id: id.meta({ description: "The appointment's id." }),
    ...sessionTimeFields,
    duration: z.number().int(),
    amount: nairaAmount.meta({ description: 'Naira paid: what a cancellation refunds.' }),
    patient: z.object({ firstName: z.string() }),
    moveProposal: z
      .object({ _id: id, ...sessionTimeFields })
      .nullable()
      .meta({ description: 'The new time proposed to the patient, while they can still answer.' }),
  })
  .meta({ id: 'TherapistTimeOffClash' })

export const createdTimeOff = timeOff.extend({
  cancelled: z.array(timeOffClash).meta({ description: 'The sessions cancelled with a full refund (cancelClashing: true).' }),
})
