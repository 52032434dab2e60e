import { describe, expect, it } from 'vitest'
import {
  type AvailabilityDay,
  bookableDays,
  choiceProblem,
  confirmationPath,
  currentChoice,
  endChoices,
  hasAvailability,
  loginToBookPath,
} from '@/lib/booking/slot-choices'
import { BOOKING_INCOMPLETE, DATE_NOT_AVAILABLE, holdAppointmentSchema } from '@/lib/validation/booking'
import { localTimeBeside } from '@/lib/time'

const day = (availableDate: string, availableSlots: string[]): AvailabilityDay => ({ _id: availableDate, availableDate, availableSlots, isBooked: availableSlots.length === 0 })

// 15:17 in Lagos on Saturday 21 November 2026.
const NOW = new Date('2026-11-21T14:17:00Z')
const THERAPIST = '2b6f3d39-5f5b-4c2a-9a5e-0d4f0c6a1e11'

describe('the dates and hours the booking widget offers', () => {
  it('offers today on only, and today only the hours after the current one, sorted', () => {
    const days = bookableDays(
      [
        day('2026-11-23', ['02:00 PM', '09:00 AM', '10:00 AM']),
        day('2026-11-20', ['09:00 AM']),
        day('2026-11-21', ['09:00 AM', '03:00 PM', '04:00 PM', '06:00 PM']),
      ],
      NOW,
    )
    expect(days).toEqual([
      { date: '2026-11-21', hours: [16, 18] },
      { date: '2026-11-23', hours: [9, 10, 14] },
    ])
  })

  it('keeps a fully booked day, empty, and knows when nothing is free at all', () => {
    const days = bookableDays([day('2026-11-22', []), day('2026-11-21', ['10:00 AM'])], NOW)
    expect(days).toEqual([
      { date: '2026-11-21', hours: [] },
      { date: '2026-11-22', hours: [] },
    ])
    expect(hasAvailability(days)).toBe(false)
    expect(hasAvailability(bookableDays([day('2026-11-22', ['09:00 AM'])], NOW))).toBe(true)
  })

  it('ends a session at most where the run of consecutive free hours ends', () => {
    const monday = { date: '2026-11-23', hours: [9, 10, 11, 14, 15, 23] }
    expect(endChoices(monday, 9)).toEqual([10, 11, 12])
    expect(endChoices(monday, 11)).toEqual([12])
    expect(endChoices(monday, 14)).toEqual([15, 16])
    // The last hour of the day ends at midnight.
    expect(endChoices(monday, 23)).toEqual([24])
    expect(endChoices(monday, 12)).toEqual([])
    expect(endChoices(monday, null)).toEqual([])
    expect(endChoices(undefined, 9)).toEqual([])
  })

  it('offers at most three hours from the start, however long the free run', () => {
    const long = { date: '2026-11-23', hours: [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] }
    expect(endChoices(long, 8)).toEqual([9, 10, 11])
  })
})

describe('a choice against the current availability', () => {
  const days = [
    { date: '2026-11-23', hours: [9, 10, 11] },
    { date: '2026-11-24', hours: [] },
  ]

  it('clears a start or end that is no longer on offer, and everything after it', () => {
    expect(currentChoice(days, { date: '2026-11-23', start: 9, end: 11 })).toMatchObject({ date: '2026-11-23', start: 9, end: 11 })
    expect(currentChoice(days, { date: '2026-11-23', start: 9, end: 13 })).toMatchObject({ start: 9, end: null })
    expect(currentChoice(days, { date: '2026-11-23', start: 12, end: 13 })).toMatchObject({ start: null, end: null })
    expect(currentChoice(days, { date: '2026-11-24', start: 9, end: 10 })).toMatchObject({ date: '', start: null, end: null, day: undefined })
  })

  it("names what is missing in spec 5's words", () => {
    expect(choiceProblem(days, { date: '', start: null, end: null })).toBe(BOOKING_INCOMPLETE)
    expect(choiceProblem(days, { date: '2026-11-23', start: 9, end: null })).toBe(BOOKING_INCOMPLETE)
    expect(choiceProblem(days, { date: '2026-11-24', start: 9, end: 10 })).toBe(DATE_NOT_AVAILABLE)
    expect(choiceProblem(days, { date: '2026-11-30', start: 9, end: 10 })).toBe(DATE_NOT_AVAILABLE)
    expect(choiceProblem(days, { date: '2026-11-23', start: 10, end: 12 })).toBeNull()
  })
})

describe('the draft', () => {
  it('puts the draft in the confirmation URL in the hold API’s own form', () => {
    const path = confirmationPath({ therapistId: THERAPIST, date: '2026-11-23', start: 22, end: 24 })
    expect(path).toBe(`/appointment-confirmation?therapistId=${THERAPIST}&date=2026-11-23&start=22%3A00&end=00%3A00`)
    const query = Object.fromEntries(new URL(path, 'http://x.test').searchParams)
    const parsed = holdAppointmentSchema.parse({ therapistId: query.therapistId, appointmentDate: query.date, slot_start: query.start, slot_end: query.end })
    expect(parsed).toMatchObject({ slot_start: 22, slot_end: 24 })
  })

  it('sends a visitor to log in and come back to this therapist', () => {
    expect(loginToBookPath(THERAPIST)).toBe(`/user-login?redirect=%2Fone-therapist%2F${THERAPIST}`)
  })
})

describe("the visitor's own time beside Nigerian time", () => {
  it('says nothing in Lagos or a zone with the same clock', () => {
    expect(localTimeBeside('2026-11-23', 10, 'Africa/Lagos')).toBeNull()
    expect(localTimeBeside('2026-11-23', 10, 'Africa/Kinshasa')).toBeNull()
    expect(localTimeBeside('2026-11-23', 10, null)).toBeNull()
  })

  it('shows the local clock, and the day when it differs', () => {
    expect(localTimeBeside('2026-11-23', 10, 'Europe/Helsinki')).toBe('11:00 AM')
    expect(localTimeBeside('2026-11-23', 10, 'UTC')).toBe('09:00 AM')
    expect(localTimeBeside('2026-11-23', 10, 'Asia/Kolkata')).toBe('02:30 PM')
    expect(localTimeBeside('2026-11-23', 2, 'America/New_York')).toBe('08:00 PM, Nov 22')
    expect(localTimeBeside('2026-11-23', 24, 'Europe/London')).toBe('11:00 PM')
  })

  it('ignores a zone name it does not know', () => {
    expect(localTimeBeside('2026-11-23', 10, 'Mars/Olympus')).toBeNull()
  })
})
