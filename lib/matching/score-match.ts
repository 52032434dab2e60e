import type { Language } from '@/lib/languages'
import { formatNaira } from '@/lib/money'
import { formatFreeHour } from '@/lib/time'
import { concernFor } from './concerns'
import { budgetMaxKobo, GENDER_CHOICES, matchLanguageLabel, startWindowEnd, startWindowFor, type MatchAnswers } from './preferences'

/*
 * How well a therapist fits a person's answers, and why, in words. Pure: the score orders the
 * results and every point it gives has a reason the person reads.
 *
 * The weights are powers of two so that each answer outranks everything below it put together:
 * speaking the person's language and being the gender they asked for come first (the candidate query
 * keeps only those, lib/server/matching/find-match-candidates.ts), then a fee within their budget,
 * then working with what brings them (more when it is the therapist's main specialty), then a free
 * hour in the window they want to start in. The candidate query orders its capped pool by the same
 * answers in the same order, so the cap never drops someone who would score higher than those kept.
 */
export const MATCH_WEIGHTS = { language: 16, gender: 16, budget: 8, mainSpecialty: 4, specialty: 2, startWindow: 1 } as const

export type MatchCandidate = {
  specialties: readonly string[]
  languages: readonly Language[]
  gender: 'Male' | 'Female' | null
  feeKobo: number
  /** The therapist's next bookable hour (lib/server/therapists/next-free-hour.ts), or null. */
  nextFreeHour: Date | null
}

export type MatchScore = {
  score: number
  /** Why they match, in the order of the questions. */
  reasons: string[]
  /** Where they fall short of an answer, said plainly rather than hidden. */
  shortfalls: string[]
}

export function scoreMatch(answers: MatchAnswers, candidate: MatchCandidate, now: Date): MatchScore {
  let score = 0
  const reasons: string[] = []
  const shortfalls: string[] = []

  const concern = concernFor(answers.concern)
  const wanted: readonly string[] = concern.specialties
  if (candidate.specialties.some((specialty) => wanted.includes(specialty))) {
    const isMain = wanted.includes(candidate.specialties[0] ?? '')
    score += MATCH_WEIGHTS.specialty + (isMain ? MATCH_WEIGHTS.mainSpecialty : 0)
    reasons.push(isMain ? `Works mainly with ${concern.worksWith}` : `Works with ${concern.worksWith}`)
  }

  if (candidate.languages.includes(answers.language)) {
    score += MATCH_WEIGHTS.language
    reasons.push(`Speaks ${matchLanguageLabel(answers.language)}`)
  }

  const gender = GENDER_CHOICES.find((choice) => choice.value === answers.gender)
  if (answers.gender === 'Any' || candidate.gender === answers.gender) {
    score += MATCH_WEIGHTS.gender
    if (gender?.reason) reasons.push(gender.reason)
  }

  const maxKobo = budgetMaxKobo(answers.budget)
  if (maxKobo === null || candidate.feeKobo <= maxKobo) {
    score += MATCH_WEIGHTS.budget
    if (maxKobo !== null) reasons.push(`Within your budget: ${formatNaira(candidate.feeKobo)} a session`)
  } else {
    shortfalls.push(`Above your budget: ${formatNaira(candidate.feeKobo)} a session`)
  }

  const window = startWindowFor(answers.start)
  const windowEnd = startWindowEnd(answers.start, now)
  const next = candidate.nextFreeHour
  if (next && next.getTime() > now.getTime() && (windowEnd === null || next.getTime() <= windowEnd.getTime())) {
    score += MATCH_WEIGHTS.startWindow
    reasons.push(`${window.reason}: ${formatFreeHour(next)}`)
  } else if (windowEnd !== null) {
    // With no rush, having no free hour published is said once, by the card's "next available".
    shortfalls.push(`Not free ${window.label.toLowerCase()}`)
  }

  return { score, reasons, shortfalls }
}

/**
 * The best `limit` candidates for the answers, best first: by score, then the sooner free hour, then
 * the order they came in (the candidate query's, which ends in a total order).
 */
export function rankMatches<C extends MatchCandidate>(answers: MatchAnswers, candidates: readonly C[], now: Date, limit: number): (MatchScore & { candidate: C })[] {
  const NEVER = Number.POSITIVE_INFINITY
  return candidates
    .map((candidate) => ({ candidate, ...scoreMatch(answers, candidate, now) }))
    // Array sort is stable: equal scores and hours keep the candidates' own order.
    .sort((a, b) => b.score - a.score || (a.candidate.nextFreeHour?.getTime() ?? NEVER) - (b.candidate.nextFreeHour?.getTime() ?? NEVER))
    .slice(0, limit)
}
