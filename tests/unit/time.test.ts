import { describe, expect, it } from 'vitest'
import {
  coveredHours,
  describeLagosInstant,
  describeLagosTime,
  formatHour12,
  formatLagosDateTime,
  isCalendarDate,
  lagosClock,
  lagosDateKey,
  lagosInstant,
  lagosWallClock,
  slotTime,
} from '@/lib/time'

// lib/time.ts: the Lagos clock and hour slots (UTC+1 all year, no daylight saving).

describe('the Lagos clock', () => {
  it('reads the Lagos date and hour of an instant, across midnight and the new year', () => {
    expect(lagosClock(new Date('2026-11-21T14:17:00Z'))).toEqual({ date: '2026-11-21', hour: 15 })
    expect(lagosClock(new Date('2026-12-31T23:00:00Z'))).toEqual({ date: '2027-01-01', hour: 0 })
    expect(lagosClock(new Date('2026-06-30T22:59:59.999Z'))).toEqual({ date: '2026-06-30', hour: 23 })
    expect(lagosDateKey(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22')
  })

  it('agrees with the time zone database for Africa/Lagos, hour by hour over years', () => {
    // lagosClock works from the fixed offset; Intl reads the zone's rules. Every hour of 2000–2040
    // at a few minutes past it, and the last millisecond before each hour.
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
    const fromZone = (instant: Date) => {
      const parts = Object.fromEntries(zone.formatToParts(instant).map((part) => [part.type, part.value]))
      return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) }
    }
    const start = Date.parse('2000-01-01T00:00:00Z')
    const end = Date.parse('2040-12-31T23:00:00Z')
    let disagreements = 0
    for (let at = start; at <= end; at += 3_600_000 * 7 + 60_000 * 13) {
      for (const instant of [new Date(at), new Date(at - (at % 3_600_000) - 1)]) {
        const mine = lagosClock(instant)
        const theirs = fromZone(instant)
        if (mine.date !== theirs.date || mine.hour !== theirs.hour) disagreements += 1
      }
    }
    expect(disagreements).toBe(0)
  })

  it('turns a Lagos date and hour into the instant it starts; hour 24 is the next midnight', () => {
    expect(lagosInstant('2026-11-23', 0).toISOString()).toBe('2026-11-22T23:00:00.000Z')
    expect(lagosInstant('2026-11-23', 10).toISOString()).toBe('2026-11-23T09:00:00.000Z')
    expect(lagosInstant('2026-11-23', 24).toISOString()).toBe('2026-11-23T23:00:00.000Z')
    expect(lagosInstant('2026-11-23', 24)).toEqual(lagosInstant('2026-11-24', 0))
    // Round trip, whatever the zone of the machine running it.
    for (const hour of [0, 1, 12, 23]) expect(lagosClock(lagosInstant('2028-02-29', hour))).toEqual({ date: '2028-02-29', hour })
  })

  it('lists the hours an appointment covers, one instant per hour, across midnight too', () => {
    expect(coveredHours(lagosInstant('2026-11-23', 22), 3).map((d) => lagosClock(d))).toEqual([
      { date: '2026-11-23', hour: 22 },
      { date: '2026-11-23', hour: 23 },
      { date: '2026-11-24', hour: 0 },
    ])
    expect(coveredHours(lagosInstant('2026-11-23', 10), 0)).toEqual([])
  })

  it('reads a Lagos wall-clock time, refusing fields out of range', () => {
    expect(lagosWallClock({ year: 2023, month: 6, day: 29, hour: 13, minute: 20, second: 18 })?.toISOString()).toBe('2023-06-29T12:20:18.000Z')
    expect(lagosWallClock({ year: 2021, month: 11, day: 17, hour: 0, minute: 0, second: 0, ms: 615 })?.toISOString()).toBe('2021-11-16T23:00:00.615Z')
    expect(lagosWallClock({ year: 2023, month: 2, day: 31, hour: 10 })).toBeNull()
    expect(lagosWallClock({ year: 2023, month: 13, day: 1, hour: 10 })).toBeNull()
    expect(lagosWallClock({ year: 2023, month: 1, day: 1, hour: 24 })).toBeNull()
    expect(lagosWallClock({ year: 2023, month: 1, day: 1, hour: 10, minute: 60 })).toBeNull()
  })
})

describe('calendar dates', () => {
  it('knows a real calendar date from a malformed or impossible one', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2027-02-29')).toBe(false)
    expect(isCalendarDate('2026-13-01')).toBe(false)
    expect(isCalendarDate('2026-11-31')).toBe(false)
    expect(isCalendarDate('26-11-23')).toBe(false)
    expect(isCalendarDate('2026-11-23T00:00')).toBe(false)
    expect(isCalendarDate('')).toBe(false)
  })
})

describe('hours as text', () => {
  it('writes when something happened in Lagos time, whatever the zone of the machine', () => {
    expect(formatLagosDateTime('2031-08-01T09:30:00Z')).toBe('Aug 1, 2031, 10:30 AM')
    // 23:05 UTC is already the next day in Lagos.
    expect(formatLagosDateTime(new Date('2031-08-01T23:05:00Z'))).toBe('Aug 2, 2031, 12:05 AM')
  })

  it("writes spec 3's HH:00 slot times, with one answer for midnight", () => {
    expect(slotTime(0)).toBe('00:00')
    expect(slotTime(9)).toBe('09:00')
    expect(slotTime(23)).toBe('23:00')
    // A session ending at midnight ends at 00:00, as the start of the next day reads.
    expect(slotTime(24)).toBe('00:00')
  })

  it('writes 12-hour times; midnight is 12:00 AM whether it starts or ends a day', () => {
    expect(formatHour12(0)).toBe('12:00 AM')
    expect(formatHour12(9)).toBe('09:00 AM')
    expect(formatHour12(12)).toBe('12:00 PM')
    expect(formatHour12(23)).toBe('11:00 PM')
    expect(formatHour12(24)).toBe('12:00 AM')
  })

  it('describes a session in Lagos time for emails', () => {
    expect(describeLagosTime(lagosInstant('2026-11-23', 15), lagosInstant('2026-11-23', 17))).toBe('Monday, November 23, 2026, 03:00 PM - 05:00 PM (Lagos time)')
  })

  it('describes one moment in Lagos time, 12-hour, whatever the instant is given as', () => {
    expect(describeLagosInstant(lagosInstant('2026-11-22', 15))).toBe('Sunday, November 22, 2026, 03:00 PM (Lagos time)')
    // 23:30 UTC is already the next day in Lagos; midnight reads 12 AM.
    expect(describeLagosInstant('2026-11-22T23:30:00.000Z')).toBe('Monday, November 23, 2026, 12:30 AM (Lagos time)')
  })
})
