import { describe, expect, it } from 'vitest'
import { describeAuditEntry } from '@/lib/admin/audit-labels'
import { describePayoutRun, payoutSkipText } from '@/lib/admin/payout-status'
import { isPayoutDay, nextPayoutDay } from '@/lib/payouts/payout-days'
import { payoutEligibility } from '@/lib/payouts/payout-eligibility'

const HOUR_MS = 3_600_000

describe('payout days', () => {
  it('are the 15th and the last day of each month (Lagos dates)', () => {
    expect(['2026-11-15', '2026-11-30', '2026-12-31', '2027-02-28', '2028-02-29'].every(isPayoutDay)).toBe(true)
    expect(['2026-11-14', '2026-11-16', '2026-11-29', '2028-02-28', '2026-02-30', 'nonsense'].some(isPayoutDay)).toBe(false)
  })

  it('next is the day itself on a payout day, else the 15th or the month’s last day', () => {
    expect(nextPayoutDay('2026-11-01')).toBe('2026-11-15')
    expect(nextPayoutDay('2026-11-15')).toBe('2026-11-15')
    expect(nextPayoutDay('2026-11-16')).toBe('2026-11-30')
    expect(nextPayoutDay('2027-02-20')).toBe('2027-02-28')
    expect(nextPayoutDay('2028-02-29')).toBe('2028-02-29')
    expect(() => nextPayoutDay('2026-13-01')).toThrow(RangeError)
  })
})

describe('who a payout run pays', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  const minimumKobo = 100_000

  it('pays a payable balance of at least the minimum to an account that is not held', () => {
    expect(payoutEligibility({ payableKobo: 100_000, account: { changedAt: null }, minimumKobo, now })).toEqual({ isPaid: true })
    expect(payoutEligibility({ payableKobo: 500_000, account: { changedAt: new Date(now.getTime() - 24 * HOUR_MS) }, minimumKobo, now })).toEqual({ isPaid: true })
  })

  it('says why not: below the minimum first, then no account, then an account held for 24 hours after a change', () => {
    expect(payoutEligibility({ payableKobo: 99_999, account: null, minimumKobo, now })).toEqual({ isPaid: false, reason: 'BelowMinimum', heldUntil: null })
    expect(payoutEligibility({ payableKobo: -5_000, account: { changedAt: null }, minimumKobo, now })).toMatchObject({ reason: 'BelowMinimum' })
    expect(payoutEligibility({ payableKobo: 100_000, account: null, minimumKobo, now })).toEqual({ isPaid: false, reason: 'NoAccount', heldUntil: null })
    const changedAt = new Date(now.getTime() - 23 * HOUR_MS)
    expect(payoutEligibility({ payableKobo: 100_000, account: { changedAt }, minimumKobo, now })).toEqual({ isPaid: false, reason: 'AccountHeld', heldUntil: new Date(changedAt.getTime() + 24 * HOUR_MS) })
  })
})

describe('payout texts', () => {
  it('sum up a run for the notice', () => {
    expect(describePayoutRun({ transfers: [], skipped: 0 })).toBe('Nobody was due a payout.')
    expect(
      describePayoutRun({
        transfers: [
          { amountKobo: 1_700_000, status: 'Paid' },
          { amountKobo: 1_700_050, status: 'Paid' },
          { amountKobo: 500_000, status: 'Processing' },
          { amountKobo: 500_000, status: 'Failed' },
        ],
        skipped: 1,
      }),
    ).toBe('2 therapists paid (₦34,000.50). 1 transfer is waiting for the bank. 1 transfer failed. 1 therapist owed money was not paid: see Owed now.')
  })

  it('say why a therapist is not paid', () => {
    expect(payoutSkipText(null, null)).toBe('Will be paid')
    expect(payoutSkipText('NoAccount', null)).toBe('No payout account yet')
    expect(payoutSkipText('AccountHeld', 'Nov 25, 2026, 10:00 AM')).toBe('Account changed: held until Nov 25, 2026, 10:00 AM')
  })

  it('read a payout run in the audit log with its counts and total', () => {
    const described = describeAuditEntry({
      action: 'payouts.run', targetType: 'PayoutRun', targetId: 'x', targetUser: null, targetPost: null,
      details: { transfers: 3, paid: 2, failed: 1, waiting: 0, totalKobo: 5_100_000, skipped: 4 },
    })
    expect(described.verb).toBe('Ran payouts')
    expect(described.lines).toEqual([
      { label: 'Transfers', value: '3' },
      { label: 'Total', value: '₦51,000' },
      { label: 'Paid', value: '2' },
      { label: 'Failed', value: '1' },
      { label: 'Waiting for the bank', value: '0' },
      { label: 'Therapists not paid', value: '4' },
      { label: 'Payouts', value: 'Open the payouts', href: '/admin/payouts' },
    ])
  })
})
