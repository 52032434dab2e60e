import { describeLagosInstant, HOUR_MS } from '@/lib/time'
import { percentOfKobo } from '@/lib/money'

// The cancellation policy (pure, shared by the server, the dialog and the emails). It is stored on each
// appointment when it is paid, so changing the settings never changes the terms of a booking made.

export type CancellationPolicy = {
  /** Cancelling at least this many hours before the start gets the whole amount back. */
  fullRefundHours: number
  /** Cancelling later, but before the start, gets this percentage back (rounded down to the kobo). */
  lateRefundPercent: number
}

/** full: before the deadline; late: after it, before the start; started: nothing comes back. */
export type CancellationWindow = 'full' | 'late' | 'started'

export type CancellationQuote = {
  window: CancellationWindow
  refundKobo: number
  /** The last moment a cancellation gets everything back. */
  fullRefundUntil: Date
}

/** What a patient who cancels at `now` gets back of `amountPaidKobo` under `policy`. */
export function quoteCancellation({ policy, amountPaidKobo, startsAt, now }: { policy: CancellationPolicy; amountPaidKobo: number; startsAt: Date; now: Date }): CancellationQuote {
  const fullRefundUntil = new Date(startsAt.getTime() - policy.fullRefundHours * HOUR_MS)
  if (now >= startsAt) return { window: 'started', refundKobo: 0, fullRefundUntil }
  if (now <= fullRefundUntil) return { window: 'full', refundKobo: amountPaidKobo, fullRefundUntil }
  return { window: 'late', refundKobo: percentOfKobo(amountPaidKobo, policy.lateRefundPercent), fullRefundUntil }
}

/** "Cancel at least 24 hours before the start for a full refund; later, 50% back; after the start, nothing." */
export function describePolicy(policy: CancellationPolicy): string {
  const hours = `${policy.fullRefundHours} ${policy.fullRefundHours === 1 ? 'hour' : 'hours'}`
  const late = policy.lateRefundPercent > 0 ? `later, ${policy.lateRefundPercent}% back` : 'later, no refund'
  return `Cancel at least ${hours} before the start for a full refund; ${late}; after the start, nothing.`
}

/**
 * What the policy means for one session, for the patient before paying and in the confirmation:
 * "Cancel by Tuesday, April 8, 2031, 10:00 AM (Lagos time) for a full refund.", or, when that moment
 * has already passed, what a cancellation before the start still gives.
 */
export function describeFullRefundDeadline({ policy, startsAt, now }: { policy: CancellationPolicy; startsAt: Date; now: Date }): string {
  const { window, fullRefundUntil } = quoteCancellation({ policy, amountPaidKobo: 0, startsAt, now })
  if (window === 'full') return `Cancel by ${describeLagosInstant(fullRefundUntil)} for a full refund.`
  const hours = `${policy.fullRefundHours} ${policy.fullRefundHours === 1 ? 'hour' : 'hours'}`
  const late = policy.lateRefundPercent > 0 ? `${policy.lateRefundPercent}% of it comes back` : 'no refund is due'
  return `This session starts in less than ${hours}: if you cancel it before the start, ${late}.`
}
