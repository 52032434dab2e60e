import { APPOINTMENT_STATES } from '@/lib/appointments/appointment-state'
import { SESSION_MODE_NAMES } from '@/lib/session-modes'
import { z } from '@/lib/validation/zod'
import { id, isoDateTime, lagosDate, nairaAmount, profilePhoto } from './common'

/*
 * An appointment as the patient's calls answer it (lib/server/appointments/appointment-dto.ts): the
 * API's field names, with the patient (userId) and the therapist (therapistId) populated.
 */

const slotTime = z.string().meta({ description: "'HH:MM', 24-hour, Lagos time; a session ending at midnight ends at '00:00'.", example: '14:00' })

export const patientCancellationPolicy = z
  .object({
    fullRefundHours: z.number().int().meta({ description: 'Cancelling at least this many hours before the start gets the whole amount back.' }),
    lateRefundPercent: z.number().int().meta({ description: 'Cancelling later, but before the start, gets this percentage back.' }),
  })
  .meta({ id: 'PatientCancellationPolicy' })

export const patientRefund = z
  .object({
    reference: z.string(),
    amount: nairaAmount,
    status: z.enum(['Requested', 'AwaitingAccount', 'Processing', 'Completed', 'Failed']),
  })
  .meta({ id: 'PatientRefund', description: 'Money going back for an appointment (naira), and where it stands.' })

export const patientAppointment = z
  .object({
    _id: id,
    userId: z.object({ _id: id, fullName: z.string(), email: z.string() }),
    therapistId: z.object({
      _id: id,
      fullName: z.string(),
      gender: z.enum(['Male', 'Female']).nullable(),
      yearsOfExperience: z.number().int(),
      fee: nairaAmount.meta({ description: 'Naira per hour.' }),
      profilePhoto,
      specialtyOne: z.string().nullable(),
      specialtyTwo: z.string().nullable(),
    }),
    appointmentDate: lagosDate,
    slot_start: slotTime,
    slot_end: slotTime,
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    duration: z.number().int().meta({ description: 'Hours.' }),
    amount: nairaAmount.meta({ description: "Naira: hours × the therapist's fee at booking time." }),
    status: z.enum(['Pending', 'Paid', 'Cancelled', 'Expired']).meta({ description: 'As stored; a hold whose time ran out reads Expired.' }),
    state: z.enum(APPOINTMENT_STATES).meta({ description: 'What the appointment is for the people who see it, the same on every call.' }),
    videoLink: z.string().nullable().meta({ description: "The session's video room, only while the appointment is Paid." }),
    isComplete: z.boolean(),
    paymentReference: z.string(),
    transactionReference: z.string().nullable().meta({ description: "The provider's reference; null until paid." }),
    createdAt: isoDateTime,
    policy: patientCancellationPolicy.nullable().meta({ description: 'The cancellation policy this booking was paid under; null before it was paid.' }),
    refund: patientRefund.nullable(),
    cancelledBy: z.enum(['Patient', 'Therapist', 'Admin']).nullable(),
    markedNoShow: z.boolean().meta({ description: 'The therapist marked the patient absent.' }),
    absenceReport: z.enum(['Open', 'Refunded', 'Dismissed']).nullable().meta({ description: 'The patient reported that the therapist did not come, and what became of it.' }),
    series: z
      .object({ _id: id, week: z.number().int(), weeks: z.number().int() })
      .nullable()
      .meta({ description: 'A week of a standing weekly series: which series, which week, of how many.' }),
    sessionMode: z.enum(SESSION_MODE_NAMES),
  })
  .meta({ id: 'PatientAppointment' })

/** confirm-payment's answer: the appointment, and for a weekly series every week beside the first. */
export const paidAppointment = patientAppointment
  .extend({
    seriesId: id.optional().meta({ description: 'A weekly series only.' }),
    occurrences: z
      .array(
        z.object({
          _id: id,
          appointmentDate: lagosDate,
          slot_start: slotTime,
          slot_end: slotTime,
          status: z.enum(['Pending', 'Paid', 'Cancelled', 'Expired']),
          videoLink: z.string().nullable(),
        }),
      )
      .optional()
      .meta({ description: 'A weekly series only: every week, all Paid at once from the one payment.' }),
  })
  .meta({ id: 'PatientPaidAppointment', description: 'The appointment (for a weekly series, its first week) and, for a series, every week.' })

/** A hold: what to pay and until when; a weekly series adds its id and weeks. */
export const patientHold = z
  .object({
    _id: id.meta({ description: "The appointment's id (a series: the first week's)." }),
    paymentReference: z.string(),
    amount: nairaAmount.meta({ description: "Naira: the therapist's fee × hours (× weeks for a series)." }),
    currency: z.literal('NGN'),
    holdExpiresAt: isoDateTime.meta({ description: 'After it the time is released unless the payment has been confirmed.' }),
    seriesId: id.optional().meta({ description: 'A weekly series only.' }),
    occurrences: z
      .array(z.object({ _id: id, appointmentDate: lagosDate, slot_start: slotTime, slot_end: slotTime }))
      .optional()
      .meta({ description: 'A weekly series only: every week held.' }),
  })
  .meta({ id: 'PatientHold' })

export const cancelHoldAnswer = z.object({
  released: z.boolean().meta({ description: 'Whether this call released the held time.' }),
  status: z.enum(['Paid', 'Cancelled', 'Expired']),
  appointment: paidAppointment.optional().meta({ description: 'Only when the provider says it was paid: the confirmed appointment, as confirm-payment answers it.' }),
})

export const cancellationAnswer = z.object({ appointment: patientAppointment, refund: patientRefund.nullable() })

export const cancellationQuote = z.object({
  refundAmount: nairaAmount.meta({ description: 'Naira that would come back if the patient cancelled now.' }),
  fullRefundUntil: isoDateTime.meta({ description: 'The last moment to cancel for everything back.' }),
  policy: patientCancellationPolicy,
  needsRefundAccount: z.boolean().meta({ description: 'The patient paid by bank transfer: the refund needs an account they name.' }),
})

export const seriesCancellationQuote = z.object({
  seriesId: id,
  weeks: z.number().int(),
  remaining: z.array(
    z.object({
      _id: id,
      week: z.number().int(),
      appointmentDate: lagosDate,
      slot_start: slotTime,
      slot_end: slotTime,
      refundAmount: nairaAmount,
      fullRefundUntil: isoDateTime,
    }),
  ),
  refundAmount: nairaAmount.meta({ description: 'Naira, all the weeks’ refunds together.' }),
  policy: patientCancellationPolicy,
  needsRefundAccount: z.boolean(),
})

export const seriesCancellationAnswer = z.object({
  seriesId: id,
  cancelled: z.array(cancellationAnswer),
  refundAmount: nairaAmount,
})
