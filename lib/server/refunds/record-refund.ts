import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Prisma } from '../db'
import type { RefundGateway } from './refund-gateway'

export type RefundReasonName = 'PatientCancelled' | 'TherapistCancelled' | 'AdminCancelled' | 'TherapistAbsent' | 'LatePayment'

export type RecordedRefund = { id: string; reference: string; amountKobo: number; status: 'Requested' | 'AwaitingAccount' | 'Processing' | 'Completed' | 'Failed' }

/** Ours, unique, and short enough for Monnify's refundReference. */
export function newRefundReference(now = new Date()): string {
  return `RFD-${now.getTime()}-${randomBytes(6).toString('hex')}`
}

type RecordRefundInput = {
  paymentId: string
  amountKobo: number
  reason: RefundReasonName
  note?: string | null
  destination?: { accountNumber: string; bankCode: string; accountName: string } | null
  gateway: RefundGateway
}

/**
 * Writes the refund of a payment, inside the caller's transaction (the cancellation, the late payment
 * or the admin's decision it belongs to). A payment is refunded once: if it already has a refund, that
 * one is returned and nothing new is written (the unique paymentId decides, even under a race), and
 * the database refuses an amount above the payment's. A bank transfer that the provider cannot refund
 * to its source waits for the patient to name an account.
 */
export async function recordRefund(tx: Prisma.TransactionClient, input: RecordRefundInput): Promise<RecordedRefund> {
  const payment = await tx.payment.findUniqueOrThrow({ where: { id: input.paymentId }, select: { id: true, appointmentId: true, paymentMethod: true } })
  const destination = input.destination ?? null
  const awaitsAccount = !destination && input.gateway.needsDestination(payment.paymentMethod)
  await tx.refund.createMany({
    data: [
      {
        paymentId: payment.id,
        appointmentId: payment.appointmentId,
        reference: newRefundReference(),
        amountKobo: input.amountKobo,
        reason: input.reason,
        note: input.note ?? null,
        status: awaitsAccount ? 'AwaitingAccount' : 'Requested',
        provider: input.gateway.provider,
        destinationAccountNumber: destination?.accountNumber ?? null,
        destinationBankCode: destination?.bankCode ?? null,
        destinationAccountName: destination?.accountName ?? null,
      },
    ],
    skipDuplicates: true,
  })
  return tx.refund.findUniqueOrThrow({ where: { paymentId: payment.id }, select: { id: true, reference: true, amountKobo: true, status: true } })
}
