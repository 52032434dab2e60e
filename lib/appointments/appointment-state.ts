// What state an appointment is in for the people who see it (docs/decisions/020-appointment-state.md).
// Decided once, here, from the stored row and the current time; every screen and API of the patient,
// the therapist and the admin area shows what this says. Its mirror for the database, a where clause
// per state and per viewer, is lib/server/appointments/visible-appointments.ts. Pure.
//
// A booking starts as a hold (Pending, 20 minutes) and ends Paid, Cancelled (checkout closed or
// failed, hold replaced) or Expired (time ran out). Money that arrives is a Payment row, whatever
// happens after: Paid (confirmed while the hold was live), RefundRequired (it came after the hold was
// lost) or Refunded. So:
// - paid for = has a Payment row; the patient sees exactly these;
// - a session = Paid, or paid then cancelled (Cancelled with its confirmed payment kept); the
//   therapist sees exactly these;
// - abandoned = never paid and no longer a live hold: a checkout, never a session or a cancellation.

export type StoredStatus = 'Pending' | 'Paid' | 'Cancelled' | 'Expired'
export type PaymentStatus = 'Paid' | 'RefundRequired' | 'Refunded'

export const APPOINTMENT_STATES = ['Pending', 'Paid', 'Completed', 'Cancelled', 'RefundDue', 'Refunded', 'Abandoned'] as const

/**
 * - `Pending`: a live hold, the patient may be paying now.
 * - `Paid`: paid, not marked complete and not over yet (a session going on now included).
 * - `Completed`: paid and marked complete, or paid and over (a passed session counts on its own).
 * - `Cancelled`: paid, then cancelled: the confirmed payment is kept on a booking that is no longer Paid.
 * - `RefundDue`: money arrived after the hold was lost (its time was taken): to send back.
 * - `Refunded`: that money was sent back.
 * - `Abandoned`: a hold that ended without any payment (closed, failed, replaced or ran out).
 */
export type AppointmentState = (typeof APPOINTMENT_STATES)[number]

/** The words for each state, on every screen that names it. */
export const APPOINTMENT_STATE_LABELS: Record<AppointmentState, string> = {
  Pending: 'Pending',
  Paid: 'Paid',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
  RefundDue: 'Refund due',
  Refunded: 'Refunded',
  Abandoned: 'Abandoned payment',
}

/** A checkout that ended without money: not a session, and never counted as a cancelled one. */
export const ABANDONED_PAYMENT = APPOINTMENT_STATE_LABELS.Abandoned

/** What the rule reads of a stored appointment. */
export type StoredAppointment = {
  status: StoredStatus
  holdExpiresAt: Date | null
  isComplete: boolean
  endsAt: Date
  payments: readonly { status: PaymentStatus }[]
}

/**
 * The state of an appointment's money, from its payments: a refund still owed comes first (someone
 * must act), then a kept payment, then a refunded one; null when nothing was paid.
 */
export function paymentStatusOf(payments: StoredAppointment['payments']): PaymentStatus | null {
  for (const status of ['RefundRequired', 'Paid', 'Refunded'] as const) if (payments.some((payment) => payment.status === status)) return status
  return null
}

/** A hold whose time has not run out and that nothing was paid for yet. */
export function isLiveHold(row: Pick<StoredAppointment, 'status' | 'holdExpiresAt' | 'payments'>, now: Date): boolean {
  return row.status === 'Pending' && row.payments.length === 0 && row.holdExpiresAt !== null && row.holdExpiresAt > now
}

/** Paid and marked complete, or paid and over: now is after its end (decision 014). */
export function isCompletedSession(row: { status: string } & Pick<StoredAppointment, 'isComplete' | 'endsAt'>, now: Date): boolean {
  return row.status === 'Paid' && (row.isComplete || row.endsAt < now)
}

export function appointmentState(row: StoredAppointment, now: Date): AppointmentState {
  // A Paid booking is a session whatever else its payments say (a trigger gives it a Paid payment).
  if (row.status === 'Paid') return isCompletedSession(row, now) ? 'Completed' : 'Paid'
  const money = paymentStatusOf(row.payments)
  if (money === 'RefundRequired') return 'RefundDue'
  if (money === 'Paid') return 'Cancelled'
  if (money === 'Refunded') return 'Refunded'
  return isLiveHold(row, now) ? 'Pending' : 'Abandoned'
}

/**
 * The stored `status` as screens and APIs show it: as stored, except that a hold whose time ran out
 * reads Expired even before the next booking tidies its row (decision 004).
 */
export function shownStatus(row: Pick<StoredAppointment, 'status' | 'holdExpiresAt'>, now: Date): StoredStatus {
  return row.status === 'Pending' && row.holdExpiresAt !== null && row.holdExpiresAt <= now ? 'Expired' : row.status
}

/** The fields every appointment answer carries about its state, decided together. */
export type AppointmentStateFields = {
  /** The stored status (see shownStatus). */
  status: StoredStatus
  /** What it is for the people who see it (see AppointmentState). */
  state: AppointmentState
}

export function appointmentStateFields(row: StoredAppointment, now: Date): AppointmentStateFields {
  return { status: shownStatus(row, now), state: appointmentState(row, now) }
}
