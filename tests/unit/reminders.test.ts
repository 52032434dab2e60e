import { describe, expect, it } from 'vitest'
import { isDiscreet } from '@/lib/notifications/discreet-text'
import { dueReminderKind, reminderWindow } from '@/lib/notifications/reminder-schedule'
import { reminderEmailSubject, reminderShortText } from '@/lib/notifications/reminder-text'
import { SPECIALTIES } from '@/lib/specialties'
import { describeLagosDay, formatLagosClock, lagosInstant } from '@/lib/time'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const START = lagosInstant('2031-04-09', 15) // 3:00 PM in Lagos on Wednesday 9 April 2031
const before = (ms: number) => new Date(START.getTime() - ms)
const LINK = 'https://meet.jit.si/Alafia-0123456789abcdef01234567'

describe('when reminders are due', () => {
  it('is the day-before reminder from 24 hours before until the last hour begins', () => {
    expect(dueReminderKind(START, before(24 * HOUR + 1))).toBeNull()
    expect(dueReminderKind(START, before(24 * HOUR))).toBe('DayBefore')
    expect(dueReminderKind(START, before(5 * HOUR))).toBe('DayBefore')
    expect(dueReminderKind(START, before(HOUR + 1))).toBe('DayBefore')
  })

  it('is the hour-before reminder in the last hour, and nothing once the session has started', () => {
    expect(dueReminderKind(START, before(HOUR))).toBe('HourBefore')
    expect(dueReminderKind(START, before(30 * MINUTE))).toBe('HourBefore')
    expect(dueReminderKind(START, before(1))).toBe('HourBefore')
    expect(dueReminderKind(START, START)).toBeNull()
    expect(dueReminderKind(START, new Date(START.getTime() + 10 * MINUTE))).toBeNull()
  })

  it('gives the cron windows that meet without a gap or an overlap', () => {
    const now = before(3 * HOUR)
    const hour = reminderWindow('HourBefore', now)
    const day = reminderWindow('DayBefore', now)
    expect(hour).toEqual({ after: now, until: new Date(now.getTime() + HOUR) })
    expect(day).toEqual({ after: hour.until, until: new Date(now.getTime() + 24 * HOUR) })
  })
})

describe('what a reminder says', () => {
  it('reads as the time in Lagos, today or tomorrow', () => {
    expect(reminderShortText({ kind: 'DayBefore', startsAt: START, now: before(24 * HOUR), videoLink: LINK })).toBe('Your Alafia session is at 3:00 PM tomorrow.')
    expect(reminderShortText({ kind: 'DayBefore', startsAt: START, now: before(5 * HOUR), videoLink: LINK })).toBe('Your Alafia session is at 3:00 PM today.')
    // 11:00 PM the evening before a 9:00 AM session: tomorrow, though it is less than a day away.
    const morning = lagosInstant('2031-04-10', 9)
    expect(reminderShortText({ kind: 'DayBefore', startsAt: morning, now: lagosInstant('2031-04-09', 23), videoLink: null })).toBe('Your Alafia session is at 9:00 AM tomorrow.')
  })

  it('carries the link to join in the last hour', () => {
    expect(reminderShortText({ kind: 'HourBefore', startsAt: START, now: before(HOUR), videoLink: LINK })).toBe(`Your Alafia session is at 3:00 PM today. Join here: ${LINK}`)
    expect(reminderShortText({ kind: 'HourBefore', startsAt: START, now: before(HOUR), videoLink: null })).toBe('Your Alafia session is at 3:00 PM today. The link to join is on your Alafia account.')
  })

  it('makes email subjects as discreet as the texts', () => {
    expect(reminderEmailSubject({ kind: 'DayBefore', startsAt: START, now: before(24 * HOUR) })).toBe('Reminder: your Alafia session is at 3:00 PM tomorrow')
    expect(reminderEmailSubject({ kind: 'HourBefore', startsAt: START, now: before(HOUR) })).toBe('Starting soon: your Alafia session at 3:00 PM today')
  })

  it('never says more than a shared phone may show, at any hour of the day', () => {
    for (let hour = 0; hour < 24; hour++) {
      const startsAt = lagosInstant('2031-04-09', hour)
      for (const [kind, lead] of [['DayBefore', 20 * HOUR], ['HourBefore', 45 * MINUTE]] as const) {
        const now = new Date(startsAt.getTime() - lead)
        for (const text of [reminderShortText({ kind, startsAt, now, videoLink: LINK }), reminderShortText({ kind, startsAt, now, videoLink: null }), reminderEmailSubject({ kind, startsAt, now })])
          expect(isDiscreet(text), text).toBe(true)
      }
    }
  })
})

describe('the discreet-text guard', () => {
  it('refuses a specialty, a title, and words that disclose care', () => {
    for (const specialty of SPECIALTIES) expect(isDiscreet(`Your ${specialty} session is at 3:00 PM today.`), specialty).toBe(false)
    for (const text of [
      'Your therapy session is at 3:00 PM today.',
      'Your THERAPIST is ready.',
      'Your session with Dr Ngozi Umeh is at 3:00 PM.',
      'Your session with dr. Ada is at 3:00 PM.',
      'Your counselling session is soon.',
      'Mental health check-in at 3:00 PM.',
      'See your appointments: https://alafia.ng/patient-profile',
      'Crisis support session at 3:00 PM.',
    ])
      expect(isDiscreet(text), text).toBe(false)
  })

  it('lets the brand, the time and a link through', () => {
    for (const text of ['Your Alafia session is at 3:00 PM today.', `Your Alafia session is at 3:00 PM today. Join here: ${LINK}`, 'A time opened up on Alafia: 10:00 AM on Friday, May 2.', 'Address: 12 Drive Road'])
      expect(isDiscreet(text), text).toBe(true)
  })
})

describe('the Lagos clock for a phone', () => {
  it('writes a time short, in Lagos time, and names the day', () => {
    expect(formatLagosClock(lagosInstant('2031-04-09', 0))).toBe('12:00 AM')
    expect(formatLagosClock(lagosInstant('2031-04-09', 12))).toBe('12:00 PM')
    expect(formatLagosClock(new Date(lagosInstant('2031-04-09', 9).getTime() + 30 * MINUTE))).toBe('9:30 AM')
    const now = lagosInstant('2031-04-09', 23)
    expect(describeLagosDay(lagosInstant('2031-04-09', 23), now)).toBe('today')
    expect(describeLagosDay(lagosInstant('2031-04-10', 0), now)).toBe('tomorrow')
    expect(describeLagosDay(lagosInstant('2031-04-11', 9), now)).toBe('on Friday, April 11')
    // 11:30 PM UTC on 9 April is 12:30 AM on 10 April in Lagos.
    expect(describeLagosDay(new Date('2031-04-09T23:30:00Z'), lagosInstant('2031-04-09', 12))).toBe('tomorrow')
  })
})
