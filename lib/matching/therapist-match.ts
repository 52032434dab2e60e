import type { MatchAnswers } from './preferences'

/** One match as the results list shows it: display-ready text, so the browser formats nothing. */
export type TherapistMatch = {
  id: string
  fullName: string
  photoUrl: string | null
  /** The hourly fee (one session is an hour): "₦15,000". */
  fee: string
  specialties: string[]
  languages: string[]
  /** ISO instant of the next free hour, or null when none is published ahead (as the directory's cards). */
  nextAvailable: string | null
  /** Why they match, in the order of the questions. */
  reasons: string[]
  /** Where they fall short of an answer. */
  shortfalls: string[]
}

/** What the questionnaire answers: the answers as given (to keep them in the form) and the matches. */
export type MatchOutcome = { answers: MatchAnswers; matches: TherapistMatch[] }
