import { describe, expect, it } from 'vitest'
import { describeFullRefundDeadline, describePolicy, quoteCancellation } from '@/lib/appointments/cancellation-policy'

const STARTS = new Date('2031-04-09T09:00:00Z')
const HOUR = 3_600_000
const quote = (hoursBefore: number, policy = { fullRefundHours: 24, lateRefundPercent: 50 }) =>
  quoteCancellation({ policy, amountPaidKobo: 3_000_001, startsAt: STARTS, now: new Date(STARTS.getTime() - hoursBefore * HOUR) })

describe('the cancellation policy', () => {
  it('gives everything back up to the deadline, the percentage after it, nothing once started', () => {
    expect(quote(48)).toMatchObject({ window: 'full', refundKobo: 3_000_001 })
    expect(quote(24)).toMatchObject({ window: 'full', refundKobo: 3_000_001 })
    expect(quote(24 - 1 / 3600)).toMatchObject({ window: 'late', refundKobo: 1_500_000 })
    expect(quote(0.01)).toMatchObject({ window: 'late', refundKobo: 1_500_000 })
    expect(quote(0)).toMatchObject({ window: 'started', refundKobo: 0 })
    expect(quote(-1)).toMatchObject({ window: 'started', refundKobo: 0 })
    expect(quote(48).fullRefundUntil).toEqual(new Date(STARTS.getTime() - 24 * HOUR))
  })

  it('with no late percentage gives nothing after the deadline; a zero-hour deadline is the start itself', () => {
    expect(quote(3, { fullRefundHours: 24, lateRefundPercent: 0 })).toMatchObject({ window: 'late', refundKobo: 0 })
    expect(quote(0.5, { fullRefundHours: 0, lateRefundPercent: 0 })).toMatchObject({ window: 'full', refundKobo: 3_000_001 })
  })

  it('says the policy in words', () => {
    expect(describePolicy({ fullRefundHours: 24, lateRefundPercent: 0 })).toBe('Cancel at least 24 hours before the start for a full refund; later, no refund; after the start, nothing.')
    expect(describePolicy({ fullRefundHours: 1, lateRefundPercent: 50 })).toBe('Cancel at least 1 hour before the start for a full refund; later, 50% back; after the start, nothing.')
  })

  it("names one session's full-refund deadline in Lagos time, or what cancelling still gives once it has passed", () => {
    // STARTS is 10:00 in Lagos on Wednesday 9 April 2031.
    const policy = { fullRefundHours: 24, lateRefundPercent: 0 }
    expect(describeFullRefundDeadline({ policy, startsAt: STARTS, now: new Date(STARTS.getTime() - 48 * HOUR) })).toBe('Cancel by Tuesday, April 8, 2031, 10:00 AM (Lagos time) for a full refund.')
    expect(describeFullRefundDeadline({ policy, startsAt: STARTS, now: new Date(STARTS.getTime() - 2 * HOUR) })).toBe(
      'This session starts in less than 24 hours: if you cancel it before the start, no refund is due.',
    )
    expect(describeFullRefundDeadline({ policy: { fullRefundHours: 1, lateRefundPercent: 50 }, startsAt: STARTS, now: new Date(STARTS.getTime() - HOUR / 2) })).toBe(
      'This session starts in less than 1 hour: if you cancel it before the start, 50% of it comes back.',
    )
  })
})
