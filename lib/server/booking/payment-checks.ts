import 'server-only'
import { coveredHours, lagosClock } from '@/lib/time'
import { logError } from '@/lib/server/log'
import { slotRows } from '../appointments/appointment-slots'
import { releaseExpiredHolds } from '../appointments/release-expired-holds'
import { findRangeProblem } from '../availability/lock-bookable-range'
import type { Prisma } from '../db'
import { AppError } from '../errors'
import { paymentVerifier } from '../payments/payment-verifier'
import { PaymentProviderError, type ProviderTransaction } from '../payments/provider'

// What confirming a payment asks of the provider and of the appointment's hours: shared by a booking
// of its own (confirm-payment.ts) and a weekly series (confirm-series.ts).

export const PROVIDER_UNREACHABLE = 'We could not reach the payment provider. Please try again in a moment.'

/** The provider's word on a reference (never the browser's); 503 when it cannot be reached. */
export async function askProvider(paymentReference: string): Promise<ProviderTransaction> {
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

/** The checkout failed for good: its hold can be released. */
export const isFailedTransaction = (transaction: ProviderTransaction) => transaction.status === 'FAILED' || transaction.status === 'CANCELLED' || transaction.status === 'EXPIRED'

/** Reported as money that arrived (in full or not), so a refusal to confirm it is worth a log line. */
export const isMoneyReported = (transaction: ProviderTransaction) => transaction.status === 'PAID' || transaction.status === 'OVERPAID' || transaction.status === 'PARTIALLY_PAID'

/** Paid under this very reference, in naira, at least the amount due. */
export function coversBooking(transaction: ProviderTransaction, paymentReference: string, amountDueKobo: number): boolean {
  return (
    (transaction.status === 'PAID' || transaction.status === 'OVERPAID') &&
    transaction.paymentReference === paymentReference &&
    transaction.currency === 'NGN' &&
    transaction.amountPaidKobo >= amountDueKobo
  )
}

/** `ownedSlots`: how many slot rows it owns, when the caller read that under the appointment's lock already. */
type HeldAppointment = { id: string; status: string; holdExpiresAt: Date | null; therapistId: string; patientId: string; startsAt: Date; durationHours: number; ownedSlots?: number }

/**
 * A hold still running that owns every hour it covers: paying for it changes nobody's free hours
 * (a running hold's hours are already taken, lib/availability/taken-hours.ts).
 */
export function ownsRunningHold(current: HeldAppointment & { ownedSlots: number }, now: Date): boolean {
  return current.status === 'Pending' && current.holdExpiresAt !== null && current.holdExpiresAt > now && current.ownedSlots === current.durationHours
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
export async function holdHours(tx: Prisma.TransactionClient, current: HeldAppointment, now: Date): Promise<boolean> {
  const owned = current.ownedSlots ?? (await tx.appointmentSlot.count({ where: { appointmentId: current.id } }))
  if (ownsRunningHold({ ...current, ownedSlots: owned }, now)) return true
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
