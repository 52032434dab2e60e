import { randomInt } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findMatchesAction } from '@/app/(site)/find-a-therapist/actions'
import type { MatchAnswers } from '@/lib/matching/preferences'
import { db } from '@/lib/server/db'
import { findMatchCandidates } from '@/lib/server/matching/find-match-candidates'
import { findTherapistMatches } from '@/lib/server/matching/find-matches'
import { formatFreeHour } from '@/lib/time'
import { createTherapist, type TherapistOverrides } from '../fixtures/factories'
import type { Language } from '@/lib/generated/prisma/client'

/*
 * The candidate read of "Match me" on the real database, which other tests (and earlier runs) fill too.
 * Each test asks for French and Eating Disorder (which other tests' therapists rarely are) and sets its
 * own `now`, a random day centuries ahead where only its therapists have free hours: the order it
 * checks is then its own.
 */
const ANSWERS: MatchAnswers = { concern: 'eating', language: 'French', gender: 'Female', budget: 'up-to-20000', start: 'this-week' }
const HOUR = 3_600_000
const DAY = 24 * HOUR
const FAR_AHEAD = Date.UTC(2200, 0, 1)
const ownNow = () => new Date(FAR_AHEAD + randomInt(0, 1_000_000) * DAY + 8 * HOUR)

type Profile = { languages?: Language[]; freeHoursAhead?: Date[] }

async function therapist(name: string, overrides: TherapistOverrides & Profile = {}) {
  const { languages = ['English', 'French'], freeHoursAhead = [], ...rest } = overrides
  const created = await createTherapist(db, { fullName: name, gender: 'Female', specialties: ['Eating Disorder'], feeKobo: 1_500_000, ...rest })
  await db.therapistProfile.update({ where: { userId: created.id }, data: { languages, freeHoursAhead } })
  return created.id
}

afterEach(() => vi.restoreAllMocks())

describe('the candidates of the Match me questionnaire', () => {
  it('keeps only listed therapists who speak the language, are the gender asked for and work with what brings the person', async () => {
    const now = ownNow()
    const freeHoursAhead = [new Date(now.getTime() + DAY)]
    const match = await therapist('Match Fits', { freeHoursAhead })
    const secondSpecialty = await therapist('Match Second Specialty', { specialties: ['Career Counseling', 'Eating Disorder'], freeHoursAhead })
    const overBudget = await therapist('Match Over Budget', { feeKobo: 4_000_000, freeHoursAhead })
    const excluded = [
      await therapist('Match English Only', { languages: ['English'], freeHoursAhead }),
      await therapist('Match Man', { gender: 'Male', freeHoursAhead }),
      await therapist('Match No Gender', { gender: null, freeHoursAhead }),
      await therapist('Match Career', { specialties: ['Career Counseling'], freeHoursAhead }),
      await therapist('Match Unverified', { isVerified: false, freeHoursAhead }),
      await therapist('Match Blocked', { isBlocked: true, freeHoursAhead }),
      await therapist('Match Erased', { erasedAt: new Date(), freeHoursAhead }),
    ]

    const rows = await findMatchCandidates({ answers: ANSWERS, now, cap: 1_000 })
    const ids = rows.map((row) => row.userId)
    expect(ids).toEqual(expect.arrayContaining([match, secondSpecialty, overBudget]))
    for (const id of excluded) expect(ids).not.toContain(id)
    for (const row of rows) {
      expect(row.isVerified).toBe(true)
      expect(row.languages).toContain('French')
      expect(row.user.gender).toBe('Female')
      expect(row.specialties).toContain('Eating Disorder')
    }
    // The soft answers only order: over budget comes after those within it, but is still a candidate.
    expect(ids.indexOf(match)).toBeLessThan(ids.indexOf(overBudget))
  })

  it('takes either gender, or none stated, when the person has no preference', async () => {
    const now = ownNow()
    const man = await therapist('Match Any Man', { gender: 'Male' })
    const unstated = await therapist('Match Any Unstated', { gender: null })
    const ids = (await findMatchCandidates({ answers: { ...ANSWERS, gender: 'Any' }, now, cap: 1_000 })).map((row) => row.userId)
    expect(ids).toEqual(expect.arrayContaining([man, unstated]))
  })

  it('orders by budget, main specialty, free in the window and the sooner hour, and stops at the cap', async () => {
    const now = ownNow()
    const at = (ms: number) => [new Date(now.getTime() - HOUR), new Date(now.getTime() + ms)]
    const overBudget = await therapist('Match Order Over Budget', { feeKobo: 2_500_000, freeHoursAhead: at(HOUR) })
    const tenDays = await therapist('Match Order Ten Days', { freeHoursAhead: at(10 * DAY) })
    const twoDays = await therapist('Match Order Two Days', { freeHoursAhead: at(2 * DAY) })
    const oneDay = await therapist('Match Order One Day', { freeHoursAhead: at(DAY) })
    const notMain = await therapist('Match Order Not Main', { specialties: ['Career Counseling', 'Eating Disorder'], freeHoursAhead: at(HOUR) })

    const mine = new Set([overBudget, tenDays, twoDays, oneDay, notMain])
    const all = (await findMatchCandidates({ answers: ANSWERS, now, cap: 1_000 })).map((row) => row.userId)
    expect(all.filter((id) => mine.has(id))).toEqual([oneDay, twoDays, tenDays, notMain, overBudget])

    // Nobody else has a free hour that year: the first three of the whole directory are these.
    const capped = await findMatchCandidates({ answers: ANSWERS, now, cap: 3 })
    expect(capped.map((row) => row.userId)).toEqual([oneDay, twoDays, tenDays])
  })

  it('with any fee and no rush, orders by main specialty, then any free hour, then the sooner one', async () => {
    const now = ownNow()
    const answers: MatchAnswers = { ...ANSWERS, budget: 'any', start: 'no-rush' }
    const expensiveInAMonth = await therapist('Match Any Fee Month', { feeKobo: 9_000_000, freeHoursAhead: [new Date(now.getTime() + 30 * DAY)] })
    const noHours = await therapist('Match Any Fee No Hours')
    const cheapTomorrow = await therapist('Match Any Fee Tomorrow', { feeKobo: 500_000, freeHoursAhead: [new Date(now.getTime() + DAY)] })
    const notMain = await therapist('Match Any Fee Not Main', { specialties: ['Career Counseling', 'Eating Disorder'], freeHoursAhead: [new Date(now.getTime() + HOUR)] })
    const mine = new Set([expensiveInAMonth, noHours, cheapTomorrow, notMain])
    const ids = (await findMatchCandidates({ answers, now, cap: 1_000 })).map((row) => row.userId)
    expect(ids.filter((id) => mine.has(id))).toEqual([cheapTomorrow, expensiveInAMonth, noHours, notMain])
    const shown = await findTherapistMatches({ answers, now })
    expect(shown.map((match) => match.id).slice(0, 2)).toEqual([cheapTomorrow, expensiveInAMonth])
    expect(shown[1]?.reasons.join(' ')).not.toContain('budget')
  })

  it('shows each match’s next free hour, skipping hours that have passed, and the reasons it matches', async () => {
    const now = ownNow()
    const next = new Date(now.getTime() + 2 * DAY + 3 * HOUR)
    const id = await therapist('Match Shown', { feeKobo: 1_800_000, freeHoursAhead: [new Date(now.getTime() - 2 * HOUR), next] })

    const [first] = await findTherapistMatches({ answers: ANSWERS, now })
    expect(first).toMatchObject({
      id,
      fullName: 'Match Shown',
      fee: '₦18,000',
      languages: ['English', 'French'],
      nextAvailable: next.toISOString(),
      reasons: [
        'Works mainly with eating and body image',
        'Speaks French',
        'A woman, as you asked',
        'Within your budget: ₦18,000 a session',
        `Free this week: ${formatFreeHour(next)}`,
      ],
      shortfalls: [],
    })
  })

  it('never offers a therapist who does not work with what brings the person', async () => {
    await therapist('Match Pidgin Career', { languages: ['Pidgin'], specialties: ['Career Counseling'] })
    const rows = await findMatchCandidates({ answers: { ...ANSWERS, language: 'Pidgin', concern: 'faith', gender: 'Male' }, now: ownNow() })
    for (const row of rows) expect(row.specialties).toContain('Faith/Pastoral Counseling')
    expect(rows.map((row) => row.user.fullName)).not.toContain('Match Pidgin Career')
  })
})

describe('the Match me server action', () => {
  const form = (answers: Record<string, string>) => {
    const data = new FormData()
    for (const [key, value] of Object.entries(answers)) data.set(key, value)
    return data
  }

  it('answers the posted form with matches and writes none of the answers to the logs', async () => {
    await therapist('Match Action', { freeHoursAhead: [new Date(Date.now() + 2 * HOUR)] })
    const lines: string[] = []
    for (const method of ['log', 'info', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((...args) => void lines.push(args.join(' ')))

    const result = await findMatchesAction(null, form({ ...ANSWERS, concern: 'eating' }))
    if (!result.ok) throw new Error(result.message)
    expect(result.data?.answers).toEqual(ANSWERS)
    // Earlier runs' therapists may be free sooner than this one: any of them is a right answer.
    const matches = result.data?.matches ?? []
    expect(matches.length).toBeGreaterThan(0)
    expect(matches.length).toBeLessThanOrEqual(5)
    for (const match of matches) expect(match.reasons).toEqual(expect.arrayContaining(['Speaks French', 'A woman, as you asked']))
    for (const line of lines) for (const answer of ['eating', 'French', 'up-to-20000', 'this-week']) expect(line).not.toContain(answer)
  })

  it('refuses a form with a missing or made-up answer, question by question', async () => {
    const result = await findMatchesAction(null, form({ concern: 'astrology', language: 'French', gender: 'Female', budget: 'up-to-20000' }))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual(['concern', 'start'])
    expect(result.fieldErrors?.concern).toEqual(['Choose what brings you here'])
  })
})
