import { describe, expect, it } from 'vitest'
import { buildCalendarInvites, type CalendarInvite } from '@/lib/calendar/ics'
import {
  describeClash,
  describeRepeat,
  longestFreeRun,
  runOfferLabel,
  seriesClashMessage,
  seriesDates,
  weekOfSeries,
  type Clash,
} from '@/lib/booking/series'
import { confirmationPath, seriesAvailability, type BookableDay } from '@/lib/booking/slot-choices'
import { seriesAmountKobo } from '@/lib/money'
import { holdAppointmentSchema, WEEKS_INVALID } from '@/lib/validation/booking'

// The pure rules of standing weekly sessions (docs/decisions/023-weekly-series.md).

const taken = (...dates: string[]): Clash[] => dates.map((appointmentDate) => ({ appointmentDate, reason: 'taken' }))

describe('the dates of a weekly series', () => {
  it('are seven days apart on the same weekday, across month and year ends and a leap day', () => {
    expect(seriesDates('2031-04-09', 3)).toEqual(['2031-04-09', '2031-04-16', '2031-04-23'])
    expect(seriesDates('2031-12-24', 3)).toEqual(['2031-12-24', '2031-12-31', '2032-01-07'])
    expect(seriesDates('2032-02-22', 2)).toEqual(['2032-02-22', '2032-02-29'])
    expect(seriesDates('2031-04-09', 12)).toHaveLength(12)
    expect(seriesDates('2031-04-09', 1)).toEqual(['2031-04-09'])
  })

  it('cost fee × hours × weeks, in kobo', () => {
    expect(seriesAmountKobo(2, 1_500_000, 4)).toBe(12_000_000)
    expect(seriesAmountKobo(1, 4_500_050, 12)).toBe(54_000_600)
  })

  it('read as they are said', () => {
    expect(describeRepeat('2031-04-09', 8)).toBe('Every Wednesday for 8 weeks')
    expect(describeRepeat('2031-04-09', 1)).toBe('Once')
    expect(weekOfSeries(3, 8)).toBe('Week 3 of 8')
  })
})

describe('the longest run of clash-free weeks', () => {
  const dates = seriesDates('2031-04-09', 8)

  it('is the whole series when nothing clashes, and null when everything does', () => {
    expect(longestFreeRun(dates, [])).toEqual({ appointmentDate: '2031-04-09', weeks: 8 })
    expect(longestFreeRun(dates, taken(...dates))).toBeNull()
  })

  it('is the longest stretch between clashes, at the start, in the middle or at the end', () => {
    expect(longestFreeRun(dates, taken('2031-04-23'))).toEqual({ appointmentDate: '2031-04-30', weeks: 5 })
    expect(longestFreeRun(dates, taken('2031-05-14', '2031-05-21'))).toEqual({ appointmentDate: '2031-04-09', weeks: 5 })
    expect(longestFreeRun(dates, taken('2031-04-09', '2031-05-28'))).toEqual({ appointmentDate: '2031-04-16', weeks: 6 })
    expect(longestFreeRun(dates, taken('2031-04-16', '2031-05-07'))).toEqual({ appointmentDate: '2031-05-14', weeks: 3 })
  })

  it('is the earliest of two runs as long, and a single week when no two free weeks follow each other', () => {
    expect(longestFreeRun(dates, taken('2031-04-23', '2031-05-14'))).toEqual({ appointmentDate: '2031-04-09', weeks: 2 })
    expect(longestFreeRun(seriesDates('2031-04-09', 4), taken('2031-04-09', '2031-04-23'))).toEqual({ appointmentDate: '2031-04-16', weeks: 1 })
  })

  it('is offered in words: every clashing date with why, then the run', () => {
    const clashes: Clash[] = [{ appointmentDate: '2031-04-23', reason: 'taken' }, { appointmentDate: '2031-05-07', reason: 'date' }, { appointmentDate: '2031-05-14', reason: 'own' }]
    expect(describeClash(clashes[0]!)).toBe('Apr 23, 2031 (already booked)')
    const run = longestFreeRun(dates, clashes)!
    expect(seriesClashMessage(clashes, run)).toBe(
      'Not every week of that series is free: Apr 23, 2031 (already booked), May 7, 2031 (no hours published), May 14, 2031 (you have another session then). Nothing was held. The longest run of free weeks is 2 weeks from Apr 9, 2031.',
    )
    expect(runOfferLabel(run)).toBe('Book 2 weeks from Apr 9, 2031 instead')
    expect(runOfferLabel({ appointmentDate: '2031-04-16', weeks: 1 })).toBe('Book just Apr 16, 2031 instead')
    expect(seriesClashMessage(taken(...dates), null)).not.toContain('longest')
  })
})

describe('the widget’s view of a series before Next', () => {
  const days: BookableDay[] = [
    { date: '2031-04-09', hours: [9, 10, 11] },
    { date: '2031-04-16', hours: [9, 11] },
    { date: '2031-04-30', hours: [10, 11] },
    { date: '2031-05-07', hours: [10, 11, 12] },
  ]

  it('names the weeks not free (a taken hour, a day not published) and the run to take instead', () => {
    expect(seriesAvailability(days, { date: '2031-04-09', start: 10, end: 12 }, 5)).toEqual({
      dates: ['2031-04-09', '2031-04-16', '2031-04-23', '2031-04-30', '2031-05-07'],
      unavailable: [{ appointmentDate: '2031-04-16', reason: 'taken' }, { appointmentDate: '2031-04-23', reason: 'date' }],
      run: { appointmentDate: '2031-04-30', weeks: 2 },
    })
    expect(seriesAvailability(days, { date: '2031-04-09', start: 11, end: 12 }, 2).unavailable).toEqual([])
  })

  it('carries the weeks in the confirmation page’s address only above one', () => {
    const id = '2b6f3d39-5f5b-4c2a-9a5e-0d4f0c6a1e11'
    expect(confirmationPath({ therapistId: id, date: '2031-04-09', start: 10, end: 12 })).toBe(`/appointment-confirmation?therapistId=${id}&date=2031-04-09&start=10%3A00&end=12%3A00`)
    expect(confirmationPath({ therapistId: id, date: '2031-04-09', start: 10, end: 12, weeks: 1 })).not.toContain('weeks')
    expect(confirmationPath({ therapistId: id, date: '2031-04-09', start: 10, end: 12, weeks: 8 })).toBe(`/appointment-confirmation?therapistId=${id}&date=2031-04-09&start=10%3A00&end=12%3A00&weeks=8`)
  })
})

describe('the weeks a hold accepts', () => {
  const base = { therapistId: '2b6f3d39-5f5b-4c2a-9a5e-0d4f0c6a1e11', appointmentDate: '2031-04-09', slot_start: '10:00', slot_end: '11:00' }
  it('default to one, and are 1 to 12 whole weeks', () => {
    expect(holdAppointmentSchema.parse(base).weeks).toBe(1)
    expect(holdAppointmentSchema.parse({ ...base, weeks: 12 }).weeks).toBe(12)
    for (const weeks of [0, 13, 1.5, '4', null]) expect(holdAppointmentSchema.safeParse({ ...base, weeks }).error?.issues[0]?.message).toBe(WEEKS_INVALID)
  })
})

describe('one calendar file for every week', () => {
  const event = (n: number, cancelled = false): CalendarInvite => ({
    uid: `week-${n}@alafia.ng`,
    sequence: n === 2 ? 1 : 0,
    stampedAt: new Date('2031-04-07T07:30:15Z'),
    startsAt: new Date(`2031-04-${String(2 + 7 * n).padStart(2, '0')}T09:00:00Z`),
    endsAt: new Date(`2031-04-${String(2 + 7 * n).padStart(2, '0')}T10:00:00Z`),
    summary: 'Session',
    description: 'Week',
    organizer: { name: 'Alafia', email: 'support@alafia.ng' },
    attendee: { name: 'Kunle', email: 'kunle@example.test' },
    cancelled,
  })

  it('holds one VEVENT per week, each with its own UID and SEQUENCE, in one VCALENDAR with one time zone', () => {
    const text = buildCalendarInvites([event(1), event(2), event(3)])
    expect(text.match(/BEGIN:VCALENDAR/g)).toHaveLength(1)
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1)
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3)
    expect(text).toContain('METHOD:REQUEST')
    expect([...text.matchAll(/^UID:(.*)$/gm)].map((m) => m[1]!.trim())).toEqual(['week-1@alafia.ng', 'week-2@alafia.ng', 'week-3@alafia.ng'])
    expect([...text.matchAll(/^SEQUENCE:(\d+)/gm)].map((m) => m[1])).toEqual(['0', '1', '0'])
    expect(text).toContain('DTSTART;TZID=Africa/Lagos:20310416T100000')
  })

  it('cancels every week together, and never mixes invites with cancellations', () => {
    const text = buildCalendarInvites([event(1, true), event(2, true)])
    expect(text).toContain('METHOD:CANCEL')
    expect(text.match(/STATUS:CANCELLED/g)).toHaveLength(2)
    expect(() => buildCalendarInvites([event(1), event(2, true)])).toThrow()
    expect(() => buildCalendarInvites([])).toThrow()
  })
})
