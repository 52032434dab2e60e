import 'server-only'
import { HOLD_RELEASED } from '@/lib/validation/booking'
import { AppError } from '../errors'
import { confirmPayment } from './confirm-payment'
import { requireCheckout } from './find-checkout'
import { releaseHold, releaseSeriesHold } from './release-hold'

/**
 * POST /api/v1/patient/cancel-hold: the patient closed or failed the checkout. The provider is asked
 * first, because a window can close after the money went through: a paid hold is confirmed instead
 * (answering like confirm-payment), anything else is released. A weekly series is released whole.
 */
export async function cancelHold({ patientId, paymentReference }: { patientId: string; paymentReference: string }) {
  const checkout = await requireCheckout(paymentReference, patientId)
  const status = checkout.kind === 'single' ? checkout.status : checkout.weeks.some((week) => week.status === 'Paid') ? 'Paid' : checkout.weeks.every((week) => week.status === 'Pending') ? 'Pending' : 'Cancelled'
  if (status !== 'Pending') return { message: HOLD_RELEASED, data: { released: false, status } }
  try {
    const confirmed = await confirmPayment({ paymentReference: checkout.paymentReference, source: { kind: 'patient', patientId } })
    return { message: confirmed.message, data: { released: false, status: 'Paid' as const, appointment: confirmed.data } }
  } catch (error) {
    // Not paid (402): release. Anything else (provider down, late payment) goes to the caller.
    if (!(error instanceof AppError) || error.code !== 'PAYMENT_REQUIRED') throw error
  }
  const released = checkout.kind === 'single' ? await releaseHold(checkout.appointmentId) : await releaseSeriesHold(checkout.seriesId)
  return { message: HOLD_RELEASED, data: { released, status: 'Cancelled' as const } }
}
