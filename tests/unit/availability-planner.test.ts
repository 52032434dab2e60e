import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, formatDateKeyLong, mondayOf, weekDates, weekdayIndex, weekdayName } from '@/lib/availability/calendar'
import {
  dayBlock,
  hasAllOpenHours,
  isPastHour,
  isWithinPublishWindow,
  lastBookableDate,
  MAX_WEEKS_AHEAD,
  NO_SLOT_SELECTED,
  openHours,
  plannerWeek,
  submitProblem,
  toggleAllOpenHours,
  toggleHour,
  type Selection,
} from '@/lib/availability/planner'
import { bookedDateKept, bookedHoursKept, setAvailabilitySchema, updateAvailabilitySchema } from '@/lib/validation/availability'
import { type LagosClock, lagosClock, slotTime } from '@/lib/time'

const none = new Set<string>()

describe('Lagos clock and week arithmetic', () => {
  it('reads the Lagos date and hour of an instant (UTC+1, no daylight saving)', () => {
    expect(lagosClock(new Date('2026-11-21T23:30:00Z'))).toEqual({ date: '2026-11-22', hour: 0 })
    expect(lagosClock(new Date('2026-06-30T22:59:59Z'))).toEqual({ date: '2026-06-30', hour: 23 })
    // New Year's Eve 23:10 UTC is already 00:10 on 1 January in Lagos.
    expect(lagosClock(new Date('2026-12-31T23:10:00Z'))).toEqual({ date: '2027-01-01', hour: 0 })
  })

  it('finds Monday to Sunday across month and year ends', () => {
    // Thursday 1 January 2026 belongs to the week of Monday 29 December 2025.
    expect(mondayOf('2026-01-01')).toBe('2025-12-29')
    expect(weekDates('2025-12-29')).toEqual(['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'])
    // A Sunday is the last day of its week, not the first of the next.
    expect(mondayOf('2026-03-01')).toBe('2026-02-23')
    expect(mondayOf('2026-11-23')).toBe('2026-11-23')
    // Leap day.
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01')
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3)
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3)
  })

  it('names weekdays Monday first and formats dates in US English', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0)
    expect(weekdayIndex('2026-11-29')).toBe(6)
    expect(weekdayName('2026-11-29')).toBe('Sunday')
    expect(formatDateKeyLong('2026-01-04')).toBe('January 4, 2026')
  })
})

describe('planner weeks', () => {
  it('starts at the current week and moves up to MAX_WEEKS_AHEAD weeks on, never back', () => {
    // Sunday 28 December 2025: this week is 22–28 December, next week crosses into 2026.
    expect(plannerWeek(0, '2025-12-28')).toMatchObject({ offset: 0, monday: '2025-12-22', sunday: '2025-12-28' })
    expect(plannerWeek(1, '2025-12-28')).toMatchObject({ offset: 1, monday: '2025-12-29', sunday: '2026-01-04' })
    expect(plannerWeek(4, '2025-12-28').monday).toBe('2026-01-19')
    expect(plannerWeek(-3, '2025-12-28').offset).toBe(0)
    expect(plannerWeek(99, '2025-12-28').offset).toBe(MAX_WEEKS_AHEAD)
  })

  it('keeps the furthest week inside the server window of 90 days, whatever the weekday', () => {
    for (let i = 0; i < 7; i++) {
      const today = addDays('2026-11-23', i)
      const last = plannerWeek(MAX_WEEKS_AHEAD, today)
      expect(isWithinPublishWindow(last.sunday, today)).toBe(true)
      expect(last.sunday <= lastBookableDate(today)).toBe(true)
    }
    expect(isWithinPublishWindow('2026-11-22', '2026-11-23')).toBe(false)
    expect(isWithinPublishWindow(addDays('2026-11-23', 91), '2026-11-23')).toBe(false)
  })
})

describe('day and hour rules (spec 4)', () => {
  // 14:20 in Lagos on Wednesday 25 November 2026.
  const clock: LagosClock = { date: '2026-11-25', hour: 14 }
  const state = (date: string, over: Partial<Parameters<typeof dayBlock>[0]> = {}) =>
    dayBlock({ date, clock, submitted: none, existing: none, selection: null, ...over })

  it('disables a day before today with Date passed, and today once every hour has started', () => {
    expect(state('2026-11-24')).toBe('passed')
    expect(state('2026-11-25')).toBeNull()
    expect(dayBlock({ date: '2026-11-25', clock: { date: '2026-11-25', hour: 23 }, submitted: none, existing: none, selection: null })).toBe('passed')
  })

  it('marks past hours today (the hour under way included) and none on later days', () => {
    expect(isPastHour('2026-11-25', 14, clock)).toBe(true)
    expect(isPastHour('2026-11-25', 15, clock)).toBe(false)
    expect(isPastHour('2026-11-24', 23, clock)).toBe(true)
    expect(openHours('2026-11-25', clock)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23])
    expect(openHours('2026-11-26', clock)).toHaveLength(24)
    expect(openHours('2026-11-24', clock)).toEqual([])
  })

  it('disables a day submitted in this session (Submitted) before one already set (Availability set)', () => {
    expect(state('2026-11-27', { submitted: new Set(['2026-11-27']), existing: new Set(['2026-11-27']) })).toBe('submitted')
    expect(state('2026-11-27', { existing: new Set(['2026-11-27']) })).toBe('set')
    // A passed day stays passed even if it had availability.
    expect(state('2026-11-24', { existing: new Set(['2026-11-24']) })).toBe('passed')
  })

  it('lets one day be worked on at a time, and frees the others when its last hour is dropped', () => {
    let selection: Selection = toggleHour(null, '2026-11-26', 9, clock)
    expect(selection).toEqual({ date: '2026-11-26', hours: [9] })
    expect(state('2026-11-26', { selection })).toBeNull()
    expect(state('2026-11-27', { selection })).toBe('otherDay')
    // Clicking another day's hour changes nothing.
    expect(toggleHour(selection, '2026-11-27', 10, clock)).toBe(selection)

    selection = toggleHour(selection, '2026-11-26', 7, clock)
    expect(selection).toEqual({ date: '2026-11-26', hours: [7, 9] })
    selection = toggleHour(toggleHour(selection, '2026-11-26', 9, clock), '2026-11-26', 7, clock)
    expect(selection).toBeNull()
    expect(state('2026-11-27', { selection })).toBeNull()
  })

  it('ignores clicks on hours that have started', () => {
    expect(toggleHour(null, '2026-11-25', 14, clock)).toBeNull()
    expect(toggleHour(null, '2026-11-25', 15, clock)).toEqual({ date: '2026-11-25', hours: [15] })
  })

  it('Select All Available picks every remaining hour, Deselect All frees the day', () => {
    const all = toggleAllOpenHours(null, '2026-11-25', clock)
    expect(all).toEqual({ date: '2026-11-25', hours: [15, 16, 17, 18, 19, 20, 21, 22, 23] })
    expect(hasAllOpenHours(all, '2026-11-25', clock)).toBe(true)
    expect(toggleAllOpenHours(all, '2026-11-25', clock)).toBeNull()
    // From a partial choice it completes the day.
    const partial = toggleHour(null, '2026-11-26', 3, clock)
    expect(hasAllOpenHours(partial, '2026-11-26', clock)).toBe(false)
    expect(toggleAllOpenHours(partial, '2026-11-26', clock)?.hours).toHaveLength(24)
    // Not while another day is being worked on.
    expect(toggleAllOpenHours(partial, '2026-11-27', clock)).toBe(partial)
  })

  it('refuses to submit a day without a slot (spec 5)', () => {
    expect(submitProblem(null, '2026-11-26')).toBe(NO_SLOT_SELECTED)
    expect(submitProblem({ date: '2026-11-27', hours: [9] }, '2026-11-26')).toBe(NO_SLOT_SELECTED)
    expect(submitProblem({ date: '2026-11-26', hours: [9] }, '2026-11-26')).toBeNull()
  })
})

describe('availability payloads', () => {
  it('reads HH:00 slots into sorted hours without repeats', () => {
    const parsed = setAvailabilitySchema.parse({ availableDate: '2026-11-26', availableSlots: ['13:00', '09:00', '9:00', '00:00', '11:00 PM'] })
    expect(parsed).toEqual({ availableDate: '2026-11-26', availableSlots: [0, 9, 13, 23] })
    expect(slotTime(9)).toBe('09:00')
    expect(slotTime(23)).toBe('23:00')
  })

  it('refuses no slots with spec 5 text, half hours, 24:00 and impossible dates', () => {
    const first = (input: unknown) => setAvailabilitySchema.safeParse(input).error?.issues[0]?.message
    expect(first({ availableDate: '2026-11-26', availableSlots: [] })).toBe(NO_SLOT_SELECTED)
    expect(first({ availableDate: '2026-11-26' })).toBe(NO_SLOT_SELECTED)
    expect(first({ availableDate: '2026-11-26', availableSlots: ['09:30'] })).toMatch(/whole hour/)
    expect(first({ availableDate: '2026-11-26', availableSlots: ['24:00'] })).toMatch(/whole hour/)
    expect(first({ availableDate: '2026-02-30', availableSlots: ['09:00'] })).toMatch(/date/)
  })

  it('takes an optional date on update', () => {
    expect(updateAvailabilitySchema.parse({ availableSlots: ['10:00'] })).toEqual({ availableSlots: [10] })
    expect(updateAvailabilitySchema.parse({ date: '2026-11-26', availableSlots: ['10:00'] })).toEqual({ date: '2026-11-26', availableSlots: [10] })
  })
})

describe('booked-hour messages', () => {
  it('name the hours in 12-hour form', () => {
    expect(bookedHoursKept([10])).toBe('A patient has held or booked 10:00 AM on this date. Those hours cannot be removed.')
    expect(bookedDateKept([9, 13])).toBe('A patient has held or booked 09:00 AM and 01:00 PM on this date, so it cannot be deleted.')
  })
})
