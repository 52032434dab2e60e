import { describe, expect, it } from 'vitest'
import { freeHours, RANGE_PROBLEM_MESSAGES, rangeProblem, takenHoursOf } from '@/lib/availability/free-hours'
import { lagosInstant } from '@/lib/time'
import { DATE_NOT_AVAILABLE, HOURS_NOT_AVAILABLE, SLOT_TAKEN, TIME_STARTED } from '@/lib/validation/booking'

// lib/availability/free-hours.ts: which hours of a therapist can be booked, and whether a range can.

// 15:17 in Lagos on Saturday 21 November 2026.
const NOW = new Date('2026-11-21T14:17:00Z')
const TODAY = '2026-11-21'
const MONDAY = '2026-11-23'
const taken = (date: string, ...hours: number[]) => takenHoursOf(hours.map((hour) => lagosInstant(date, hour)))

describe('the free hours of a published day', () => {
  it('are the published hours not started and not taken, sorted without repeats', () => {
    expect(freeHours({ day: { date: MONDAY, hours: [14, 9, 10, 9, 11] }, taken: taken(MONDAY, 10), now: NOW })).toEqual([9, 11, 14])
  })

  it('today, only the hours after the current one: the hour under way has started', () => {
    expect(freeHours({ day: { date: TODAY, hours: [9, 14, 15, 16, 18] }, now: NOW })).toEqual([16, 18])
    // On the hour exactly, that hour has started.
    expect(freeHours({ day: { date: TODAY, hours: [15, 16] }, now: lagosInstant(TODAY, 16) })).toEqual([])
  })

  it('a past day has none; a day after it is left whole', () => {
    expect(freeHours({ day: { date: '2026-11-20', hours: [9, 23] }, now: NOW })).toEqual([])
    expect(freeHours({ day: { date: '2026-11-22', hours: [0, 23] }, now: NOW })).toEqual([0, 23])
  })

  it("counts only the therapist's taken hours of that very date, not the same clock hour of another day", () => {
    expect(freeHours({ day: { date: MONDAY, hours: [10, 11] }, taken: taken('2026-11-24', 10, 11), now: NOW })).toEqual([10, 11])
    expect(freeHours({ day: { date: MONDAY, hours: [10, 11] }, taken: taken(MONDAY, 10, 11), now: NOW })).toEqual([])
  })
})

describe('whether a range is wholly bookable', () => {
  const ask = (date: string, from: number, to: number, published: number[] | null, takenHours = taken(MONDAY)) =>
    rangeProblem({ date, from, to, published, taken: takenHours, now: NOW })

  it('is when every hour is published, to come and free; a range may end at midnight', () => {
    expect(ask(MONDAY, 10, 12, [9, 10, 11])).toBeNull()
    expect(ask(MONDAY, 22, 24, [22, 23])).toBeNull()
    expect(ask(TODAY, 16, 17, [16])).toBeNull()
  })

  it('says why not, in order: started, no day, an hour not published, an hour taken', () => {
    expect(ask(TODAY, 15, 16, [15, 16])).toBe('started')
    expect(ask(TODAY, 15, 16, null)).toBe('started')
    expect(ask(MONDAY, 10, 11, null)).toBe('date')
    // 13:00 is the lunch hour: 12:00–14:00 is not wholly inside the published hours.
    expect(ask(MONDAY, 12, 14, [12, 14])).toBe('hours')
    expect(ask(MONDAY, 23, 25, [23])).toBe('hours')
    expect(ask(MONDAY, 10, 12, [10, 11], taken(MONDAY, 11))).toBe('taken')
    expect(ask(MONDAY, 10, 12, [10], taken(MONDAY, 11))).toBe('hours')
  })

  it("gives spec 5's texts, and one text for a time someone else has taken", () => {
    expect(RANGE_PROBLEM_MESSAGES).toEqual({ started: TIME_STARTED, date: DATE_NOT_AVAILABLE, hours: HOURS_NOT_AVAILABLE, taken: SLOT_TAKEN })
    expect(SLOT_TAKEN).toBe('Sorry, someone else has just taken part of that time. Please choose another time.')
  })

  it('agrees with the free hours: a one-hour range is bookable exactly when its hour is free', () => {
    const day = { date: TODAY, hours: [9, 15, 16, 17, 18] }
    const takenHours = taken(TODAY, 17)
    const free = freeHours({ day, taken: takenHours, now: NOW })
    for (let hour = 0; hour < 24; hour++)
      expect(rangeProblem({ date: TODAY, from: hour, to: hour + 1, published: day.hours, taken: takenHours, now: NOW }) === null).toBe(free.includes(hour))
  })
})
