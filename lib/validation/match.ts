import { z } from './zod'
import { CONCERN_VALUES } from '@/lib/matching/concerns'
import { BUDGET_BANDS, GENDER_CHOICES, MATCH_LANGUAGES, START_WINDOWS } from '@/lib/matching/preferences'

// The "Match me" questionnaire (/find-a-therapist): five answers, each one of a fixed list. Parsed by
// the server action from the posted form; the form itself is plain HTML radios, so the browser needs
// no copy of this schema.

const choice = <T extends string>(values: readonly [T, ...T[]], message: string) => z.enum(values, { error: message })

const values = <T extends { value: string }>(choices: readonly T[]) => choices.map((item) => item.value) as [T['value'], ...T['value'][]]

export const MATCH_QUESTION_ERRORS = {
  concern: 'Choose what brings you here',
  language: 'Choose the language you would like to speak',
  gender: 'Choose who you would feel comfortable with',
  budget: 'Choose what you can pay for a session',
  start: 'Choose when you would like to start',
} as const

export const matchAnswersSchema = z.object({
  concern: choice(CONCERN_VALUES, MATCH_QUESTION_ERRORS.concern),
  language: choice(MATCH_LANGUAGES as [(typeof MATCH_LANGUAGES)[number], ...(typeof MATCH_LANGUAGES)[number][]], MATCH_QUESTION_ERRORS.language),
  gender: choice(values(GENDER_CHOICES), MATCH_QUESTION_ERRORS.gender),
  budget: choice(values(BUDGET_BANDS), MATCH_QUESTION_ERRORS.budget),
  start: choice(values(START_WINDOWS), MATCH_QUESTION_ERRORS.start),
})

export type MatchAnswersInput = z.input<typeof matchAnswersSchema>
