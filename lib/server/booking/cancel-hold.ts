import 'server-only'
import { HOLD_RELEASED, PAYMENT_NOT_FOUND } from '@/lib/validation/booking'
import { db } from '../db'
import { AppError } from '../errors'
import { confirmPayment } from './confirm-payment'
import { releaseHold } from './release-hold'

/**
 * POST /api/v1/patient/cancel-hold: the patient closed or failed the checkout. The provider is asked
 * first, because a window can close after the money went through: a paid hold is confirmed instead
 * (answering like confirm-payment), anything else is released.
 */
export async function cancelHold({ patientId, paymentReference }: { patientId: string; paymentReference: string }) {
  const hold = await db.appointment.findFirst({ where: { paymentReference, patientId }, select: { id: true, status: true } })
  if (!hold) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND)
  if (hold.status !== 'Pending') return { message: HOLD_RELEASED, data: { released: false, status: hold.status } }
  try {
    const confirmed = await confirmPayment({ paymentReference, source: { kind: 'patient', patientId } })
    return { message: confirmed.message, data: { released: false, status: 'Paid' as const, appointment: confirmed.data } }
  } catch (error) {
    // Not paid (402): release. Anything else (provider down, late payment) goes to the caller.
    if (!(error instanceof AppError) || error.code !== 'PAYMENT_REQUIRED') throw error
  }
  const released = await releaseHold(hold.id)
  return { message: HOLD_RELEASED, data: { released, status: 'Cancelled' as const } }
}
