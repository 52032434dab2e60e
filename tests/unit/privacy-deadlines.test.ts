import { describe, expect, it } from 'vitest'
import { breachNotifyBy, breachNotifyText } from '@/lib/privacy/breach-deadline'
import { dataRequestDueAt, dataRequestDueText, isDataRequestOverdue } from '@/lib/privacy/data-request-deadline'

const at = (iso: string) => new Date(iso)
const HOUR = 3_600_000
const DAY = 24 * HOUR

describe('the 30-day deadline of a data request', () => {
  it('falls 30 days after the request was received', () => {
    expect(dataRequestDueAt(at('2026-11-24T10:15:00.000Z')).toISOString()).toBe('2026-12-24T10:15:00.000Z')
    // Across a month end and a leap day: always 30 days of 24 hours.
    expect(dataRequestDueAt(at('2028-02-10T00:00:00.000Z')).toISOString()).toBe('2028-03-11T00:00:00.000Z')
  })

  it('counts down in days, the last day whole, then hours', () => {
    const received = at('2026-11-24T10:00:00.000Z')
    const due = dataRequestDueAt(received)
    expect(dataRequestDueText(due, received)).toBe('due in 30 days')
    expect(dataRequestDueText(due, new Date(received.getTime() + 60_000))).toBe('due in 30 days')
    expect(dataRequestDueText(due, new Date(due.getTime() - 12 * DAY))).toBe('due in 12 days')
    expect(dataRequestDueText(due, new Date(due.getTime() - DAY))).toBe('due in 1 day')
    expect(dataRequestDueText(due, new Date(due.getTime() - 5 * HOUR + 1))).toBe('due in 5 hours')
    expect(dataRequestDueText(due, new Date(due.getTime() - 60_000))).toBe('due in 1 hour')
  })

  it('says how long it is overdue', () => {
    const due = at('2026-12-24T10:00:00.000Z')
    expect(dataRequestDueText(due, due)).toBe('overdue by 1 hour')
    expect(dataRequestDueText(due, new Date(due.getTime() + 3 * HOUR + 1))).toBe('overdue by 3 hours')
    expect(dataRequestDueText(due, new Date(due.getTime() + 2 * DAY + 5 * HOUR))).toBe('overdue by 2 days')
  })

  it('is overdue only while open and past its due time', () => {
    const due = at('2026-12-24T10:00:00.000Z')
    expect(isDataRequestOverdue({ dueAt: due, isClosed: false }, new Date(due.getTime() - 1))).toBe(false)
    expect(isDataRequestOverdue({ dueAt: due, isClosed: false }, due)).toBe(true)
    expect(isDataRequestOverdue({ dueAt: due, isClosed: true }, new Date(due.getTime() + DAY))).toBe(false)
  })
})

describe('the 72-hour deadline to notify the Commission of a breach', () => {
  it('falls 72 hours after the breach was found', () => {
    expect(breachNotifyBy(at('2026-11-24T10:00:00.000Z')).toISOString()).toBe('2026-11-27T10:00:00.000Z')
  })

  it('counts down in hours, then says how long it is overdue', () => {
    const found = at('2026-11-24T10:00:00.000Z')
    const notifyBy = breachNotifyBy(found)
    expect(breachNotifyText(notifyBy, found)).toBe('notify the Commission within 72 hours')
    expect(breachNotifyText(notifyBy, new Date(found.getTime() + 41 * HOUR))).toBe('notify the Commission within 31 hours')
    expect(breachNotifyText(notifyBy, new Date(notifyBy.getTime() - 10 * 60_000))).toBe('notify the Commission within 1 hour')
    expect(breachNotifyText(notifyBy, new Date(notifyBy.getTime() + 5 * HOUR))).toBe('notification overdue by 5 hours')
    expect(breachNotifyText(notifyBy, new Date(notifyBy.getTime() + 50 * HOUR))).toBe('notification overdue by 50 hours')
  })
})
