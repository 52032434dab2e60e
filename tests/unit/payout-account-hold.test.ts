import { describe, expect, it } from 'vitest'
import { isPayoutAccountHeld, maskAccountNumber, payoutsHeldUntil } from '@/lib/payouts/account-hold'

describe('the payout account hold', () => {
  const changedAt = new Date('2026-11-20T10:00:00Z')

  it('holds payouts for 24 hours after the account is replaced', () => {
    expect(payoutsHeldUntil({ changedAt })).toEqual(new Date('2026-11-21T10:00:00Z'))
    expect(isPayoutAccountHeld({ changedAt }, new Date('2026-11-21T09:59:59Z'))).toBe(true)
    expect(isPayoutAccountHeld({ changedAt }, new Date('2026-11-21T10:00:00Z'))).toBe(false)
  })

  it('does not hold a first account', () => {
    expect(payoutsHeldUntil({ changedAt: null })).toBeNull()
    expect(isPayoutAccountHeld({ changedAt: null }, changedAt)).toBe(false)
  })

  it('shows only the last four digits of an account number', () => {
    expect(maskAccountNumber('0123456789')).toBe('••••••6789')
  })
})
