// How a refund reads for the patient: the dialog, the list and the cancellation's result
// say the same words. Pure.

export type RefundStatus = 'Requested' | 'AwaitingAccount' | 'Processing' | 'Completed' | 'Failed'

export const NO_REFUND_DUE = 'No refund due'

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  Completed: 'Refund sent',
  Requested: 'Refund in progress',
  Processing: 'Refund in progress',
  // A bank transfer can only be refunded to an account the patient names (Add refund account).
  AwaitingAccount: 'Bank account needed',
  // The provider refused it for now: the admins see it first on /admin/refunds and retry it.
  Failed: 'Refund delayed',
}

/** The words for a refund, or for none: a cancelled session without a refund had none due. */
export function refundStatusLabel(refund: { status: RefundStatus } | null): string {
  return refund ? REFUND_STATUS_LABELS[refund.status] : NO_REFUND_DUE
}
