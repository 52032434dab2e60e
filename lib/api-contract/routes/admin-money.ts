import { REFUND_STATUSES } from '@/lib/refunds/refund-names'
import { adminCancelSchema, resolveDisputeSchema } from '@/lib/validation/cancellation'
import { z } from '@/lib/validation/zod'
import { defineRoutes } from '../contract'
import {
  absenceReportRow,
  alertHandled,
  adminCancellationAnswer,
  disputeDecision,
  paymentAlertRow,
  payoutRunRow,
  payoutRunStarted,
  refundRow,
} from '../schemas/admin-appointments'
import { paymentAlertsQuery } from '../schemas/admin-content'
import { MONEY, PAYOUTS, adminOnly, adminArea } from './admin-shared'

/** The admin area: cancellations, disputes, refunds, payment alerts and payouts. */
export const adminMoneyRoutes = defineRoutes([
  {
    method: 'post',
    path: '/api/v1/admin/cancel-appointment/{appointmentId}',
    tag: MONEY,
    summary: 'Cancel a paid appointment and refund the chosen amount',
    description: 'An admin may cancel at any time; `refundAmount` (naira) is from 0 to the amount paid. Both people are told.',
    access: adminOnly,
    body: { schema: adminCancelSchema },
    success: { 200: { description: '`The session has been cancelled.`: the appointment and its refund (null for none).', schema: adminCancellationAnswer } },
    errors: {
      400: 'No reason, or a refund above the amount paid (`errors.refundAmount`).',
      404: '`Appointment not found`: no such appointment, or a malformed id.',
      409: '`This session is already cancelled.`, or `Only a paid session can be cancelled.`'
    },
  },
  {
    method: 'get',
    path: '/api/v1/admin/disputes',
    tag: MONEY,
    summary: 'Reports that a therapist did not come: open ones first',
    description: 'Open reports oldest first, then the decided ones latest first; at most 200.',
    access: adminArea,
    success: { 200: { description: 'The reports.', schema: z.object({ data: z.array(absenceReportRow) }) } },
  },
  {
    method: 'post',
    path: '/api/v1/admin/resolve-dispute/{reportId}',
    tag: MONEY,
    summary: 'Decide a report: a full refund or none',
    description: 'A full refund cancels the session (by Alafia) and refunds its payment; the patient is told either way.',
    access: adminOnly,
    body: { schema: resolveDisputeSchema },
    success: { 200: { description: 'The report’s new status.', schema: disputeDecision } },
    errors: { 404: '`Report not found.`', 409: '`This report has already been decided.`' },
  },
  {
    method: 'get',
    path: '/api/v1/admin/refunds',
    tag: MONEY,
    summary: 'Every refund with its state, the ones needing attention first',
    description: 'The latest 100: failed ones first, then waiting for an account, requested, processing, completed. `total` counts every match.',
    access: adminArea,
    query: z.object({
      search: z.string().optional().meta({ description: 'A refund or payment reference, or part of the patient’s email.' }),
      status: z.enum(REFUND_STATUSES).optional(),
    }),
    success: { 200: { description: 'The refunds.', schema: z.object({ data: z.array(refundRow), total: z.number().int() }) } },
    errors: { 400: '`status` is not one of the refund states.' },
  },
  {
    method: 'get',
    path: '/api/v1/admin/payment-alerts',
    lenientQuery: true,
    tag: MONEY,
    summary: 'Payment alerts still open, newest first',
    description: 'What a provider reported that nothing here could settle by itself; `open` counts every open alert.',
    access: adminArea,
    query: paymentAlertsQuery,
    success: { 200: { description: 'The alerts.', schema: z.object({ data: z.array(paymentAlertRow), open: z.number().int() }) } },
  },
  {
    method: 'post',
    path: '/api/v1/admin/payment-alerts/{alertId}/handle',
    tag: MONEY,
    summary: 'Mark a payment alert handled',
    access: adminOnly,
    success: { 200: { description: '`Alert marked handled.`', schema: alertHandled } },
    errors: { 404: '`Alert not found.`', 409: '`This alert has already been marked handled.`' },
  },

  // --- Payouts ---------------------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/api/v1/admin/payouts',
    tag: PAYOUTS,
    summary: 'The latest 20 payout runs, newest first, with their transfers',
    access: adminArea,
    success: { 200: { description: 'The runs.', schema: z.object({ data: z.array(payoutRunRow) }) } },
  },
  {
    method: 'post',
    path: '/api/v1/admin/payouts/run',
    tag: PAYOUTS,
    summary: 'Pay every therapist owed at least the minimum',
    description: 'Running again, or twice at once, pays nobody twice; `skipped` lists the therapists owed something who were not paid, and why.',
    access: adminOnly,
    success: { 200: { description: 'The run: its transfers and the therapists skipped.', schema: payoutRunStarted } },
  },
])
