// The states and reasons a refund row can have (prisma/schema.prisma, RefundStatus and RefundReason),
// as plain values that pages, forms and the API's filter share without reaching the server modules.

export const REFUND_STATUSES = ['Requested', 'AwaitingAccount', 'Processing', 'Completed', 'Failed'] as const
export type RefundStatusName = (typeof REFUND_STATUSES)[number]

export const REFUND_REASONS = ['PatientCancelled', 'TherapistCancelled', 'AdminCancelled', 'TherapistAbsent', 'LatePayment'] as const
export type RefundReasonName = (typeof REFUND_REASONS)[number]

export const isRefundStatus = (value: string): value is RefundStatusName => (REFUND_STATUSES as readonly string[]).includes(value)
