import { INTAKE_SESSION_MODES } from '@/lib/validation/intake'
import { z } from '@/lib/validation/zod'
import { id, isoDateTime } from './common'

/*
 * What the therapist reads and writes around a session: the patient's intake
 * (lib/server/intake/view-therapist-intake.ts), private session notes
 * (lib/server/session-notes/*) and the reply to a review (lib/server/reviews/reply-to-review.ts).
 */

/** The answers as the patient gave them: one shape for the patient's and the therapist's view. */
export const intakeAnswers = z
  .object({
    reason: z.string(),
    previousTherapy: z.string(),
    medication: z.string(),
    addressAs: z.string(),
    emergencyContactName: z.string(),
    emergencyContactPhone: z.string(),
    sessionMode: z.enum(INTAKE_SESSION_MODES),
    safetyThoughts: z.enum(['yes', 'no']),
    custom: z.array(z.object({ question: z.string(), answer: z.string() })).meta({ description: "The therapist's own questions, each beside its answer." }),
  })
  .meta({ id: 'IntakeAnswers' })

export const therapistIntake = z.object({
  appointmentId: id,
  patientName: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  submittedAt: isoDateTime.nullable(),
  answers: intakeAnswers.nullable().meta({ description: 'Null until the patient answers, or while their consent to the use of health information is withdrawn.' }),
  consentWithdrawn: z.boolean().meta({ description: 'The patient withdrew their consent to the use of their health information: the answers stay sealed.' }),
  safetyAlert: z.object({ id, raisedAt: isoDateTime, acknowledgedAt: isoDateTime.nullable() }).nullable(),
})

export const sessionNote = z.object({
  appointmentId: id,
  note: z.string().meta({ description: "'' before the first save." }),
  updatedAt: isoDateTime.nullable(),
  opensAt: isoDateTime.meta({ description: 'The session start: notes can be written from then on.' }),
  isOpen: z.boolean(),
})

export const reviewReply = z.object({
  message: z.string(),
  data: z.object({ _id: id, reply: z.object({ text: z.string(), repliedAt: isoDateTime }) }),
})
