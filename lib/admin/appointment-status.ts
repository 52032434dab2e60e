// How the admin area shows an appointment's state (the Status column, the payment's state, the
// abandoned checkouts) and the states the appointment list filters by. The state itself is
// decided in lib/appointments/appointment-state.ts; this gives it a badge tone. Pure: the list, the
// appointment page, the person pages, the filter form and the unit tests share it.
import { APPOINTMENT_STATE_LABELS, type AppointmentState, type PaymentStatus } from '@/lib/appointments/appointment-state'

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info'

/** Money owed back is red (someone must act); a session going ahead green, a completed one blue; a running hold amber. */
const STATE_TONES: Record<AppointmentState, StatusTone> = {
  Pending: 'warning',
  Paid: 'success',
  Completed: 'info',
  Cancelled: 'neutral',
  RefundDue: 'danger',
  Refunded: 'neutral',
  Abandoned: 'neutral',
}

export function appointmentStatusBadge({ state }: { state: AppointmentState }): { label: string; tone: StatusTone } {
  return { label: APPOINTMENT_STATE_LABELS[state], tone: STATE_TONES[state] }
}

/** The payment's state in words. */
export function paymentStatusLabel(paymentStatus: PaymentStatus | null): string {
  if (paymentStatus === 'RefundRequired') return 'Paid after the time was lost: refund due'
  if (paymentStatus === 'Refunded') return 'Refunded'
  if (paymentStatus === 'Paid') return 'Paid'
  return 'Not paid'
}

const filter = <V extends string, S extends AppointmentState>(value: V, state: S) => ({ value, state, label: APPOINTMENT_STATE_LABELS[state] })

/**
 * The appointment list's Status filter: each state as its badge reads. With none chosen the list
 * shows the appointments paid for; "Any status" adds the unpaid holds.
 */
export const APPOINTMENT_STATE_FILTERS = [
  filter('paid', 'Paid'),
  filter('completed', 'Completed'),
  filter('cancelled', 'Cancelled'),
  filter('refund-due', 'RefundDue'),
  filter('refunded', 'Refunded'),
  filter('pending', 'Pending'),
  filter('abandoned', 'Abandoned'),
  { value: 'all', state: null, label: 'Any status, unpaid holds included' },
] as const

export type AppointmentStateFilter = (typeof APPOINTMENT_STATE_FILTERS)[number]['value']

/** The filter's label when none is chosen. */
export const ALL_SESSIONS_LABEL = 'All sessions (paid for)'

/** What the admin's where-builder is asked for: the paid-for ones by default, one state, or everything. */
export function appointmentFilterState(value: AppointmentStateFilter | ''): AppointmentState | 'paid-for' | 'all' {
  if (value === '') return 'paid-for'
  return APPOINTMENT_STATE_FILTERS.find((option) => option.value === value)?.state ?? 'all'
}
