import 'server-only'
import type { RefundAccount } from '@/lib/validation/cancellation'
import { isUuid } from '@/lib/validation/directory'
import { APPOINTMENT_NOT_FOUND } from '@/lib/validation/reschedule'
import { db } from '../db'
import { AppError } from '../errors'
import { processPendingRefundsOf } from '../refunds/process-pending-refunds'
import { refundGateway } from '../refunds/refund-gateway'
import { verifiedAccount } from './cancel-appointment'

export const REFUND_ACCOUNT_SAVED = 'Thank you. Your refund is on its way to that account.'
export const NO_REFUND_WAITING = 'No refund of this session is waiting for an account.'

/**
 * The patient names the bank account for a refund that cannot go back to where a bank transfer came
 * from (POST patient/refund-account/{appointmentId}): the bank confirms the account first, then the
 * refund is sent there. Only their own refund that is waiting for an account.
 */
export async function provideRefundAccount({ patientId, appointmentId, account }: { patientId: string; appointmentId: string; account: RefundAccount }): Promise<{ message: string }> {
  if (!isUuid(appointmentId)) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  const refund = await db.refund.findFirst({
    where: { appointmentId, appointment: { is: { patientId } } },
    select: { id: true, status: true },
  })
  if (!refund) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  if (refund.status !== 'AwaitingAccount') throw new AppError('CONFLICT', NO_REFUND_WAITING)
  const gateway = await refundGateway()
  const destination = await verifiedAccount(gateway, account)
  const { count } = await db.refund.updateMany({
    where: { id: refund.id, status: 'AwaitingAccount' },
    data: { status: 'Requested', destinationAccountNumber: destination.accountNumber, destinationBankCode: destination.bankCode, destinationAccountName: destination.accountName },
  })
  if (count === 0) throw new AppError('CONFLICT', NO_REFUND_WAITING)
  await processPendingRefundsOf(appointmentId)
  return { message: REFUND_ACCOUNT_SAVED }
}
