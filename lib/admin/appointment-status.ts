// What the admin sees as an appointment's status (spec 2.8's Status column, issue 7's payment state).
// Pure: the list, the appointment page and the unit tests share it.

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info'

type StatusInput = {
  status: 'Pending' | 'Paid' | 'Cancelled' | 'Expired'
  paymentStatus: 'Paid' | 'RefundRequired' | 'Refunded' | null
  isComplete: boolean
}

/**
 * Money owed back comes first (someone must act), then a refund made; a paid session reads Completed
 * once marked so, else Paid; anything else shows its status as stored.
 */
export function appointmentStatusBadge({ status, paymentStatus, isComplete }: StatusInput): { label: string; tone: StatusTone } {
  if (paymentStatus === 'RefundRequired') return { label: 'Refund due', tone: 'danger' }
  if (paymentStatus === 'Refunded') return { label: 'Refunded', tone: 'neutral' }
  if (status === 'Paid') return isComplete ? { label: 'Completed', tone: 'info' } : { label: 'Paid', tone: 'success' }
  if (status === 'Pending') return { label: 'Pending', tone: 'warning' }
  return { label: status, tone: 'neutral' }
}

/** The payment's state in words. */
export function paymentStatusLabel(paymentStatus: StatusInput['paymentStatus']): string {
  if (paymentStatus === 'RefundRequired') return 'Paid after the time was lost: refund due'
  if (paymentStatus === 'Refunded') return 'Refunded'
  if (paymentStatus === 'Paid') return 'Paid'
  return 'Not paid'
}
