import 'server-only'
import { quoteCancellation } from '@/lib/appointments/cancellation-policy'
import { koboToNaira } from '@/lib/money'
import { ALREADY_CANCELLED, ALREADY_STARTED, NOT_CANCELLABLE } from '@/lib/validation/cancellation'
import { isUuid } from '@/lib/validation/directory'
import { APPOINTMENT_NOT_FOUND } from '@/lib/validation/reschedule'
import { db } from '../db'
import { AppError } from '../errors'
import { refundGateway } from '../refunds/refund-gateway'
import { storedPolicy } from './current-policy'

export type CancellationQuoteAnswer = {
  /** Naira that would come back if the patient cancelled now. */
  refundAmount: number
  /** ISO: the last moment to cancel for everything back. */
  fullRefundUntil: string
  policy: { fullRefundHours: number; lateRefundPercent: number }
  /** The patient paid by bank transfer through Monnify: the refund needs an account they name. */
  needsRefundAccount: boolean
}

/**
 * What cancelling now would give back (GET patient/cancellation-quote/{id}), under the policy the
 * booking was paid with. The patient's own paid session only (anyone else's is not found); a
 * cancelled or started one answers 409, as cancelling it would.
 */
export async function quotePatientCancellation({ patientId, appointmentId, now = new Date() }: { patientId: string; appointmentId: string; now?: Date }): Promise<CancellationQuoteAnswer> {
  const row = isUuid(appointmentId)
    ? await db.appointment.findFirst({
        where: { id: appointmentId, patientId },
        select: { status: true, startsAt: true, policyFullRefundHours: true, policyLateRefundPercent: true, payments: { where: { status: 'Paid' }, select: { amountKobo: true, paymentMethod: true }, take: 1 } },
      })
    : null
  if (!row) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  if (row.status === 'Cancelled') throw new AppError('CONFLICT', ALREADY_CANCELLED)
  const payment = row.payments[0]
  if (row.status !== 'Paid' || !payment) throw new AppError('CONFLICT', NOT_CANCELLABLE)
  if (row.startsAt <= now) throw new AppError('CONFLICT', ALREADY_STARTED)
  const policy = storedPolicy(row)
  const quote = quoteCancellation({ policy, amountPaidKobo: payment.amountKobo, startsAt: row.startsAt, now })
  return {
    refundAmount: koboToNaira(quote.refundKobo),
    fullRefundUntil: quote.fullRefundUntil.toISOString(),
    policy,
    needsRefundAccount: quote.refundKobo > 0 && (await refundGateway()).needsDestination(payment.paymentMethod),
  }
}
