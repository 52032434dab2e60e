import 'server-only'
import {
  LATE_PAYMENT,
  PAYMENT_CONFIRMED,
  PAYMENT_FAILED,
  PAYMENT_NOT_CONFIRMED,
} from '@/lib/validation/booking'
import { readAppointmentRow } from '../appointments/read-appointment-rows'
import { toPatientAppointment, type PatientAppointment } from '../appointments/appointment-dto'
import { db } from '../db'
import { AppError } from '../errors'
import type { ProviderTransaction } from '../payments/provider'
import { paidFields, paymentRow } from './paid-fields'
import { currentCancellationPolicy } from '../cancellations/current-policy'
import { recordRefund } from '../refunds/record-refund'
import { refundGateway } from '../refunds/refund-gateway'
import { processPendingRefundsOf } from '../refunds/process-pending-refunds'
import { BOOKING_TRANSACTION_OPTIONS } from './booking-transaction'
import { confirmSeriesPayment, type SeriesPaidData } from './confirm-series'
import { requireCheckout } from './find-checkout'
import { askProvider, coversBooking, holdHours, isFailedTransaction, isMoneyReported, ownsRunningHold } from './payment-checks'
import { releaseHold } from './release-hold'
import { sendBookingConfirmedEmails, sendLatePaymentEmails } from './send-booking-emails'
import { logError, logWarn } from '@/lib/server/log'
import { freeHoursChangedAfterResponse } from '../therapists/free-hours-after-response'
import { runAfterResponse } from '../after-response'

export { coversBooking, PROVIDER_UNREACHABLE } from './payment-checks'

/** Who asks: the patient who owns the hold (anyone else's reference is not found), or the provider's webhook. */
export type ConfirmSource = { kind: 'patient'; patientId: string } | { kind: 'webhook' }

type ConfirmArgs = { paymentReference: string; source: ConfirmSource; now?: Date }

/** 'paid-held': paid while its hold ran, on the hours it held; 'paid': its hours taken again (a late payment). */
type Outcome = 'paid' | 'paid-held' | 'already-paid' | 'refund' | 'already-refund'

/**
 * Confirms a held booking once the provider itself says it is paid. The one path
 * for the patient's callback, book-appointment, cancel-hold and the webhook.
 *
 * Never trusts the browser: the provider is asked about the reference, and the booking is confirmed
 * only when it reports PAID (or OVERPAID) under that same reference, in NGN, for at least the amount
 * due. Idempotent: a row lock on the appointment serialises concurrent confirmations, and the
 * second finds it Paid (or its Payment row written) and answers the same without writing again, so
 * replays, double clicks and a webhook racing the callback give one paid appointment and one payment.
 *
 * A payment whose hold ran out is still honoured when its hours are free, still published and still
 * ahead (they are taken again); otherwise it is recorded as RefundRequired, its refund is written in
 * the same transaction and sent at once (lib/server/refunds), and the patient is told (409).
 *
 * The reference of a weekly series (or of one of its weeks) confirms every week at once, from one
 * payment (confirm-series.ts, decision 023).
 */
export async function confirmPayment({ paymentReference, source, now = new Date() }: ConfirmArgs): Promise<{ message: string; data: PatientAppointment | SeriesPaidData }> {
  const checkout = await requireCheckout(paymentReference, source.kind === 'patient' ? source.patientId : undefined)
  if (checkout.kind === 'series') return confirmSeriesPayment({ series: checkout, now })
  const appointment = { id: checkout.appointmentId, status: checkout.status, amountKobo: checkout.amountKobo, therapistId: checkout.therapistId }
  if (appointment.status === 'Paid') return paidAnswer(appointment.id, now)

  const transaction = await askProvider(paymentReference)
  if (isFailedTransaction(transaction)) {
    await releaseHold(appointment.id)
    throw new AppError('PAYMENT_REQUIRED', PAYMENT_FAILED)
  }
  if (!coversBooking(transaction, paymentReference, appointment.amountKobo)) {
    if (isMoneyReported(transaction))
      logWarn(`[payment] ${paymentReference}: provider reports ${transaction.status} ${transaction.amountPaidKobo} ${transaction.currency} against ${appointment.amountKobo} NGN due; not confirmed`)
    throw new AppError('PAYMENT_REQUIRED', PAYMENT_NOT_CONFIRMED)
  }

  const outcome = await applyPayment(appointment.id, transaction, now)
  if (outcome === 'paid' || outcome === 'paid-held' || outcome === 'refund') await afterTransition(outcome, appointment.id, appointment.therapistId)
  if (outcome === 'refund' || outcome === 'already-refund') throw new AppError('CONFLICT', LATE_PAYMENT)
  return paidAnswer(appointment.id, now)
}

type LockedAppointment = {
  id: string
  status: string
  holdExpiresAt: Date | null
  therapistId: string
  patientId: string
  startsAt: Date
  durationHours: number
  paymentCount: number
  ownedSlots: number
}

/** One transaction under a row lock: Paid with its Payment, or a RefundRequired Payment when the time is gone. */
async function applyPayment(appointmentId: string, transaction: ProviderTransaction, now: Date): Promise<Outcome> {
  const policy = currentCancellationPolicy()
  const gateway = await refundGateway()
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Appointment" WHERE id = ${appointmentId}::uuid FOR UPDATE`
    // Read after the lock was granted (a statement of its own, so it sees whatever the confirmation
    // that held the lock committed): the row, its payments and its slot rows in one round trip.
    const [current] = await tx.$queryRaw<LockedAppointment[]>`
      SELECT a.id::text AS id, a.status::text AS status, a."holdExpiresAt", a."therapistId"::text AS "therapistId", a."patientId"::text AS "patientId",
        a."startsAt", a."durationHours",
        (SELECT count(*)::int FROM "Payment" p WHERE p."appointmentId" = a.id) AS "paymentCount",
        (SELECT count(*)::int FROM "AppointmentSlot" s WHERE s."appointmentId" = a.id) AS "ownedSlots"
      FROM "Appointment" a WHERE a.id = ${appointmentId}::uuid`
    if (!current) throw new Error(`appointment ${appointmentId} is gone`)
    if (current.status === 'Paid') return 'already-paid'
    if (current.paymentCount > 0) return 'already-refund'

    const wasHeld = ownsRunningHold(current, now)
    const ownsItsHours = wasHeld || (await holdHours(tx, current, now))
    const payment = paymentRow(transaction, now, { appointmentId, paymentReference: transaction.paymentReference, amountKobo: transaction.amountPaidKobo })
    if (!ownsItsHours) {
      if (current.status === 'Pending') await tx.appointment.update({ where: { id: appointmentId }, data: { status: 'Expired' } })
      const late = await tx.payment.create({ data: { ...payment, status: 'RefundRequired' }, select: { id: true, amountKobo: true } })
      // The money goes back by itself, through the same path as every refund (no admin task).
      await recordRefund(tx, { paymentId: late.id, amountKobo: late.amountKobo, reason: 'LatePayment', gateway })
      return 'refund'
    }
    await tx.appointment.update({ where: { id: appointmentId }, data: paidFields(transaction, policy) })
    await tx.payment.create({ data: { ...payment, status: 'Paid' } })
    return wasHeld ? 'paid-held' : 'paid'
  }, BOOKING_TRANSACTION_OPTIONS)
}

/**
 * Committed: refresh the therapist's public open hours (unless it was paid on the hours its running
 * hold owned, which they already leave out) and tell the people concerned. Emails never
 * undo a payment. For a paid booking both happen after the answer (decision 048): the patient's
 * confirmation does not wait for the calendar of the next 56 days or for writing two emails with
 * their invites; outside a request (tests, scripts) they are done before this returns.
 */
async function afterTransition(outcome: 'paid' | 'paid-held' | 'refund', appointmentId: string, therapistId: string) {
  // Paid on the hours its running hold owned: the free hours stored and shown already leave them out.
  if (outcome !== 'paid-held') await freeHoursChangedAfterResponse(therapistId)
  if (outcome === 'paid' || outcome === 'paid-held') return runAfterResponse(`[payment] paid recorded for ${appointmentId}: the confirmation emails`, () => sendBookingConfirmedEmails(appointmentId))
  await processPendingRefundsOf(appointmentId)
  try {
    await sendLatePaymentEmails(appointmentId)
  } catch (error) {
    logError(`[payment] ${outcome} recorded for ${appointmentId} but an email could not be queued`, error)
  }
}

async function paidAnswer(appointmentId: string, now: Date) {
  // One read rather than APPOINTMENT_SELECT's eight queries (decision 048).
  const row = await readAppointmentRow(appointmentId)
  if (!row) throw new Error(`appointment ${appointmentId} is gone`)
  return { message: PAYMENT_CONFIRMED, data: toPatientAppointment(row, now) }
}
