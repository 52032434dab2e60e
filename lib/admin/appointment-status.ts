// What the admin sees as an appointment's status (spec 2.8's Status column, issue 7's payment state,
// issue 15's abandoned checkouts) and the states the appointment list filters by. Pure: the list,
// the appointment page, the person pages, the filter form and the unit tests share it.

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info'

type StatusInput = {
  status: 'Pending' | 'Paid' | 'Cancelled' | 'Expired'
  paymentStatus: 'Paid' | 'RefundRequired' | 'Refunded' | null
  isComplete: boolean
  /** A hold that ended without any payment (lib/server/appointments/abandoned-checkout.ts decides). */
  isAbandoned: boolean
}

/** A checkout that ended without money: not a session, and never counted as a cancelled one. */
export const ABANDONED_PAYMENT = 'Abandoned payment'

/**
 * Money owed back comes first (someone must act), then a refund made; a paid session reads Completed
 * once marked so, else Paid; a hold that ended unpaid is an abandoned payment; a running hold Pending.
 */
export function appointmentStatusBadge({ status, paymentStatus, isComplete, isAbandoned }: StatusInput): { label: string; tone: StatusTone } {
  if (paymentStatus === 'RefundRequired') return { label: 'Refund due', tone: 'danger' }
  if (paymentStatus === 'Refunded') return { label: 'Refunded', tone: 'neutral' }
  if (status === 'Paid') return isComplete ? { label: 'Completed', tone: 'info' } : { label: 'Paid', tone: 'success' }
  if (isAbandoned) return { label: ABANDONED_PAYMENT, tone: 'neutral' }
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

/**
 * The appointment list's Status filter: each state as its badge reads. With none chosen the list
 * shows the sessions (every appointment that was paid for); "Any status" adds the unpaid holds.
 */
export const APPOINTMENT_STATE_FILTERS = [
  { value: 'paid', label: 'Paid' },
  { value: 'completed', label: 'Completed' },
  { value: 'refund-due', label: 'Refund due' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'pending', label: 'Pending' },
  { value: 'abandoned', label: ABANDONED_PAYMENT },
  { value: 'all', label: 'Any status, unpaid holds included' },
] as const

export type AppointmentStateFilter = (typeof APPOINTMENT_STATE_FILTERS)[number]['value']

/** The filter's label when none is chosen. */
export const ALL_SESSIONS_LABEL = 'All sessions (paid for)'
