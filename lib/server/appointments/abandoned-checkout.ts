import 'server-only'
import type { Prisma } from '../db'

/*
 * "Was this appointment ever paid?", decided here once, as a where clause for the database and as a
 * test on a row already read.
 *
 * A hold is made when a patient starts to pay; it ends Cancelled (the checkout failed or was closed,
 * or a new hold replaced it), Expired (its 20 minutes ran out) or Paid. Money that arrives is a
 * Payment row, whatever happens after: Paid, RefundRequired (it came after the hold was lost) or
 * Refunded. So an appointment was paid for exactly when it has a Payment row.
 *
 * An abandoned checkout is a hold that is over and was never paid: Cancelled or Expired with no
 * Payment, or still Pending with its time run out (the next booking marks it Expired, decision 004).
 * It is not a session: it is never counted as a cancelled session, and the admin area names it
 * "Abandoned payment".
 */

/** The appointment has a payment (kept, to refund, or refunded): money arrived for it once. */
export const EVER_PAID_WHERE = { payments: { some: {} } } as const satisfies Prisma.AppointmentWhereInput

const NEVER_PAID_WHERE = { payments: { none: {} } } as const satisfies Prisma.AppointmentWhereInput

/** Holds that are over without any payment (see above). `now` decides whether a Pending hold ran out. */
export function abandonedCheckoutWhere(now: Date): Prisma.AppointmentWhereInput {
  return {
    ...NEVER_PAID_WHERE,
    OR: [{ status: { in: ['Cancelled', 'Expired'] } }, { status: 'Pending', holdExpiresAt: { lte: now } }],
  }
}

/** Holds still running: the patient may be paying right now. */
export function runningHoldWhere(now: Date): Prisma.AppointmentWhereInput {
  return { ...NEVER_PAID_WHERE, status: 'Pending', holdExpiresAt: { gt: now } }
}

/**
 * Bookings that were paid for and did not go ahead (Cancelled or Expired, with money to refund or
 * refunded): the cancelled sessions. An abandoned checkout is never one of them.
 */
export const CANCELLED_SESSION_WHERE = { ...EVER_PAID_WHERE, status: { in: ['Cancelled', 'Expired'] } } as const satisfies Prisma.AppointmentWhereInput

type HoldState = { status: 'Pending' | 'Paid' | 'Cancelled' | 'Expired'; holdExpiresAt: Date | null; paymentCount: number }

/** The same rule on one row: its stored status, when its hold runs out, and how many payments it has. */
export function isAbandonedCheckout(row: HoldState, now: Date): boolean {
  if (row.paymentCount > 0) return false
  if (row.status === 'Cancelled' || row.status === 'Expired') return true
  return row.status === 'Pending' && row.holdExpiresAt !== null && row.holdExpiresAt <= now
}
