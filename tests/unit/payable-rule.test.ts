import { describe, expect, it } from 'vitest'
import { isPending, payableFrom, pendingCutoff } from '@/lib/earnings/payable-rule'

describe('when earnings become payable', () => {
  const endsAt = new Date('2026-11-20T10:00:00Z')

  it('is 48 hours after the session ends', () => {
    expect(payableFrom(endsAt)).toEqual(new Date('2026-11-22T10:00:00Z'))
    expect(pendingCutoff(new Date('2026-11-22T10:00:00Z'))).toEqual(endsAt)
    expect(isPending({ endsAt, disputeOpen: false }, new Date('2026-11-22T09:59:59Z'))).toBe(true)
    expect(isPending({ endsAt, disputeOpen: false }, new Date('2026-11-22T10:00:00Z'))).toBe(false)
  })

  it('waits for as long as a dispute about the session is open', () => {
    expect(isPending({ endsAt, disputeOpen: true }, new Date('2027-01-01T00:00:00Z'))).toBe(true)
  })
})
