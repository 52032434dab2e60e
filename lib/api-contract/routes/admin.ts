import { REFUND_STATUSES } from '@/lib/refunds/refund-names'
import { ADMIN_AREA_ROLES, BLOG_MANAGER_ROLES, REVIEW_MODERATOR_ROLES, type Role } from '@/lib/roles'
import { adminBlogListQuerySchema, blogPostSchema } from '@/lib/validation/admin-blog'
import { adminAppointmentQuerySchema, auditLogQuerySchema, outboxQuerySchema } from '@/lib/validation/admin-filters'
import { adminListQuerySchema } from '@/lib/validation/admin-lists'
import { declineDocumentSchema } from '@/lib/validation/admin-people'
import { adminCancelSchema, resolveDisputeSchema } from '@/lib/validation/cancellation'
import { breachMarkSchema, dataRequestChangeSchema, dataRequestFiltersSchema, recordBreachSchema, recordDataRequestSchema } from '@/lib/validation/privacy-registers'
import { hideReviewSchema } from '@/lib/validation/reviews'
import { z } from '@/lib/validation/zod'
import { defineRoutes } from '../contract'
import { messageOnly } from '../schemas/common'
import {
  absenceReportRow,
  adminAppointmentDetail,
  adminAppointmentPage,
  alertHandled,
  auditLogPage,
  adminCancellationAnswer,
  disputeDecision,
  paymentAlertRow,
  payoutRunRow,
  payoutRunStarted,
  refundRow,
  reviewHidden,
} from '../schemas/admin-appointments'
import {
  adminBlogPostDetail,
  adminBlogPostPage,
  breach,
  breachAnswer,
  contactMessagePage,
  contactMessagesQuery,
  dataRequest,
  dataRequestAnswer,
  outboxPage,
  paymentAlertsQuery,
  textMessagePage,
} from '../schemas/admin-content'
import {
  adminDocuments,
  adminTherapistRow,
  adminTherapistView,
  adminUserRow,
  adminUserView,
  blockResult,
  eraseResult,
  peoplePage,
  reviewResult,
  verifyResult,
} from '../schemas/admin-people'

/** The admin area's writes that only an Admin makes (a Manager reads, decision 005); the routes list ['Admin']. */
const ADMIN_ONLY: readonly Role[] = ['Admin']

const PEOPLE = 'Admin: users and therapists'
const LISTS = 'Admin: lists, appointments and audit log'
const MONEY = 'Admin: cancellations, disputes and refunds'
const PAYOUTS = 'Admin: payouts'
const PRIVACY = 'Admin: data requests and breaches'
const BLOG = 'Admin: blog'
const MESSAGES = 'Admin: outbox and messages'
const REVIEWS = 'Admin: reviews'

const adminOnly = { kind: 'roles', roles: ADMIN_ONLY } as const
const adminArea = { kind: 'roles', roles: ADMIN_AREA_ROLES } as const

/** The multipart fields of create-blog-post and update-blog-post: the text fields' own schema and the image. */
const blogImage = z.string().meta({ format: 'binary', description: 'A JPEG or PNG under 3,072,000 bytes, re-encoded without metadata.' })
const blogPostForm = blogPostSchema.extend({ blogImage })
const blogPostEditForm = blogPostSchema.extend({ blogImage: blogImage.optional().meta({ description: 'Absent keeps the image; a new one replaces it.' }) })

const NOT_YOURS_TO_CHANGE = 'Your own account, or an Admin’s account: they cannot be blocked or deleted from the admin area.'

/** The /api/v1/admin routes. */
export const adminRoutes = defineRoutes([
  // --- Users and therapists -------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/api/v1/admin/admin-get-all-users',
    tag: LISTS,
    summary: 'Patients, newest first, 10 a page, searched by email or name',
    description:
      'A page past the end answers the last page. A search matching more than 10,000 accounts answers `total: 10001` and `pageCount: 1000`. Erased people read "Deleted user" with `email: null` and are never found by a search.',
    access: adminArea,
    query: adminListQuerySchema,
    success: { 200: { description: 'One page of the patients.', schema: peoplePage(adminUserRow) } },
  },
  {
    method: 'get',
    path: '/api/v1/admin/admin-get-all-therapists',
    tag: LISTS,
    summary: 'Therapists, newest first, 10 a page, searched by email or name',
    description: 'Paged and searched as the users list, with each therapist’s Verified state.',
    access: adminArea,
    query: adminListQuerySchema,
    success: { 200: { description: 'One page of the therapists.', schema: peoplePage(adminTherapistRow) } },
  },
  {
    method: 'get',
    path: '/api/v1/admin/admin-view-user/{id}',
    tag: PEOPLE,
    summary: "An account's details, status and appointments as a patient",
    description: 'Any role’s account may be viewed, an erased one too (as "Deleted user"), so its paid sessions can still be followed.',
    access: adminArea,
    success: { 200: { description: 'The account.', schema: z.object({ data: adminUserView }) } },
    errors: { 404: '`User not found`: no such account, or a malformed id.' },
  },
  {
    method: 'get',
    path: '/api/v1/admin/admin-view-therapist/{id}',
    tag: PEOPLE,
    summary: "A therapist's every profile field, states, documents and paid sessions to come",
    access: adminArea,
    success: { 200: { description: 'The therapist.', schema: z.object({ data: adminTherapistView }) } },
    errors: { 404: '`Therapist not found`: no such therapist (or the account is not a therapist), or a malformed id.' },
  },
  {
    method: 'get',
    path: '/api/v1/admin/admin-get-therapist-documents/{id}',
    tag: PEOPLE,
    summary: "A therapist's verification documents",
    description: '`url` is the private file route, which opens for an Admin and the therapist only; a Manager gets `url: null`.',
    access: adminArea,
    success: { 200: { description: 'Every certificate (oldest first), the CAC document and the logo, each null when not sent.', schema: z.object({ data: adminDocuments }) } },
    errors: { 404: '`Therapist not found`.' },
  },
  {
    method: 'put',
    path: '/api/v1/admin/admin-verify-therapist/{id}',
    tag: PEOPLE,
    summary: 'Verify a therapist',
    description:
      'Allowed once at least one certificate and the CAC document are approved. The therapist is then listed (unless blocked) and gets an email. Verifying a verified therapist answers 200 again and sends nothing.',
    access: adminOnly,
    success: { 200: { description: '`Therapist verified`.', schema: verifyResult } },
    errors: {
      404: '`Therapist not found`.',
      409: '`Approve at least one Certificate and the CAC Document before verifying this therapist.`',
    },
  },
  {
    method: 'put',
    path: '/api/v1/admin/admin-block-user/{id}',
    tag: PEOPLE,
    summary: 'Block an account',
    description:
      'Ends every session and token of the person at once; sign-in answers 403 until unblocked. Blocking a blocked account answers the same message and changes nothing.',
    access: adminOnly,
    success: { 200: { description: '`User blocked`.', schema: blockResult } },
    errors: { 403: NOT_YOURS_TO_CHANGE, 404: '`User not found`.', 409: '`This account was deleted, so it can no longer be changed.`' },
  },
  {
    method: 'put',
    path: '/api/v1/admin/admin-unblock-user/{id}',
    tag: PEOPLE,
    summary: 'Unblock an account',
    description: 'Only lifts the block: the person signs in again.',
    access: adminOnly,
    success: { 200: { description: '`User unblocked`.', schema: blockResult } },
    errors: { 403: NOT_YOURS_TO_CHANGE, 404: '`User not found`.', 409: '`This account was deleted, so it can no longer be changed.`' },
  },
  {
    method: 'put',
    path: '/api/v1/admin/admin-block-therapist/{id}',
    tag: PEOPLE,
    summary: 'Block a therapist',
    description: 'As blocking an account; the therapist also leaves the directory and cannot be booked.',
    access: adminOnly,
    success: { 200: { description: '`Therapist blocked`.', schema: blockResult } },
    errors: { 403: NOT_YOURS_TO_CHANGE, 404: '`Therapist not found` (also for an account that is not a therapist).', 409: '`This account was deleted, so it can no longer be changed.`' },
  },
  {
    method: 'put',
    path: '/api/v1/admin/admin-unblock-therapist/{id}',
    tag: PEOPLE,
    summary: 'Unblock a therapist',
    access: adminOnly,
    success: { 200: { description: '`Therapist unblocked`.', schema: blockResult } },
    errors: { 403: NOT_YOURS_TO_CHANGE, 404: '`Therapist not found` (also for an account that is not a therapist).', 409: '`This account was deleted, so it can no longer be changed.`' },
  },
  {
    method: 'delete',
    path: '/api/v1/admin/admin-delete-user/{id}',
    tag: PEOPLE,
    summary: "Erase a person's data, keeping their appointments and payments",
    description:
      'The account is anonymised in place (right to erasure); `paidUpcomingAppointments` counts the paid sessions still to come that the admin must arrange.',
    access: adminOnly,
    success: { 200: { description: '`User deleted`.', schema: eraseResult } },
    errors: {
      403: '`You cannot delete your own account.`, or `Admin accounts cannot be blocked or deleted from the admin area.`',
      404: '`User not found`.',
      409: '`This account has already been deleted.`',
    },
  },
  {
    method: 'put',
    path: '/api/v1/admin/admin-approve-document/{documentId}',
    tag: PEOPLE,
    summary: 'Approve a verification document',
    access: adminOnly,
    success: { 200: { description: '`Document approved`: the document.', schema: reviewResult } },
    errors: { 404: '`Document not found`: no such document, or it was replaced or erased meanwhile.' },
  },
  {
    method: 'put',
    path: '/api/v1/admin/admin-decline-document/{documentId}',
    tag: PEOPLE,
    summary: 'Decline a verification document with a reason',
    description: 'The therapist sees the reason on their documents page, gets it by email and may upload a replacement.',
    access: adminOnly,
    body: { schema: declineDocumentSchema },
    success: { 200: { description: '`Document declined`: the document.', schema: reviewResult } },
    errors: { 400: '`reason` is not 5 to 500 characters after trimming (`errors.reason`).', 404: '`Document not found`.' },
  },

  // --- Lists, appointments and the audit log --------------------------------------------------------------
  {
    method: 'get',
    path: '/api/v1/admin/appointments',
    tag: LISTS,
    summary: 'Appointments, latest date first, 10 a page, filtered by client, state and Lagos dates',
    description:
      'Without `status`, every appointment that was paid for; `status` picks one state (`all` adds the unpaid holds). `from` and `to` are Lagos dates, both included.',
    access: adminArea,
    query: adminAppointmentQuerySchema,
    success: { 200: { description: 'One page of the appointments, with the filters as applied.', schema: adminAppointmentPage } },
    errors: { 400: 'A bad `page`, an unknown `status`, a malformed date or `from` after `to` (`errors` names it).' },
  },
  {
    method: 'get',
    path: '/api/v1/admin/appointment/{id}',
    tag: LISTS,
    summary: 'One appointment with its payments, reschedules and what happened after payment',
    access: adminArea,
    success: { 200: { description: 'The appointment.', schema: z.object({ data: adminAppointmentDetail }) } },
    errors: { 404: '`Appointment not found`: an unknown or malformed id.' },
  },
  {
    method: 'get',
    path: '/api/v1/admin/audit-log',
    tag: LISTS,
    summary: 'Admin and manager actions, newest first, filtered by action, person and Lagos dates',
    access: adminArea,
    query: auditLogQuerySchema,
    success: { 200: { description: 'One page of the log, with the filters as applied.', schema: auditLogPage } },
    errors: { 400: 'An unknown `action`, a bad `page`, a malformed date or `from` after `to`.' },
  },

  // --- Cancellations, disputes, refunds and payment alerts ------------------------------------------------
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

  // --- Privacy registers -------------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/api/v1/admin/data-requests',
    tag: PRIVACY,
    summary: 'The register of data requests, newest first',
    description: 'The latest 200 received. `overdue=true`: still open or in progress and past `dueAt`.',
    access: adminOnly,
    query: dataRequestFiltersSchema,
    success: { 200: { description: 'The requests.', schema: z.object({ data: z.array(dataRequest) }) } },
    errors: { 400: 'An unknown `state`, or `overdue` other than true or false.' },
  },
  {
    method: 'post',
    path: '/api/v1/admin/data-requests',
    tag: PRIVACY,
    summary: 'Record a data request that came by email or letter',
    description: 'Due 30 days after `receivedAt` (now when not given).',
    access: adminOnly,
    body: { schema: recordDataRequestSchema },
    success: { 201: { description: '`Data request recorded.`', schema: dataRequestAnswer } },
  },
  {
    method: 'patch',
    path: '/api/v1/admin/data-requests/{id}',
    tag: PRIVACY,
    summary: 'Move a data request on: in progress, completed or refused',
    description: 'Completing or refusing needs the `outcome`.',
    access: adminOnly,
    body: { schema: dataRequestChangeSchema },
    success: { 200: { description: '`Data request updated.`', schema: dataRequestAnswer } },
    errors: { 404: '`Data request not found`.', 409: '`This request is already closed.`' },
  },
  {
    method: 'get',
    path: '/api/v1/admin/breaches',
    tag: PRIVACY,
    summary: 'The breach register, the latest found first',
    access: adminOnly,
    success: { 200: { description: 'The latest 200 breaches.', schema: z.object({ data: z.array(breach) }) } },
  },
  {
    method: 'post',
    path: '/api/v1/admin/breaches',
    tag: PRIVACY,
    summary: 'Record a breach',
    description: 'The Commission is due to be told within 72 hours of `foundAt` (now when not given).',
    access: adminOnly,
    body: { schema: recordBreachSchema },
    success: { 201: { description: 'The breach, with `notifyBy`.', schema: breachAnswer } },
  },
  {
    method: 'patch',
    path: '/api/v1/admin/breaches/{id}',
    tag: PRIVACY,
    summary: 'Mark a breach: the Commission notified, the people told, or closed',
    description: 'Each mark is made once; the first date stays.',
    access: adminOnly,
    body: { schema: breachMarkSchema },
    success: { 200: { description: 'The breach as marked.', schema: breachAnswer } },
    errors: { 404: '`Breach not found`.', 409: 'That mark was already made: `The Commission was already marked notified.`, `The people affected were already marked told.` or `This breach is already closed.`' },
  },

  // --- Blog --------------------------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/api/v1/admin/get-blog-posts',
    lenientQuery: true,
    tag: BLOG,
    summary: 'Blog posts, newest first, 10 a page, searched by title',
    description: 'Lenient: a bad `page` counts as 1 and a page past the end answers the last page.',
    access: { kind: 'roles', roles: BLOG_MANAGER_ROLES },
    // Every parameter may be left out (the schema falls back on its own): partial() says so in the document.
    query: adminBlogListQuerySchema.partial(),
    success: { 200: { description: 'One page of the posts (no content).', schema: adminBlogPostPage } },
  },
  {
    method: 'get',
    path: '/api/v1/admin/get-blog-post/{id}',
    tag: BLOG,
    summary: 'One blog post with its whole content',
    access: { kind: 'roles', roles: BLOG_MANAGER_ROLES },
    success: { 200: { description: 'The post.', schema: z.object({ data: adminBlogPostDetail }) } },
    errors: { 404: '`Blog post not found.`' },
  },
  {
    method: 'post',
    path: '/api/v1/admin/create-blog-post',
    tag: BLOG,
    summary: 'Create a blog post',
    description: '`title` (at most 150 characters) and `content` (at most 20,000, plain text) are required, and so is the image.',
    access: { kind: 'roles', roles: BLOG_MANAGER_ROLES },
    body: { schema: blogPostForm, contentType: 'multipart/form-data' },
    success: { 201: { description: '`Blog post created successfully`: the post.', schema: z.object({ message: z.string(), data: adminBlogPostDetail }) } },
    errors: { 400: '`Please fill all fields`, a field too long, no image (`Please select an image first!`), or an image that is not a JPEG or PNG.' },
  },
  {
    method: 'put',
    path: '/api/v1/admin/update-blog-post/{id}',
    tag: BLOG,
    summary: 'Edit a blog post',
    description: 'The same fields as create; without `blogImage` the image stays.',
    access: { kind: 'roles', roles: BLOG_MANAGER_ROLES },
    body: { schema: blogPostEditForm, contentType: 'multipart/form-data' },
    success: { 200: { description: '`Blog post updated successfully`: the post.', schema: z.object({ message: z.string(), data: adminBlogPostDetail }) } },
    errors: { 400: '`Please fill all fields`, a field too long, or an image that is not a JPEG or PNG.', 404: '`Blog post not found.`' },
  },
  {
    method: 'delete',
    path: '/api/v1/admin/delete-blog-post/{id}',
    tag: BLOG,
    summary: 'Delete a blog post, its comments, views and image',
    access: { kind: 'roles', roles: BLOG_MANAGER_ROLES },
    success: { 200: { description: '`Blog post deleted successfully`.', schema: messageOnly } },
    errors: { 404: '`Blog post not found.` (also when already deleted).' },
  },

  // --- Outbox, text messages, contact messages ----------------------------------------------------------------
  {
    method: 'get',
    path: '/api/v1/admin/outbox',
    lenientQuery: true,
    tag: MESSAGES,
    summary: 'The latest emails, newest first, 20 a page, searched by recipient or subject',
    description: 'The token of any link that carries one reads `[hidden]`; a Manager also sees session links hidden.',
    access: adminArea,
    query: outboxQuerySchema,
    success: { 200: { description: 'One page of the outbox.', schema: outboxPage } },
  },
  {
    method: 'get',
    path: '/api/v1/admin/text-messages',
    tag: MESSAGES,
    summary: 'The latest SMS and WhatsApp messages, newest first, 20 a page, searched by number',
    description: 'A Nigerian number in any usual form finds that number’s messages; anything else finds numbers containing it. A Manager sees session links hidden.',
    access: adminArea,
    query: adminListQuerySchema,
    success: { 200: { description: 'One page of the messages.', schema: textMessagePage } },
  },
  {
    method: 'get',
    path: '/api/v1/admin/contact-messages',
    lenientQuery: true,
    tag: MESSAGES,
    summary: 'Contact-form messages, newest first, 20 a page',
    access: adminArea,
    query: contactMessagesQuery,
    success: { 200: { description: 'One page of the messages.', schema: contactMessagePage } },
  },

  // --- Reviews -----------------------------------------------------------------------------------------------
  {
    method: 'put',
    path: '/api/v1/admin/hide-review/{reviewId}',
    tag: REVIEWS,
    summary: 'Hide a review, with a reason',
    description: 'The review is no longer shown publicly or counted in the rating; the therapist and the audit log keep it.',
    access: { kind: 'roles', roles: REVIEW_MODERATOR_ROLES },
    body: { schema: hideReviewSchema },
    success: { 200: { description: '`The review is hidden.`', schema: reviewHidden } },
    errors: { 404: '`Review not found.`', 409: '`This review is already hidden.`' },
  },
])
