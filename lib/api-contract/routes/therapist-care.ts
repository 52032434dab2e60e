import { sessionNoteSchema } from '@/lib/validation/intake'
import { payoutAccountSchema } from '@/lib/validation/payout-account'
import { reviewReplySchema } from '@/lib/validation/reviews'
import { z } from '@/lib/validation/zod'
import { defineRoutes } from '../contract'
import { messageAndData } from '../schemas/common'
import { reviewReply, sessionNote, therapistIntake } from '../schemas/therapist-care'
import { earningsStatement, payoutAccount, statementQuery } from '../schemas/therapist-money'
import { VERIFIED, NOT_VERIFIED, OWN_THERAPIST, CARE, MONEY, appointmentIdParam } from './therapist-shared'

/** The patient's intake, private session notes, review replies, earnings and payouts. */
export const therapistCareRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/v1/therapist/intake/{appointmentId}',
    tag: CARE,
    summary: "The patient's intake for a session",
    access: OWN_THERAPIST,
    params: appointmentIdParam,
    success: { 200: { description: 'The intake.', schema: z.object({ data: therapistIntake }) } },
    errors: { 404: "Not the caller's appointment (\"Appointment not found.\")." },
  },
  {
    method: 'get',
    path: '/api/v1/therapist/session-notes/{appointmentId}',
    tag: CARE,
    summary: 'The private notes on a session',
    access: OWN_THERAPIST,
    params: appointmentIdParam,
    success: { 200: { description: 'The notes.', schema: z.object({ data: sessionNote }) } },
    errors: { 404: "Not the caller's appointment." },
  },
  {
    method: 'put',
    path: '/api/v1/therapist/session-notes/{appointmentId}',
    tag: CARE,
    summary: 'Save the private notes on a session',
    access: OWN_THERAPIST,
    params: appointmentIdParam,
    body: { schema: sessionNoteSchema },
    success: { 200: { description: 'Saved.', schema: messageAndData(sessionNote) } },
    errors: { 404: "Not the caller's appointment.", 409: 'Before the session starts ("Notes open when the session starts.").' },
  },
  {
    method: 'post',
    path: '/api/v1/therapist/review-reply/{reviewId}',
    tag: 'Reviews',
    summary: 'Reply to a review, once',
    access: VERIFIED,
    params: z.object({ reviewId: z.string().meta({ description: "The review's `_id`." }) }),
    body: { schema: reviewReplySchema },
    success: { 200: { description: 'Published.', schema: reviewReply } },
    errors: { 403: NOT_VERIFIED, 404: "Not a review of the caller's.", 409: 'The review already has a reply.' },
  },

  // Earnings and payouts
  {
    method: 'get',
    path: '/api/v1/therapist/earnings',
    tag: MONEY,
    summary: 'The earnings statement of a month',
    access: VERIFIED,
    query: statementQuery,
    success: { 200: { description: 'The statement, in naira.', schema: z.object({ data: earningsStatement }) } },
    errors: { 403: NOT_VERIFIED },
  },
  {
    method: 'get',
    path: '/api/v1/therapist/earnings.csv',
    tag: MONEY,
    summary: 'The earnings statement of a month as CSV',
    access: VERIFIED,
    query: statementQuery,
    success: { 200: { description: 'A download (alafia-earnings-YYYY-MM.csv): a header row, one row per session, a Total row.', contentType: 'text/csv' } },
    errors: { 403: NOT_VERIFIED },
  },
  {
    method: 'get',
    path: '/api/v1/therapist/earnings.pdf',
    tag: MONEY,
    summary: 'The earnings statement of a month as PDF',
    access: VERIFIED,
    query: statementQuery,
    success: { 200: { description: 'A download (alafia-earnings-YYYY-MM.pdf): an A4 statement.', contentType: 'application/pdf' } },
    errors: { 403: NOT_VERIFIED },
  },
  {
    method: 'get',
    path: '/api/v1/therapist/payout-account',
    tag: MONEY,
    summary: 'The payout account',
    access: VERIFIED,
    success: { 200: { description: 'The account, or null when none is set.', schema: z.object({ data: payoutAccount.nullable() }) } },
    errors: { 403: NOT_VERIFIED },
  },
  {
    method: 'put',
    path: '/api/v1/therapist/payout-account',
    tag: MONEY,
    summary: 'Set or change the payout account',
    description: "The bank is asked for the account's name, which must match the therapist's. A changed account is held 24 hours before payouts go to it.",
    access: VERIFIED,
    body: { schema: payoutAccountSchema },
    success: {
      200: { description: 'Saved.', schema: messageAndData(z.object({ accountName: z.string(), bankName: z.string() })) },
    },
    errors: {
      400: 'An unknown bank, no such account, or the name on it is not the therapist\'s.',
      403: NOT_VERIFIED,
      404: 'The therapist profile is gone.',
    },
  },
])
