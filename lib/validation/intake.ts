import { z } from './zod'
import { SESSION_MODE_LABELS, SESSION_MODE_NAMES, toSessionMode, type SessionModeName } from '@/lib/session-modes'

// A patient's intake for their therapist, the therapist's own questions, and the therapist's private
// session notes: the forms, the server actions and the API calls read them with these schemas
// (decision 029).

/** The safety question, word for word: a "yes" shows the crisis help at once and alerts the therapist. */
export const SAFETY_QUESTION = 'In the last two weeks, have you had thoughts that you would be better off dead or of hurting yourself?'

/** How the patient would like to meet: the booking's three modes (lib/session-modes.ts) by their API names. */
export const INTAKE_SESSION_MODES = SESSION_MODE_NAMES
export type IntakeSessionMode = SessionModeName
export const INTAKE_SESSION_MODE_LABELS: Record<IntakeSessionMode, string> = Object.fromEntries(
  SESSION_MODE_NAMES.map((name) => [name, SESSION_MODE_LABELS[toSessionMode(name)]]),
) as Record<IntakeSessionMode, string>

export const MAX_THERAPIST_QUESTIONS = 5
export const MAX_QUESTION_LENGTH = 300
export const MAX_LONG_ANSWER = 2000
export const MAX_SESSION_NOTE = 20_000

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
const optional = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .default('')

/** Digits with an optional leading +, spaces and dashes: any number a person can be called on. */
const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,18}[0-9]$/

export const intakeAnswersSchema = z.object({
  reason: required('What brings you', MAX_LONG_ANSWER),
  previousTherapy: required('Previous therapy', MAX_LONG_ANSWER),
  medication: optional('Current medication', 1000),
  addressAs: required('How you would like to be addressed', 100),
  emergencyContactName: required('Emergency contact name', 100),
  emergencyContactPhone: required('Emergency contact phone', 20).regex(PHONE_PATTERN, { error: 'Enter a phone number, e.g. 0803 123 4567' }),
  sessionMode: z.enum(INTAKE_SESSION_MODES, { error: 'Choose video, audio only or phone call' }),
  safetyThoughts: z.enum(['yes', 'no'], { error: 'Please answer this question' }),
  /** Answers to the therapist's own questions, in the order the intake showed them. */
  customAnswers: z.array(optional('Your answer', MAX_LONG_ANSWER)).max(MAX_THERAPIST_QUESTIONS).default([]),
})

export type IntakeAnswersInput = z.input<typeof intakeAnswersSchema>
export type IntakeAnswersFields = z.output<typeof intakeAnswersSchema>

/** What is sealed and read back: the answers with each of the therapist's questions beside its answer. */
export type IntakeAnswers = Omit<IntakeAnswersFields, 'customAnswers'> & { custom: { question: string; answer: string }[] }

export const intakeFormSchema = intakeAnswersSchema.extend({ appointmentId: z.uuid({ error: 'Unknown appointment' }) })
export type IntakeFormInput = z.input<typeof intakeFormSchema>
export type IntakeFormValues = z.output<typeof intakeFormSchema>

export const therapistQuestionsSchema = z.object({
  questions: z
    .array(z.string({ error: 'A question must be text' }).trim().max(MAX_QUESTION_LENGTH, { error: `A question must be at most ${MAX_QUESTION_LENGTH} characters` }))
    .max(MAX_THERAPIST_QUESTIONS, { error: `Add at most ${MAX_THERAPIST_QUESTIONS} questions` })
    // Empty boxes are not questions.
    .transform((questions) => questions.filter((question) => question.length > 0)),
})
export type TherapistQuestionsInput = z.input<typeof therapistQuestionsSchema>

export const sessionNoteSchema = z.object({
  note: z
    .string({ error: 'note must be text' })
    .max(MAX_SESSION_NOTE, { error: `Notes must be at most ${MAX_SESSION_NOTE.toLocaleString('en-US')} characters` }),
})
export const sessionNoteFormSchema = sessionNoteSchema.extend({ appointmentId: z.uuid({ error: 'Unknown appointment' }) })
export type SessionNoteFormInput = z.input<typeof sessionNoteFormSchema>

export const acknowledgeAlertSchema = z.object({ appointmentId: z.uuid({ error: 'Unknown appointment' }) })

export const INTAKE_SAVED = 'Thank you. Your answers are saved and only your therapist can read them.'
export const QUESTIONS_SAVED = 'Your intake questions are saved.'
export const NOTE_SAVED = 'Notes saved.'
export const NOTES_NOT_YET = 'Notes open when the session starts.'
export const ALERT_ACKNOWLEDGED = 'Thank you. The alert is marked as acknowledged.'
export const INTAKE_QUESTIONS_CHANGED = 'Your therapist has just changed their questions. Please reload the page and answer again.'
export const INTAKE_NOT_FOUND = 'Appointment not found.'
