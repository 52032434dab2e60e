import { LANGUAGE_LABELS, LANGUAGES, type Language } from '@/lib/languages'
import { formatNaira, nairaToKobo } from '@/lib/money'
import type { ConcernValue } from './concerns'
import { daysAfter } from '@/lib/time'

// The questionnaire's other four questions: language, the therapist's gender, budget and when to
// start. Pure: the form's choices, the schema's enums, the candidate query and the score read them.

/** Every language a therapist can state except "Other", which says nothing a person could ask for. */
export const MATCH_LANGUAGES = LANGUAGES.filter((language) => language !== 'Other') as Exclude<Language, 'Other'>[]
export const matchLanguageLabel = (language: Language) => LANGUAGE_LABELS[language]

export const GENDER_CHOICES = [
  { value: 'Female', label: 'A woman', reason: 'A woman, as you asked' },
  { value: 'Male', label: 'A man', reason: 'A man, as you asked' },
  { value: 'Any', label: 'No preference', reason: null },
] as const
export type GenderChoice = (typeof GENDER_CHOICES)[number]['value']

/** Budget per session (one hour), in bands of whole naira; `null`: any fee. */
export const BUDGET_BANDS = [
  { value: 'up-to-10000', maxNaira: 10_000 },
  { value: 'up-to-20000', maxNaira: 20_000 },
  { value: 'up-to-35000', maxNaira: 35_000 },
  { value: 'up-to-50000', maxNaira: 50_000 },
  { value: 'any', maxNaira: null },
] as const
export type BudgetValue = (typeof BUDGET_BANDS)[number]['value']

/** The most a session may cost in kobo, or null for any fee. */
export function budgetMaxKobo(value: BudgetValue): number | null {
  const band = BUDGET_BANDS.find((candidate) => candidate.value === value)
  return band?.maxNaira == null ? null : nairaToKobo(band.maxNaira)
}

export function budgetLabel(value: BudgetValue): string {
  const max = budgetMaxKobo(value)
  return max === null ? 'Any fee' : `Up to ${formatNaira(max)}`
}

/** When the person would like to start: the window a free hour should fall in (`days` null: any time ahead). */
export const START_WINDOWS = [
  { value: 'this-week', label: 'This week', days: 7, reason: 'Free this week' },
  { value: 'two-weeks', label: 'Within two weeks', days: 14, reason: 'Free within two weeks' },
  { value: 'no-rush', label: 'No rush', days: null, reason: 'Next free hour' },
] as const
export type StartValue = (typeof START_WINDOWS)[number]['value']

export const startWindowFor = (value: StartValue) => START_WINDOWS.find((window) => window.value === value) ?? START_WINDOWS[2]

/** The end of the start window from `now`, or null when any free hour ahead will do. */
export function startWindowEnd(value: StartValue, now: Date): Date | null {
  const { days } = startWindowFor(value)
  return days === null ? null : daysAfter(now, days)
}

/** A person's answers, as the schema gives them (lib/validation/match.ts). */
export type MatchAnswers = {
  concern: ConcernValue
  language: Exclude<Language, 'Other'>
  gender: GenderChoice
  budget: BudgetValue
  start: StartValue
}
