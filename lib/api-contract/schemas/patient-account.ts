import { ROLES } from '@/lib/roles'
import { z } from '@/lib/validation/zod'
import { intakeAnswers } from './therapist-care'
import { id, isoDateTime, lagosDate } from './common'

/** The public shape of a user (lib/server/users/user-dto.ts): never a hash or a token. */
export const safeUser = z
  .object({
    _id: id,
    id,
    email: z.string(),
    fullName: z.string(),
    role: z.enum(ROLES),
    gender: z.enum(['Male', 'Female']).nullable(),
    phoneNumber: z.string().nullable().meta({ example: '+2348031234567' }),
    dateOfBirth: lagosDate.nullable(),
    state: z.string().nullable(),
    address: z.string().nullable(),
    localGovernment: z.string().nullable(),
    isBlocked: z.boolean(),
    lastSeen: isoDateTime.nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'SafeUser' })

/** The intake as its patient sees it (lib/server/intake/view-patient-intake.ts). */
export const patientIntake = z
  .object({
    appointmentId: id,
    therapistId: id,
    therapistName: z.string(),
    questions: z.array(z.string()).meta({ description: "The therapist's own questions: the ones answered, or, before that, the therapist's current ones." }),
    submittedAt: isoDateTime.nullable(),
    answers: intakeAnswers.nullable().meta({ description: 'Null until the patient has answered.' }),
  })
  .meta({ id: 'PatientIntake' })

export const savedIntake = patientIntake.extend({
  alertRaised: z.boolean().meta({ description: 'The safety answer raised an alert for the therapist.' }),
})

/** The patient's review of one of their sessions (lib/server/reviews/create-review.ts). */
export const ownReview = z
  .object({
    _id: id,
    appointmentId: id,
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    createdAt: isoDateTime,
    reply: z.object({ text: z.string(), repliedAt: isoDateTime }).nullable().meta({ description: "The therapist's public reply, once given." }),
  })
  .meta({ id: 'PatientOwnReview' })

/** One of the patient's waits (lib/server/waitlist/waitlist-entry-dto.ts). */
export const waitlistEntry = z
  .object({
    _id: id,
    therapistId: id,
    therapistName: z.string(),
    isTherapistListed: z.boolean().meta({ description: 'Whether the therapist is listed now: only then does their page open and do notices go out.' }),
    date: lagosDate.nullable().meta({ description: 'The Lagos date waited for, or null for any time.' }),
    createdAt: isoDateTime,
    expiresAt: isoDateTime,
  })
  .meta({ id: 'PatientWaitlistEntry' })

/** A new time the therapist proposed for one of the patient's sessions (lib/server/move-proposals/find-open-proposals.ts). */
export const patientMoveProposal = z
  .object({
    _id: id,
    appointmentId: id,
    appointmentDate: lagosDate,
    slot_start: z.string().meta({ example: '14:00' }),
    slot_end: z.string().meta({ example: '15:00' }),
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    answerBy: isoDateTime.meta({ description: "When the proposal lapses: the start of the session's day, or the new time's start if earlier." }),
  })
  .meta({ id: 'PatientMoveProposal', description: 'The proposed new time, while the patient can answer it.' })

