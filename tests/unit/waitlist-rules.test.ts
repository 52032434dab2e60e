import { afterEach, describe, expect, it, vi } from 'vitest'
import { lagosInstant } from '@/lib/time'
import { CHOOSE_WAIT_DATE, joinWaitlistFormProblems, joinWaitlistInput, joinWaitlistSchema, WAIT_DATE_MESSAGES } from '@/lib/validation/waitlist'
import { freedHoursLines } from '@/lib/waitlist/freed-hours-text'
import { ANY_TIME_WAIT_DAYS, hoursForWait, hoursOfDate, lastWaitingDay, waitDateProblem, waitExpiresAt } from '@/lib/waitlist/waitlist-rules'

const DAY_MS = 86_400_000
const at = (date: string, hour: number) => lagosInstant(date, hour)

describe('which dates can be waited for', () => {
  it('takes today and later dates up to the 90 days therapists publish, and refuses earlier and later ones', () => {
    expect(waitDateProblem('2031-04-09', '2031-04-09')).toBeNull()
    expect(waitDateProblem('2031-07-08', '2031-04-09')).toBeNull() // 90 days on
    expect(waitDateProblem('2031-04-08', '2031-04-09')).toBe('passed')
    expect(waitDateProblem('2031-07-09', '2031-04-09')).toBe('too-far')
  })
})

describe('when a wait expires', () => {
  it('ends a dated wait at the end of its Lagos date, whenever it was made', () => {
    const expiresAt = waitExpiresAt({ date: '2031-04-09', joinedAt: new Date('2031-04-01T10:00:00Z') })
    expect(expiresAt.toISOString()).toBe('2031-04-09T23:00:00.000Z') // midnight in Lagos (UTC+1)
    expect(lastWaitingDay(expiresAt)).toBe('2031-04-09')
  })

  it(`ends an any-time wait ${ANY_TIME_WAIT_DAYS} days after joining`, () => {
    const joinedAt = new Date('2031-04-01T22:30:00Z') // 11:30 PM in Lagos
    const expiresAt = waitExpiresAt({ date: null, joinedAt })
    expect(expiresAt.getTime() - joinedAt.getTime()).toBe(30 * DAY_MS)
    expect(lastWaitingDay(expiresAt)).toBe('2031-05-01')
  })
})

describe('which freed hours a wait hears about', () => {
  const opening = { hours: [at('2031-04-10', 11), at('2031-04-09', 10), at('2031-04-09', 11), at('2031-04-09', 10)], freedAt: new Date('2031-04-02T09:00:00Z') }
  const now = new Date('2031-04-02T09:00:01Z')
  const open = { createdAt: new Date('2031-04-01T09:00:00Z'), expiresAt: new Date('2031-04-20T00:00:00Z') }

  it('hears the hours of its own Lagos date only, ascending and once each', () => {
    expect(hoursForWait({ ...open, date: '2031-04-09' }, opening, now)).toEqual([at('2031-04-09', 10), at('2031-04-09', 11)])
    expect(hoursForWait({ ...open, date: '2031-04-11' }, opening, now)).toEqual([])
  })

  it('hears every freed hour when waiting for any time', () => {
    expect(hoursForWait({ ...open, date: null }, opening, now)).toEqual([at('2031-04-09', 10), at('2031-04-09', 11), at('2031-04-10', 11)])
  })

  it('reads the date in Lagos: 11:30 PM UTC on the 8th is already the 9th', () => {
    const lateHour = { hours: [new Date('2031-04-08T23:00:00Z')], freedAt: opening.freedAt }
    expect(hoursForWait({ ...open, date: '2031-04-09' }, lateHour, now)).toEqual([at('2031-04-09', 0)])
    expect(hoursForWait({ ...open, date: '2031-04-08' }, lateHour, now)).toEqual([])
  })

  it('hears nothing once expired, nor about hours freed before it was made', () => {
    expect(hoursForWait({ ...open, date: null, expiresAt: now }, opening, now)).toEqual([])
    expect(hoursForWait({ ...open, date: null, createdAt: new Date(opening.freedAt.getTime() + 1) }, opening, now)).toEqual([])
    expect(hoursForWait({ ...open, date: null, createdAt: opening.freedAt }, opening, now)).toHaveLength(3)
  })
})

describe('newly published hours', () => {
  it('are the Lagos start instants of the hours of their date', () => {
    expect(hoursOfDate('2031-04-09', [9, 23])).toEqual([new Date('2031-04-09T08:00:00Z'), new Date('2031-04-09T22:00:00Z')])
  })
})

describe('the notice names the freed hours', () => {
  it('one line per Lagos date, earliest first, each with its runs of hours', () => {
    expect(freedHoursLines([at('2031-04-10', 9), at('2031-04-09', 15), at('2031-04-09', 10), at('2031-04-09', 11)])).toEqual([
      'Wednesday, April 9, 2031: 10:00 AM – 12:00 PM, 03:00 PM – 04:00 PM',
      'Thursday, April 10, 2031: 09:00 AM – 10:00 AM',
    ])
  })
})

describe('the join schemas', () => {
  afterEach(() => vi.useRealTimers())

  it('the API takes a therapist and a real date, or no date (null or left out) for any time', () => {
    const therapistId = '7d5c1a8e-2f4b-4c3a-9e1d-0b6f8a2c4e10'
    expect(joinWaitlistSchema.parse({ therapistId })).toEqual({ therapistId })
    expect(joinWaitlistSchema.parse({ therapistId, date: null })).toEqual({ therapistId, date: null })
    expect(joinWaitlistSchema.parse({ therapistId, date: '2031-04-09' })).toEqual({ therapistId, date: '2031-04-09' })
    expect(joinWaitlistSchema.safeParse({ therapistId, date: '2031-02-30' }).success).toBe(false)
    expect(joinWaitlistSchema.safeParse({ therapistId, date: '09/04/2031' }).success).toBe(false)
    expect(joinWaitlistSchema.safeParse({ therapistId: 'nope', date: '2031-04-09' }).success).toBe(false)
  })

  it('the form needs a date only for "On a date", and refuses one that has passed in Lagos', () => {
    vi.useFakeTimers({ now: new Date('2031-04-09T08:00:00Z'), toFake: ['Date'] })
    expect(joinWaitlistFormProblems({ when: 'any', date: '' })).toEqual({})
    expect(joinWaitlistFormProblems({ when: 'date', date: '' })).toEqual({ date: CHOOSE_WAIT_DATE })
    expect(joinWaitlistFormProblems({ when: 'date', date: '2031-04-08' })).toEqual({ date: WAIT_DATE_MESSAGES.passed })
    expect(joinWaitlistFormProblems({ when: 'date', date: '2031-04-09' })).toEqual({})
  })

  it('sends the date only when "On a date" was chosen', () => {
    expect(joinWaitlistInput('t', { when: 'any', date: '2031-04-09' })).toEqual({ therapistId: 't', date: null })
    expect(joinWaitlistInput('t', { when: 'date', date: ' 2031-04-09 ' })).toEqual({ therapistId: 't', date: '2031-04-09' })
  })
})
