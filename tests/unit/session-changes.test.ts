import { describe, expect, it } from 'vitest'
import { NO_REFUND_DUE, refundStatusLabel } from '@/lib/appointments/refund-status'
import { canCancelSession, canMarkPatientAbsent, canReportAbsentTherapist, isInAbsenceWindow } from '@/lib/appointments/session-changes'

// lib/appointments/session-changes.ts: which buttons a paid session offers, at the edges of its times.

const HOUR = 3_600_000
const startsAt = new Date('2031-04-09T09:00:00Z')
const endsAt = new Date(startsAt.getTime() + 2 * HOUR)
const at = (hoursFromStart: number) => new Date(startsAt.getTime() + hoursFromStart * HOUR)
const paid = { status: 'Paid', startsAt, endsAt, absenceReport: null, markedNoShow: false }

describe('cancelling', () => {
  it('is offered for a paid session until the moment it starts', () => {
    expect(canCancelSession(paid, at(-48))).toBe(true)
    expect(canCancelSession(paid, at(-1 / 3600))).toBe(true)
    expect(canCancelSession(paid, at(0))).toBe(false)
    expect(canCancelSession(paid, at(1))).toBe(false)
  })

  it('is never offered for a session that is not paid (cancelled, pending, expired)', () => {
    for (const status of ['Cancelled', 'Pending', 'Expired']) expect(canCancelSession({ ...paid, status }, at(-48))).toBe(false)
  })
})

describe('a missed session', () => {
  it('can be marked or reported from the start until 48 hours after the end', () => {
    expect(isInAbsenceWindow(paid, at(-1 / 3600))).toBe(false)
    expect(isInAbsenceWindow(paid, at(0))).toBe(true)
    expect(isInAbsenceWindow(paid, at(2 + 48))).toBe(true)
    expect(isInAbsenceWindow(paid, at(2 + 48 + 1 / 3600))).toBe(false)
  })

  it('is reported once by the patient and marked once by the therapist, paid sessions only', () => {
    expect(canReportAbsentTherapist(paid, at(1))).toBe(true)
    expect(canReportAbsentTherapist({ ...paid, absenceReport: 'Open' }, at(1))).toBe(false)
    expect(canReportAbsentTherapist({ ...paid, status: 'Cancelled' }, at(1))).toBe(false)
    expect(canMarkPatientAbsent(paid, at(1))).toBe(true)
    expect(canMarkPatientAbsent({ ...paid, markedNoShow: true }, at(1))).toBe(false)
    expect(canMarkPatientAbsent({ ...paid, status: 'Cancelled' }, at(1))).toBe(false)
    expect(canMarkPatientAbsent(paid, at(-1))).toBe(false)
  })
})

describe('the refund in words', () => {
  it('says sent, in progress, waiting for an account, delayed, or none due', () => {
    expect(refundStatusLabel({ status: 'Completed' })).toBe('Refund sent')
    expect(refundStatusLabel({ status: 'Requested' })).toBe('Refund in progress')
    expect(refundStatusLabel({ status: 'Processing' })).toBe('Refund in progress')
    expect(refundStatusLabel({ status: 'AwaitingAccount' })).toBe('Bank account needed')
    expect(refundStatusLabel({ status: 'Failed' })).toBe('Refund delayed')
    expect(refundStatusLabel(null)).toBe(NO_REFUND_DUE)
  })
})
