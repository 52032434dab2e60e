import { describe, expect, it } from 'vitest'
import { isProposalOpen, proposalDeadline, type ProposalFacts } from '@/lib/appointments/move-proposal'
import { addDays } from '@/lib/availability/calendar'
import { startsForDuration, takenHoursOf, withoutDaysOff } from '@/lib/availability/free-hours'
import { dayBlock } from '@/lib/availability/planner'
import { planRepeatDay, repeatDates, repeatSummary } from '@/lib/availability/repeat-hours'
import { dayGlance, describeGlance, glanceMark, glanceRange, glanceWeeks } from '@/lib/availability/weeks-ahead'
import { setAvailabilitySchema, REPEAT_WEEKS_RANGE } from '@/lib/validation/availability'
import { clashMessage, TIME_OFF_ORDER, TIME_OFF_TOO_LONG, timeOffSchema } from '@/lib/validation/time-off'
import { lagosClock, lagosInstant } from '@/lib/time'

// The pure rules of repeating hours weekly, time off and moving a session (docs/decisions/024).

// 14:20 in Lagos on Wednesday 9 April 2031.
const NOW = new Date('2031-04-09T13:20:00Z')
const CLOCK = lagosClock(NOW)
const TODAY = '2031-04-09'
const NEXT_WEEK = '2031-04-16'

describe('repeating a day’s hours weekly', () => {
  it('goes on the same weekday each week, as many weeks as asked', () => {
    expect(repeatDates(TODAY, 3)).toEqual([TODAY, NEXT_WEEK, '2031-04-23'])
    expect(repeatDates(TODAY, 1)).toEqual([TODAY])
  })

  it('a date without hours gets the pattern; one with hours gets it in place of its free hours, keeping held or booked ones', () => {
    expect(planRepeatDay({ date: NEXT_WEEK, pattern: [9, 10], current: null, taken: new Set(), isDayOff: false, clock: CLOCK })).toEqual({ date: NEXT_WEEK, kind: 'publish', hours: [9, 10], kept: [] })
    expect(planRepeatDay({ date: NEXT_WEEK, pattern: [9, 10], current: [10, 12, 15], taken: new Set([15]), isDayOff: false, clock: CLOCK })).toEqual({
      date: NEXT_WEEK, kind: 'publish', hours: [9, 10, 15], kept: [15],
    })
  })

  it('today keeps the hours that have started and adds only those still ahead', () => {
    expect(planRepeatDay({ date: TODAY, pattern: [9, 15, 16], current: [9, 10, 16], taken: new Set(), isDayOff: false, clock: CLOCK })).toEqual({
      date: TODAY, kind: 'publish', hours: [9, 10, 15, 16], kept: [9, 10],
    })
    expect(planRepeatDay({ date: TODAY, pattern: [9, 14], current: null, taken: new Set(), isDayOff: false, clock: CLOCK })).toEqual({ date: TODAY, kind: 'skip', reason: 'passed' })
  })

  it('skips a day off and a date beyond the 90-day window', () => {
    expect(planRepeatDay({ date: NEXT_WEEK, pattern: [9], current: null, taken: new Set(), isDayOff: true, clock: CLOCK })).toMatchObject({ kind: 'skip', reason: 'timeOff' })
    expect(planRepeatDay({ date: addDays(TODAY, 91), pattern: [9], current: null, taken: new Set(), isDayOff: false, clock: CLOCK })).toMatchObject({ kind: 'skip', reason: 'tooFarAhead' })
    expect(planRepeatDay({ date: addDays(TODAY, 90), pattern: [9], current: null, taken: new Set(), isDayOff: false, clock: CLOCK })).toMatchObject({ kind: 'publish' })
  })

  it('sums up by weekday', () => {
    expect(repeatSummary(TODAY, 4, 4)).toBe('Hours published on 4 Wednesdays.')
    expect(repeatSummary(TODAY, 1, 1)).toBe('Hours published on 1 Wednesday.')
    expect(repeatSummary(TODAY, 10, 12)).toBe('Hours published on 10 of 12 Wednesdays.')
    expect(repeatSummary(TODAY, 0, 3)).toBe('No hours were published: every Wednesday was skipped.')
  })

  it('repeatWeeks is optional and a whole number from 1 to 12', () => {
    const base = { availableDate: NEXT_WEEK, availableSlots: ['09:00'] }
    expect(setAvailabilitySchema.parse(base).repeatWeeks).toBeUndefined()
    expect(setAvailabilitySchema.parse({ ...base, repeatWeeks: 12 }).repeatWeeks).toBe(12)
    for (const repeatWeeks of [0, 13, 1.5, '2', null]) {
      const result = setAvailabilitySchema.safeParse({ ...base, repeatWeeks })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(REPEAT_WEEKS_RANGE)
    }
  })
})

describe('days off', () => {
  it('are left out of the booking side, and a moved session is offered only whole free ranges of its length', () => {
    const days = [{ date: TODAY, hours: [16, 17] }, { date: NEXT_WEEK, hours: [9, 10, 12] }, { date: '2031-04-17', hours: [9] }]
    expect(withoutDaysOff(days, new Set(['2031-04-17'])).map((day) => day.date)).toEqual([TODAY, NEXT_WEEK])
    const taken = takenHoursOf([lagosInstant(NEXT_WEEK, 12)])
    expect(startsForDuration({ days, taken, duration: 2, now: NOW })).toEqual([{ date: TODAY, starts: [16] }, { date: NEXT_WEEK, starts: [9] }])
    // The session's own time is never offered as its new one.
    expect(startsForDuration({ days, taken, duration: 1, now: NOW, except: lagosInstant(NEXT_WEEK, 9) })).toEqual([
      { date: TODAY, starts: [16, 17] },
      { date: NEXT_WEEK, starts: [10] },
      { date: '2031-04-17', starts: [9] },
    ])
  })

  it('show as Time off in the planner, before anything else but a passed day', () => {
    const state = { clock: CLOCK, submitted: new Set<string>(), existing: new Set([NEXT_WEEK]), daysOff: new Set([NEXT_WEEK]), selection: null }
    expect(dayBlock({ ...state, date: NEXT_WEEK })).toBe('timeOff')
    expect(dayBlock({ ...state, date: '2031-04-08', daysOff: new Set(['2031-04-08']) })).toBe('passed')
  })

  it('a time off is from and to Lagos dates, in order, at most 90 days; cancelClashing must be a boolean', () => {
    expect(timeOffSchema.parse({ from: NEXT_WEEK, to: NEXT_WEEK, reason: '  ' })).toEqual({ from: NEXT_WEEK, to: NEXT_WEEK, reason: undefined })
    expect(timeOffSchema.safeParse({ from: NEXT_WEEK, to: TODAY }).error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['to'], TIME_OFF_ORDER]])
    expect(timeOffSchema.safeParse({ from: TODAY, to: addDays(TODAY, 90) }).error?.issues[0]?.message).toBe(TIME_OFF_TOO_LONG)
    expect(timeOffSchema.safeParse({ from: TODAY, to: addDays(TODAY, 89) }).success).toBe(true)
    expect(timeOffSchema.safeParse({ from: '2031-02-30', to: '2031-03-01' }).success).toBe(false)
    expect(timeOffSchema.safeParse({ from: TODAY, to: TODAY, cancelClashing: 'true' }).success).toBe(false)
    expect(clashMessage(1)).toBe('You have 1 paid session in that time. Move or cancel it first, or cancel it with a full refund.')
    expect(clashMessage(3)).toBe('You have 3 paid sessions in that time. Move or cancel each first, or cancel them all with a full refund.')
  })
})

describe('the weeks ahead at a glance', () => {
  it('a day is passed, off, booked, open or empty, in that order', () => {
    expect(dayGlance({ date: '2031-04-08', today: TODAY, isDayOff: true, openHours: 3, bookedHours: 1 }).state).toBe('passed')
    expect(dayGlance({ date: NEXT_WEEK, today: TODAY, isDayOff: true, openHours: 3, bookedHours: 1 }).state).toBe('off')
    expect(dayGlance({ date: NEXT_WEEK, today: TODAY, isDayOff: false, openHours: 3, bookedHours: 1 }).state).toBe('booked')
    expect(dayGlance({ date: NEXT_WEEK, today: TODAY, isDayOff: false, openHours: 3, bookedHours: 0 }).state).toBe('open')
    expect(dayGlance({ date: NEXT_WEEK, today: TODAY, isDayOff: false, openHours: 0, bookedHours: 0 }).state).toBe('empty')
  })

  it('reads out what each day holds, and marks it in a few characters', () => {
    const booked = dayGlance({ date: NEXT_WEEK, today: TODAY, isDayOff: false, openHours: 3, bookedHours: 1 })
    expect(describeGlance(booked)).toBe('Wednesday, April 16, 2031: 3 hours open, 1 hour booked')
    expect(glanceMark(booked)).toBe('4h')
    expect(glanceMark(dayGlance({ date: NEXT_WEEK, today: TODAY, isDayOff: true, openHours: 0, bookedHours: 0 }))).toBe('Off')
  })

  it('covers this week’s Monday to the end of the planner’s last week, in rows of a week; a missing day reads empty', () => {
    expect(glanceRange(TODAY)).toEqual({ from: '2031-04-07', to: addDays('2031-04-07', 13 * 7 - 1) })
    const weeks = glanceWeeks([dayGlance({ date: NEXT_WEEK, today: TODAY, isDayOff: true, openHours: 0, bookedHours: 0 })], TODAY)
    expect(weeks).toHaveLength(13)
    expect(weeks[1]).toMatchObject({ offset: 1, monday: '2031-04-14' })
    expect(weeks[1]!.days.map((day) => day.state)).toEqual(['empty', 'empty', 'off', 'empty', 'empty', 'empty', 'empty'])
    expect(weeks[0]!.days[0]!.state).toBe('passed')
  })
})

describe('a proposed move', () => {
  const session = lagosInstant(NEXT_WEEK, 10)
  const proposal = (overrides: Partial<ProposalFacts> = {}): ProposalFacts => ({
    status: 'Open', fromStartsAt: session, startsAt: lagosInstant('2031-04-23', 9), appointment: { status: 'Paid', startsAt: session }, ...overrides,
  })

  it('lapses when the session’s own day begins, or when the new time begins if that is earlier', () => {
    expect(proposalDeadline(proposal())).toEqual(lagosInstant(NEXT_WEEK, 0))
    expect(proposalDeadline(proposal({ startsAt: lagosInstant('2031-04-10', 9) }))).toEqual(lagosInstant('2031-04-10', 9))
    expect(isProposalOpen(proposal(), NOW)).toBe(true)
    expect(isProposalOpen(proposal(), lagosInstant(NEXT_WEEK, 0))).toBe(false)
  })

  it('is open only while unanswered and the session is still paid and where it was proposed from', () => {
    expect(isProposalOpen(proposal({ status: 'Accepted' }), NOW)).toBe(false)
    expect(isProposalOpen(proposal({ status: 'Withdrawn' }), NOW)).toBe(false)
    expect(isProposalOpen(proposal({ appointment: { status: 'Cancelled', startsAt: session } }), NOW)).toBe(false)
    expect(isProposalOpen(proposal({ appointment: { status: 'Paid', startsAt: lagosInstant(NEXT_WEEK, 11) } }), NOW)).toBe(false)
  })
})
