import { describe, expect, it } from 'vitest'
import { CONCERNS, concernFor, specialtiesFor } from '@/lib/matching/concerns'
import { budgetMaxKobo, budgetLabel, MATCH_LANGUAGES, startWindowEnd, type MatchAnswers } from '@/lib/matching/preferences'
import { MATCH_WEIGHTS, rankMatches, scoreMatch, type MatchCandidate } from '@/lib/matching/score-match'
import { SPECIALTIES } from '@/lib/specialties'
import { matchAnswersSchema, MATCH_QUESTION_ERRORS } from '@/lib/validation/match'

// Tue 1 Dec 2026, 09:00 in Lagos.
const NOW = new Date('2026-12-01T08:00:00Z')
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000)

const ANSWERS: MatchAnswers = { concern: 'grief', language: 'Yoruba', gender: 'Female', budget: 'up-to-20000', start: 'this-week' }

const candidate = (overrides: Partial<MatchCandidate> = {}): MatchCandidate => ({
  specialties: ['Grief Counseling'],
  languages: ['English', 'Yoruba'],
  gender: 'Female',
  feeKobo: 1_500_000,
  nextFreeHour: hoursFromNow(1),
  ...overrides,
})

describe('what brings you: plain words to specialties', () => {
  it('maps every choice to known specialties, and every specialty is reachable from some choice', () => {
    for (const concern of CONCERNS) {
      expect(concern.specialties.length).toBeGreaterThan(0)
      for (const specialty of concern.specialties) expect(SPECIALTIES).toContain(specialty)
    }
    const reachable = new Set(CONCERNS.flatMap((concern) => concern.specialties))
    expect([...reachable].sort()).toEqual([...SPECIALTIES].sort())
  })

  it('has one entry per value, with the closest specialty first', () => {
    expect(new Set(CONCERNS.map((concern) => concern.value)).size).toBe(CONCERNS.length)
    expect(specialtiesFor('grief')).toEqual(['Grief Counseling'])
    expect(specialtiesFor('relationship')[0]).toBe('Couples Counseling')
    expect(specialtiesFor('substances')).toEqual(['Substance Abuse & Behavioral Disorder', 'Rehabilitation Counselor'])
    expect(concernFor('anxiety').worksWith).toBe('anxiety, stress and low mood')
  })
})

describe('budget and start window', () => {
  it('turns a budget band into kobo and words', () => {
    expect(budgetMaxKobo('up-to-20000')).toBe(2_000_000)
    expect(budgetMaxKobo('any')).toBeNull()
    expect(budgetLabel('up-to-10000')).toBe('Up to ₦10,000')
    expect(budgetLabel('any')).toBe('Any fee')
  })

  it('ends the window 7 or 14 days ahead, or never for no rush', () => {
    expect(startWindowEnd('this-week', NOW)).toEqual(hoursFromNow(7 * 24))
    expect(startWindowEnd('two-weeks', NOW)).toEqual(hoursFromNow(14 * 24))
    expect(startWindowEnd('no-rush', NOW)).toBeNull()
  })

  it('offers every language a therapist can state except "Other"', () => {
    expect(MATCH_LANGUAGES).toEqual(['English', 'Yoruba', 'Hausa', 'Igbo', 'Pidgin', 'French'])
  })
})

describe('scoring a therapist against the answers', () => {
  it('explains a full match in the order of the questions', () => {
    const { score, reasons, shortfalls } = scoreMatch(ANSWERS, candidate(), NOW)
    expect(reasons).toEqual([
      'Works mainly with grief and loss',
      'Speaks Yoruba',
      'A woman, as you asked',
      'Within your budget: ₦15,000 a session',
      'Free this week: Tue 1 Dec, 10:00 AM',
    ])
    expect(shortfalls).toEqual([])
    expect(score).toBe(Object.values(MATCH_WEIGHTS).reduce((sum, weight) => sum + weight, 0))
  })

  it('scores a specialty that is not their main one lower, and none at all as nothing', () => {
    const main = scoreMatch(ANSWERS, candidate(), NOW)
    const second = scoreMatch(ANSWERS, candidate({ specialties: ['Career Counseling', 'Grief Counseling'] }), NOW)
    const none = scoreMatch(ANSWERS, candidate({ specialties: ['Career Counseling'] }), NOW)
    expect(second.reasons[0]).toBe('Works with grief and loss')
    expect(main.score - second.score).toBe(MATCH_WEIGHTS.mainSpecialty)
    expect(second.score - none.score).toBe(MATCH_WEIGHTS.specialty)
    expect(none.reasons.some((reason) => reason.startsWith('Works with'))).toBe(false)
  })

  it('says so when the fee is above the budget, and says nothing of a budget when any fee will do', () => {
    const over = scoreMatch(ANSWERS, candidate({ feeKobo: 2_000_100 }), NOW)
    expect(over.shortfalls).toEqual(['Above your budget: ₦20,001 a session'])
    expect(over.reasons.some((reason) => reason.startsWith('Within your budget'))).toBe(false)
    const atTheLimit = scoreMatch(ANSWERS, candidate({ feeKobo: 2_000_000 }), NOW)
    expect(atTheLimit.reasons).toContain('Within your budget: ₦20,000 a session')
    const anyFee = scoreMatch({ ...ANSWERS, budget: 'any' }, candidate({ feeKobo: 9_000_000 }), NOW)
    expect(anyFee.reasons.join(' ')).not.toContain('budget')
    expect(anyFee.score).toBe(scoreMatch(ANSWERS, candidate(), NOW).score)
  })

  it('counts the next free hour only inside the start window', () => {
    const inTenDays = candidate({ nextFreeHour: hoursFromNow(10 * 24) })
    expect(scoreMatch(ANSWERS, inTenDays, NOW).shortfalls).toEqual(['Not free this week'])
    expect(scoreMatch({ ...ANSWERS, start: 'two-weeks' }, inTenDays, NOW).reasons.at(-1)).toBe('Free within two weeks: Fri 11 Dec, 09:00 AM')
    expect(scoreMatch({ ...ANSWERS, start: 'no-rush' }, inTenDays, NOW).reasons.at(-1)).toBe('Next free hour: Fri 11 Dec, 09:00 AM')
    expect(scoreMatch(ANSWERS, candidate({ nextFreeHour: null }), NOW).shortfalls).toEqual(['Not free this week'])
    const noHours = scoreMatch({ ...ANSWERS, start: 'no-rush' }, candidate({ nextFreeHour: null }), NOW)
    expect(noHours.shortfalls).toEqual([])
    expect(noHours.score).toBe(scoreMatch(ANSWERS, candidate(), NOW).score - MATCH_WEIGHTS.startWindow)
    expect(scoreMatch(ANSWERS, candidate({ nextFreeHour: hoursFromNow(-1) }), NOW).reasons.join(' ')).not.toContain('Free this week')
  })

  it('gives language and gender points only when they match, and no gender reason without a preference', () => {
    expect(scoreMatch(ANSWERS, candidate({ languages: ['English'] }), NOW).reasons).not.toContain('Speaks Yoruba')
    expect(scoreMatch(ANSWERS, candidate({ gender: 'Male' }), NOW).reasons).not.toContain('A woman, as you asked')
    expect(scoreMatch(ANSWERS, candidate({ gender: null }), NOW).score).toBe(scoreMatch(ANSWERS, candidate(), NOW).score - MATCH_WEIGHTS.gender)
    const anyone = scoreMatch({ ...ANSWERS, gender: 'Any' }, candidate({ gender: 'Male' }), NOW)
    expect(anyone.reasons).not.toContain('A man, as you asked')
    expect(anyone.score).toBe(scoreMatch(ANSWERS, candidate(), NOW).score)
  })

  it('weighs each answer above everything less important put together', () => {
    const order = [MATCH_WEIGHTS.gender, MATCH_WEIGHTS.budget, MATCH_WEIGHTS.mainSpecialty, MATCH_WEIGHTS.specialty, MATCH_WEIGHTS.startWindow]
    order.forEach((weight, index) => expect(weight).toBeGreaterThan(order.slice(index + 1).reduce((sum, w) => sum + w, 0)))
    expect(MATCH_WEIGHTS.language).toBeGreaterThan(MATCH_WEIGHTS.budget + MATCH_WEIGHTS.mainSpecialty + MATCH_WEIGHTS.specialty + MATCH_WEIGHTS.startWindow)
  })
})

describe('ranking the candidates', () => {
  it('puts the budget before the specialty, the specialty before the start window, then the sooner hour', () => {
    const overBudgetMainFocus = { name: 'over budget', ...candidate({ feeKobo: 3_000_000 }) }
    const secondSpecialty = { name: 'second specialty', ...candidate({ specialties: ['Crisis Counseling', 'Grief Counseling'] }) }
    const laterMainFocus = { name: 'free in ten days', ...candidate({ nextFreeHour: hoursFromNow(240) }) }
    const soon = { name: 'free in an hour', ...candidate() }
    const sooner = { name: 'free now', ...candidate({ nextFreeHour: hoursFromNow(0.5) }) }
    const ranked = rankMatches(ANSWERS, [overBudgetMainFocus, secondSpecialty, laterMainFocus, soon, sooner], NOW, 10)
    expect(ranked.map((match) => match.candidate.name)).toEqual(['free now', 'free in an hour', 'free in ten days', 'second specialty', 'over budget'])
  })

  it('keeps the candidates’ own order on a tie and returns at most the limit', () => {
    const list = ['a', 'b', 'c'].map((name) => ({ name, ...candidate() }))
    expect(rankMatches(ANSWERS, list, NOW, 2).map((match) => match.candidate.name)).toEqual(['a', 'b'])
    expect(rankMatches(ANSWERS, [], NOW, 5)).toEqual([])
  })
})

describe('the answers schema', () => {
  it('accepts one of each list and drops anything else', () => {
    expect(matchAnswersSchema.parse({ ...ANSWERS, email: 'someone@example.test', $ACTION_KEY: 'k' })).toEqual(ANSWERS)
  })

  it('refuses a missing or unknown answer with the question’s own message', () => {
    const result = matchAnswersSchema.safeParse({ ...ANSWERS, concern: undefined, language: 'Other', budget: '1000000', start: 'yesterday', gender: 'female' })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
    expect(messages).toEqual({
      concern: MATCH_QUESTION_ERRORS.concern,
      language: MATCH_QUESTION_ERRORS.language,
      gender: MATCH_QUESTION_ERRORS.gender,
      budget: MATCH_QUESTION_ERRORS.budget,
      start: MATCH_QUESTION_ERRORS.start,
    })
  })
})
