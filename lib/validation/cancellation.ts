import { z } from './zod'

// Cancellations, absences and refund accounts: shared by the dialogs, the actions and the API.

export const CANCEL_REASON_MAX = 500
export const ALREADY_CANCELLED = 'This session is already cancelled.'
export const NOT_CANCELLABLE = 'Only a paid session can be cancelled.'
export const ALREADY_STARTED = 'This session has already started, so it can no longer be cancelled.'
export const CANCELLED = 'Your session has been cancelled.'
export const CANCELLED_FOR_PATIENT = 'The session has been cancelled and the patient refunded in full.'
export const CANCELLED_BY_ADMIN = 'The session has been cancelled.'
export const REASON_REQUIRED = 'Please say why the session is cancelled.'
export const REFUND_ACCOUNT_REQUIRED = 'You paid by bank transfer: tell us which bank account to send the refund to.'
export const NO_SUCH_ACCOUNT = 'No account with that number was found at that bank.'
export const NO_SHOW_TOO_EARLY = 'A session can be marked missed only once it has started.'
export const NO_SHOW_TOO_LATE = 'It is more than 48 hours since this session ended.'
export const MARKED_NO_SHOW = 'The patient is marked as absent.'
export const REPORTED_ABSENT = 'Thank you. An admin will look into it and write to you.'
export const ALREADY_REPORTED = 'You have already reported this session.'
export const REPORT_TOO_EARLY = 'You can report a missed session once it has started.'

/** After a session ends, how long the therapist may mark it missed and the patient report it. */
export const ABSENCE_WINDOW_HOURS = 48

const reasonText = z
  .string()
  .trim()
  .max(CANCEL_REASON_MAX, `Please keep the reason under ${CANCEL_REASON_MAX} characters`)
  .refine((text) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text), 'The reason contains characters that are not allowed')

export const refundAccountSchema = z.object({
  bankCode: z.string({ error: 'Choose your bank' }).trim().regex(/^\d{3,6}$/, 'Choose your bank'),
  accountNumber: z.string({ error: 'Enter your 10-digit account number' }).trim().regex(/^\d{10}$/, 'Enter your 10-digit account number'),
})
export type RefundAccount = z.output<typeof refundAccountSchema>

/** POST patient/cancel-appointment/{id}: a reason is optional; the account only for a bank transfer. */
export const patientCancelSchema = z.object({
  reason: reasonText.optional(),
  refundAccount: refundAccountSchema.optional(),
})

/** POST therapist/cancel-appointment/{id}: the patient is told why. */
export const therapistCancelSchema = z.object({
  reason: reasonText.pipe(z.string().min(1, REASON_REQUIRED)),
})

/** POST admin/cancel-appointment/{id}: the refund (naira, 0 to the amount paid) and why. */
export const adminCancelSchema = z.object({
  refundAmount: z.coerce.number({ error: 'Enter the refund in naira' }).min(0, 'The refund cannot be negative').max(10_000_000, 'The refund is too large'),
  reason: reasonText.pipe(z.string().min(1, REASON_REQUIRED)),
})

/** POST patient/report-absent-therapist/{id}: what happened, optionally. */
export const absenceReportSchema = z.object({ note: reasonText.optional() })

/** POST admin/resolve-dispute/{id}: a full refund or none, and a note for the patient. */
export const resolveDisputeSchema = z.object({
  decision: z.enum(['refund', 'none'], { error: 'Choose a full refund or no refund' }),
  note: reasonText.optional(),
})
