import { APPOINTMENT_STATES } from '@/lib/appointments/appointment-state'
import { SESSION_MODE_NAMES } from '@/lib/session-modes'
import { z } from '@/lib/validation/zod'
import { cancellationAnswer } from './patient-appointment'
import { id, isoDateTime, lagosDate, messageAndData, nairaAmount } from './common'

/*
 * Appointments as a therapist's calls answer them: the schedule (GET therapist/appointments) and the
 * appointment a therapist's cancellation gives back (the patient's view of it, as every cancellation
 * answers). Field names as lib/server/therapist-dashboard/therapist-appointment-dto.ts and
 * lib/server/appointments/appointment-dto.ts give them.
 */

const slotTime = z.string().meta({ description: "'HH:MM', 24-hour, Lagos time.", example: '09:00' })

/** When a session is and what it costs (lib/server/appointments/session-fields.ts). */
export const sessionTimeFields = {
  appointmentDate: lagosDate.meta({ description: 'Lagos calendar date of the start, YYYY-MM-DD.' }),
  slot_start: slotTime,
  slot_end: slotTime,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
}

const sessionFields = {
  ...sessionTimeFields,
  duration: z.number().int().meta({ description: 'Hours.' }),
  amount: nairaAmount.meta({ description: "Naira: hours × the therapist's fee at booking time." }),
}

/** The stored status and the state people see (lib/appointments/appointment-state.ts). */
const stateFields = {
  status: z.enum(['Pending', 'Paid', 'Cancelled', 'Expired']).meta({ description: 'The stored status; a hold whose time ran out reads Expired.' }),
  state: z.enum(APPOINTMENT_STATES).meta({ description: 'What the appointment is for the people who see it.' }),
}

const seenFields = {
  ...sessionFields,
  ...stateFields,
  videoLink: z.string().nullable().meta({ description: "The session's video room; only while the appointment is Paid." }),
  isComplete: z.boolean(),
  paymentReference: z.string(),
}

const cancelledBy = z.enum(['Patient', 'Therapist', 'Admin']).nullable().meta({ description: 'Who cancelled it; null while it goes ahead.' })
const sessionMode = z.enum(SESSION_MODE_NAMES).meta({ description: 'How the session takes place.' })

export const therapistAppointment = z
  .object({
    _id: id,
    userId: z.object({ _id: id, fullName: z.string() }).meta({ description: 'The patient: their id and name only.' }),
    therapistId: z.object({ _id: id, fullName: z.string(), specialtyOne: z.string().nullable(), specialtyTwo: z.string().nullable() }),
    ...seenFields,
    completedAt: isoDateTime.nullable().meta({ description: 'When the therapist marked it complete, or null.' }),
    createdAt: isoDateTime,
    isRescheduled: z.boolean().meta({ description: 'The patient moved this session at least once.' }),
    cancelledBy,
    markedNoShow: z.boolean().meta({ description: 'The therapist marked the patient absent.' }),
    sessionMode,
    patientPhone: z
      .string()
      .nullable()
      .meta({ description: "The patient's phone number, for a paid phone session from 15 minutes before its start until its end; null otherwise." }),
  })
  .meta({ id: 'TherapistAppointment', description: 'An appointment as its therapist sees it.' })

/** A therapist's cancellation answers as the patient's does: the appointment as its patient sees it, and the (full) refund. */
export const therapistCancellation = messageAndData(cancellationAnswer)

/** A proposed new time (POST therapist/propose-move). */
export const moveProposal = z.object({ _id: id, appointmentId: id, ...sessionTimeFields })

/** Where a session can move (GET therapist/move-options). */
export const moveOptions = z.object({
  duration: z.number().int().meta({ description: "Hours: the new time keeps the session's length." }),
  block: z.string().nullable().meta({ description: 'Why the session cannot be moved, or null.' }),
  days: z.array(z.object({ date: lagosDate, starts: z.array(z.number().int().meta({ description: 'A start hour, 0–23, Lagos time.' })) })),
})
