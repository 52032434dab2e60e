import { describe, expect, it } from 'vitest'
import {
  appointmentState,
  appointmentStateFields,
  isCompletedSession,
  isLiveHold,
  paymentStatusOf,
  shownStatus,
  type StoredAppointment,
} from '@/lib/appointments/appointment-state'

// The one rule of what state an appointment is in (decision 020), tried at its edges. The database's
// side of the same rule is checked against this one in tests/integration/appointment-state.test.ts.

const NOW = new Date('2031-04-07T07:30:00Z')
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000)

const row = (overrides: Partial<StoredAppointment> = {}): StoredAppointment => ({
  status: 'Paid',
  holdExpiresAt: null,
  isComplete: false,
  endsAt: minutes(120),
  payments: [{ status: 'Paid' }],
  ...overrides,
})
const hold = (overrides: Partial<StoredAppointment> = {}) => row({ status: 'Pending', holdExpiresAt: minutes(10), payments: [], ...overrides })

describe('appointmentState', () => {
  it('names a hold Pending while it runs, and Abandoned from the instant it runs out', () => {
    expect(appointmentState(hold(), NOW)).toBe('Pending')
    expect(appointmentState(hold({ holdExpiresAt: new Date(NOW.getTime() + 1) }), NOW)).toBe('Pending')
    expect(appointmentState(hold({ holdExpiresAt: NOW }), NOW)).toBe('Abandoned')
    expect(isLiveHold(hold({ holdExpiresAt: NOW }), NOW)).toBe(false)
  })

  it('names every hold that ended without money Abandoned: closed, failed, replaced, ran out', () => {
    for (const status of ['Cancelled', 'Expired'] as const) expect(appointmentState(row({ status, payments: [] }), NOW)).toBe('Abandoned')
    expect(appointmentState(hold({ holdExpiresAt: minutes(-1) }), NOW)).toBe('Abandoned')
  })

  it('names a paid session Paid until it is marked complete or over, then Completed', () => {
    expect(appointmentState(row(), NOW)).toBe('Paid')
    // Going on now: still Paid (neither to come nor completed on the dashboard, but not over).
    expect(appointmentState(row({ endsAt: minutes(30) }), NOW)).toBe('Paid')
    expect(appointmentState(row({ endsAt: NOW }), NOW)).toBe('Paid')
    expect(appointmentState(row({ endsAt: new Date(NOW.getTime() - 1) }), NOW)).toBe('Completed')
    expect(appointmentState(row({ isComplete: true }), NOW)).toBe('Completed')
    expect(isCompletedSession({ status: 'Cancelled', isComplete: true, endsAt: minutes(-60) }, NOW)).toBe(false)
  })

  it('names a paid session cancelled afterwards Cancelled, and money that came too late a refund', () => {
    expect(appointmentState(row({ status: 'Cancelled' }), NOW)).toBe('Cancelled')
    // Too late: whether the hold had run out or had been closed, it was never a session.
    for (const status of ['Cancelled', 'Expired'] as const) {
      expect(appointmentState(row({ status, payments: [{ status: 'RefundRequired' }] }), NOW)).toBe('RefundDue')
      expect(appointmentState(row({ status, payments: [{ status: 'Refunded' }] }), NOW)).toBe('Refunded')
    }
  })

  it('keeps a Paid booking a session even with money to refund beside it (a double payment)', () => {
    expect(appointmentState(row({ payments: [{ status: 'Paid' }, { status: 'RefundRequired' }] }), NOW)).toBe('Paid')
    expect(paymentStatusOf([{ status: 'Paid' }, { status: 'RefundRequired' }])).toBe('RefundRequired')
  })
})

describe("spec 3's status", () => {
  it('is the stored one, except that a hold that ran out reads Expired before the next booking tidies it', () => {
    expect(shownStatus(hold(), NOW)).toBe('Pending')
    expect(shownStatus(hold({ holdExpiresAt: NOW }), NOW)).toBe('Expired')
    expect(appointmentStateFields(row({ status: 'Cancelled', payments: [] }), NOW)).toEqual({ status: 'Cancelled', state: 'Abandoned' })
    expect(appointmentStateFields(row({ isComplete: true }), NOW)).toEqual({ status: 'Paid', state: 'Completed' })
  })
})
