import 'server-only'
import {
  LATE_PAYMENT,
  PAYMENT_CONFIRMED,
  PAYMENT_FAILED,
  PAYMENT_NOT_CONFIRMED,
  PAYMENT_NOT_FOUND,
} from '@/lib/validation/booking'
import { APPOINTMENT_SELECT, toPatientAppointment, type PatientAppointment } from '../appointments/appointment-dto'
import { slotRows } from '../appointments/appointment-slots'
import { releaseExpiredHolds } from '../appointments/release-expired-holds'
import { findRangeProblem } from '../availability/lock-bookable-range'
import { CACHE_TAGS, expireTags } from '../cache/public-cache'
import { db, type Prisma } from '../db'
import { AppError } from '../errors'
import { paymentVerifier } from '../payments/payment-verifier'
import { coveredHours, lagosClock } from '@/lib/time'
import { PaymentProviderError, type ProviderTransaction } from '../payments/provider'
import { newVideoLink } from './payment-reference'
import { currentCancellationPolicy } from '../cancellations/current-policy'
import { recordRefund } from '../refunds/record-refund'
import { refundGateway } from '../refunds/refund-gateway'
import { processPendingRefundsOf } from '../refunds/process-pending-refunds'
import { releaseHold } from './release-hold'
import { sendBookingConfirmedEmails, sendLatePaymentEmails } from './send-booking-emails'
import { logError, logWarn } from '@/lib/server/log'

const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 } as const
export const PROVIDER_UNREACHABLE = 'We could not reach the payment provider. Please try again in a moment.'

/** Who asks: the patient who owns the hold (anyone else's reference is not found), or the provider's webhook. */
export type ConfirmSource = { kind: 'patient'; patientId: string } | { kind: 'webhook' }

type ConfirmArgs = { paymentReference: string; source: ConfirmSource; now?: Date }

type Outcome = 'paid' | 'already-paid' | 'refund' | 'already-refund'

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
 */
export async function confirmPayment({ paymentReference, source, now = new Date() }: ConfirmArgs): Promise<{ message: string; data: PatientAppointment }> {
  const appointment = await findAppointment(paymentReference, source)
  if (appointment.status === 'Paid') return paidAnswer(appointment.id, now)

  const transaction = await askProvider(paymentReference)
  if (transaction.status === 'FAILED' || transaction.status === 'CANCELLED' || transaction.status === 'EXPIRED') {
    await releaseHold(appointment.id)
    throw new AppError('PAYMENT_REQUIRED', PAYMENT_FAILED)
  }
  if (!coversBooking(transaction, paymentReference, appointment.amountKobo)) {
    if (transaction.status === 'PAID' || transaction.status === 'OVERPAID' || transaction.status === 'PARTIALLY_PAID')
      logWarn(`[payment] ${paymentReference}: provider reports ${transaction.status} ${transaction.amountPaidKobo} ${transaction.currency} against ${appointment.amountKobo} NGN due; not confirmed`)
    throw new AppError('PAYMENT_REQUIRED', PAYMENT_NOT_CONFIRMED)
  }

  const outcome = await applyPayment(appointment.id, transaction, now)
  if (outcome === 'paid' || outcome === 'refund') await afterTransition(outcome, appointment.id, appointment.therapistId)
  if (outcome === 'refund' || outcome === 'already-refund') throw new AppError('CONFLICT', LATE_PAYMENT)
  return paidAnswer(appointment.id, now)
}

async function findAppointment(paymentReference: string, source: ConfirmSource) {
  const appointment = await db.appointment.findFirst({
    where: { paymentReference, ...(source.kind === 'patient' ? { patientId: source.patientId } : {}) },
    select: { id: true, status: true, amountKobo: true, therapistId: true },
  })
  if (!appointment) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND)
  return appointment
}

async function askProvider(paymentReference: string): Promise<ProviderTransaction> {
  try {
    return await paymentVerifier().verify(paymentReference)
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      logError(`[payment] verifying ${paymentReference} failed`, error)
      throw new AppError('UNAVAILABLE', PROVIDER_UNREACHABLE)
    }
    throw error
  }
}

/** Paid under this very reference, in naira, at least the amount due. */
export function coversBooking(transaction: ProviderTransaction, paymentReference: string, amountDueKobo: number): boolean {
  return (
    (transaction.status === 'PAID' || transaction.status === 'OVERPAID') &&
    transaction.paymentReference === paymentReference &&
    transaction.currency === 'NGN' &&
    transaction.amountPaidKobo >= amountDueKobo
  )
}

/** One transaction under a row lock: Paid with its Payment, or a RefundRequired Payment when the time is gone. */
async function applyPayment(appointmentId: string, transaction: ProviderTransaction, now: Date): Promise<Outcome> {
  const policy = currentCancellationPolicy()
  const gateway = await refundGateway()
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Appointment" WHERE id = ${appointmentId}::uuid FOR UPDATE`
    const current = await tx.appointment.findUniqueOrThrow({
      where: { id: appointmentId },
      select: { id: true, status: true, holdExpiresAt: true, therapistId: true, patientId: true, startsAt: true, durationHours: true, payments: { select: { status: true } } },
    })
    if (current.status === 'Paid') return 'already-paid'
    if (current.payments.length > 0) return 'already-refund'

    const ownsItsHours = await holdHours(tx, current, now)
    const payment = {
      appointmentId,
      provider: transaction.provider,
      paymentReference: transaction.paymentReference,
      transactionReference: transaction.transactionReference,
      amountKobo: transaction.amountPaidKobo,
      currency: transaction.currency,
      paidAt: transaction.paidAt ?? now,
      paymentMethod: transaction.paymentMethod,
    }
    if (!ownsItsHours) {
      if (current.status === 'Pending') await tx.appointment.update({ where: { id: appointmentId }, data: { status: 'Expired' } })
      const late = await tx.payment.create({ data: { ...payment, status: 'RefundRequired' }, select: { id: true, amountKobo: true } })
      // The money goes back by itself, through the same path as every refund (no admin task).
      await recordRefund(tx, { paymentId: late.id, amountKobo: late.amountKobo, reason: 'LatePayment', gateway })
      return 'refund'
    }
    await tx.appointment.update({
      where: { id: appointmentId },
      data: {
        status: 'Paid',
        holdExpiresAt: null,
        transactionReference: transaction.transactionReference,
        videoLink: newVideoLink(),
        // The cancellation terms the patient saw before paying stay this booking's terms.
        policyFullRefundHours: policy.fullRefundHours,
        policyLateRefundPercent: policy.lateRefundPercent,
      },
    })
    await tx.payment.create({ data: { ...payment, status: 'Paid' } })
    return 'paid'
  }, TRANSACTION_OPTIONS)
}

/**
 * Whether the appointment owns all its hours. A hold paid while it runs keeps the hours it owns. A
 * late payment (the hold ran out, whether or not its rows were cleared yet) gets them only when they
 * are still published and still ahead and nobody else owns them: a lapsed hold no longer protects
 * its hours, so the therapist may have unpublished them meanwhile. Its own lingering rows are given
 * up first and taken again under those rules; rows of other holds that ran out are cleared, and
 * ON CONFLICT DO NOTHING (skipDuplicates) tells a taken hour from a free one without aborting the
 * transaction.
 */
async function holdHours(
  tx: Prisma.TransactionClient,
  current: { id: string; status: string; holdExpiresAt: Date | null; therapistId: string; patientId: string; startsAt: Date; durationHours: number },
  now: Date,
): Promise<boolean> {
  const owned = await tx.appointmentSlot.count({ where: { appointmentId: current.id } })
  const isHoldRunning = current.status === 'Pending' && current.holdExpiresAt !== null && current.holdExpiresAt > now
  if (isHoldRunning && owned === current.durationHours) return true
  if (owned > 0) await tx.appointmentSlot.deleteMany({ where: { appointmentId: current.id } })
  // The hours must still be bookable (published and kept so until commit, decision 015; not started;
  // nobody else's) to be taken again.
  const { date, hour } = lagosClock(current.startsAt)
  const problem = await findRangeProblem(tx, { therapistId: current.therapistId, date, from: hour, to: hour + current.durationHours, now, ignore: { id: current.id } })
  if (problem) return false
  const hours = coveredHours(current.startsAt, current.durationHours)
  await releaseExpiredHolds(tx, { therapistId: current.therapistId, patientId: current.patientId, hours, now })
  // Taken by the therapist's or the patient's own other session: either key skips the hour.
  const { count } = await tx.appointmentSlot.createMany({ data: slotRows(current, hours), skipDuplicates: true })
  if (count === current.durationHours) return true
  await tx.appointmentSlot.deleteMany({ where: { appointmentId: current.id } })
  return false
}

/** Committed: refresh the therapist's public open hours and tell the people concerned. Emails never undo a payment. */
async function afterTransition(outcome: 'paid' | 'refund', appointmentId: string, therapistId: string) {
  expireTags(CACHE_TAGS.availability(therapistId))
  if (outcome === 'refund') await processPendingRefundsOf(appointmentId)
  try {
    if (outcome === 'paid') await sendBookingConfirmedEmails(appointmentId)
    else await sendLatePaymentEmails(appointmentId)
  } catch (error) {
    logError(`[payment] ${outcome} recorded for ${appointmentId} but an email could not be queued`, error)
  }
}

async function paidAnswer(appointmentId: string, now: Date) {
  const row = await db.appointment.findUniqueOrThrow({ where: { id: appointmentId }, select: APPOINTMENT_SELECT })
  return { message: PAYMENT_CONFIRMED, data: toPatientAppointment(row, now) }
}
