import { ROLES, type Role } from '@/lib/roles'
import { setAvailabilitySchema, updateAvailabilitySchema } from '@/lib/validation/availability'
import { therapistCancelSchema } from '@/lib/validation/cancellation'
import { sessionNoteSchema } from '@/lib/validation/intake'
import { forgotPasswordSchema } from '@/lib/validation/password-reset'
import { changePasswordSchema } from '@/lib/validation/patient'
import { payoutAccountSchema } from '@/lib/validation/payout-account'
import { rescheduleSchema } from '@/lib/validation/reschedule'
import { reviewReplySchema } from '@/lib/validation/reviews'
import { editTherapistProfileSchema, therapistRegistrationSchema } from '@/lib/validation/therapist'
import { clashRangeSchema, timeOffSchema } from '@/lib/validation/time-off'
import { z } from '@/lib/validation/zod'
import { defineRoutes, type RouteContract } from '../contract'
import { messageAndData, messageOnly } from '../schemas/common'
import { moveOptions, moveProposal, therapistAppointment, therapistCancellation } from '../schemas/therapist-appointments'
import { documentUploadForm, ownDocuments, therapistProfile, withPhoto } from '../schemas/therapist-account'
import { loginBody, sessionAnswer } from '../schemas/session'
import { reviewReply, sessionNote, therapistIntake } from '../schemas/therapist-care'
import { earningsStatement, payoutAccount, statementQuery } from '../schemas/therapist-money'
import { createdTimeOff, repeatedAvailability, therapistAvailability, timeOff } from '../schemas/therapist-schedule'

/** The routes that call withRole(['Therapist'], …) or withVerifiedTherapist. */
const THERAPIST: readonly Role[] = ['Therapist']

/** withVerifiedTherapist (lib/server/therapists/require-verified-therapist.ts): the role and a verified profile. */
const VERIFIED = { kind: 'roles', roles: THERAPIST, note: 'A verified therapist.' } as const
const NOT_VERIFIED = 'A therapist not verified yet ("Your account is awaiting verification.").'

/** Any signed-in person may call; only the appointment's own therapist gets an answer. */
const OWN_THERAPIST = { kind: 'roles', roles: ROLES, note: "Only the appointment's own therapist: anyone else, admins and managers included, gets 404." } as const

const APPOINTMENTS = 'Therapist appointments'
const AVAILABILITY = 'Therapist availability'
const TIME_OFF = 'Time off and moving a session'
const ACCOUNT = 'Therapist account and documents'
const CARE = 'Intake and private session notes'
const MONEY = 'Therapist earnings and payouts'

const appointmentIdParam = z.object({ appointmentId: z.string().meta({ description: "The appointment's `_id`." }) })
const idParam = (what: string) => z.object({ id: z.string().meta({ description: `The ${what}'s \`_id\`.` }) })

const documentUpload = (path: string, field: string, label: string): RouteContract => ({
  method: 'post',
  path,
  tag: ACCOUNT,
  summary: `Upload a ${label}`,
  description:
    label === 'certificate'
      ? 'Adds a certificate beside the others (at most 5), or with `replaces` replaces one that is awaiting review or declined.'
      : `Replaces the current ${label} (one is kept), or with \`replaces\` the one it names; an approved one cannot be replaced.`,
  access: { kind: 'roles', roles: THERAPIST, note: 'Verified or not.' },
  body: { schema: documentUploadForm(field), contentType: 'multipart/form-data' },
  success: { 201: { description: 'Uploaded; it awaits review.', schema: messageOnly } },
  errors: {
    404: '`replaces` names no document of the caller\'s of that kind ("That document is no longer there. …").',
    409: 'The document to replace is approved, the kind is at its maximum, or another upload of the same kind crossed this one.',
  },
})

/** The /api/v1/therapist routes. */
export const therapistRoutes = defineRoutes([
  // Account and sign-in
  {
    method: 'post',
    path: '/api/v1/therapist/login',
    tag: ACCOUNT,
    summary: 'Sign in as a therapist',
    description: 'Answers the session token and sets the same session as a cookie. Only therapist accounts may sign in here.',
    access: { kind: 'public' },
    body: { schema: loginBody },
    success: { 200: { description: 'Signed in.', schema: sessionAnswer } },
    errors: {
      401: 'Wrong email or password ("Invalid email or password"), or not a therapist account.',
      403: 'The account is blocked.',
      429: 'Too many failed attempts for this email or network; try again later.',
    },
  },
  {
    method: 'post',
    path: '/api/v1/therapist/registration',
    tag: ACCOUNT,
    summary: 'Register a therapist account',
    description:
      'Every registration field is required except specialtyTwo … specialtyFive and the photo. The new therapist is unverified and not listed; there is no session: sign in next. isVerified, isBlocked, role and other fields are ignored.',
    access: { kind: 'public' },
    body: { schema: withPhoto(therapistRegistrationSchema.in), contentType: 'multipart/form-data' },
    success: { 201: { description: 'Registered.', schema: z.object({ success: z.literal(true), message: z.string() }) } },
    errors: { 409: 'An account with this email already exists.', 429: 'Too many registrations from this network.' },
  },
  {
    method: 'post',
    path: '/api/v1/therapist/forgot-password',
    tag: ACCOUNT,
    summary: 'Ask for a password reset link',
    description: 'The same answer for every email; only a therapist account receives the email.',
    access: { kind: 'public' },
    body: { schema: forgotPasswordSchema },
    success: { 200: { description: 'Requested.', schema: z.object({ message: z.string(), success: z.literal(true) }) } },
    errors: { 429: 'Too many reset requests for this email or from this network.' },
  },
  {
    method: 'get',
    path: '/api/v1/therapist/view-profile',
    tag: ACCOUNT,
    summary: "The therapist's own profile",
    access: { kind: 'roles', roles: THERAPIST, note: 'Verified or not.' },
    success: { 200: { description: 'The profile.', schema: z.object({ data: therapistProfile }) } },
    errors: { 404: 'The therapist profile is gone.' },
  },
  {
    method: 'put',
    path: '/api/v1/therapist/edit-profile',
    tag: ACCOUNT,
    summary: 'Change the own profile',
    description:
      'Absent fields stay as they are; a sent field cannot be blank. Sending any specialty slot replaces them all and needs specialtyOne. A new profilePhoto replaces the old one. A verified therapist who changes their name or email goes back to review.',
    access: { kind: 'roles', roles: THERAPIST, note: 'Verified or not.' },
    body: { schema: withPhoto(editTherapistProfileSchema.in), contentType: 'multipart/form-data' },
    success: { 200: { description: 'Saved: the profile as it is now.', schema: messageAndData(therapistProfile) } },
    errors: { 404: 'The therapist profile is gone.', 409: 'Another account has this email.', 429: 'Too many email changes.' },
  },
  {
    method: 'put',
    path: '/api/v1/therapist/change-password',
    tag: ACCOUNT,
    summary: 'Change the password',
    description: 'Every other session ends; `token` is the caller\'s new session (also set as the cookie).',
    access: { kind: 'roles', roles: THERAPIST, note: 'Verified or not.' },
    body: { schema: changePasswordSchema },
    success: {
      200: { description: 'Changed.', schema: z.object({ message: z.string(), success: z.literal(true), token: z.string().meta({ description: 'The new session token.' }) }) },
    },
    errors: {
      400: 'The old password is wrong (`errors.oldPassword`).',
      404: 'The account is gone.',
      409: 'The password was just changed elsewhere: sign in again.',
      429: 'Too many attempts: 5 per 15 minutes.',
    },
  },
  {
    method: 'get',
    path: '/api/v1/therapist/document/get-documents',
    tag: ACCOUNT,
    summary: "The therapist's verification documents",
    access: { kind: 'roles', roles: THERAPIST, note: 'Verified or not.' },
    success: { 200: { description: 'Every certificate (oldest first), and the CAC document and logo or null.', schema: z.object({ data: ownDocuments }) } },
  },
  documentUpload('/api/v1/therapist/document/add-certificates', 'certificate', 'certificate'),
  documentUpload('/api/v1/therapist/document/add-cac', 'cacDocument', 'CAC document'),
  documentUpload('/api/v1/therapist/document/add-logo', 'logo', 'logo'),

  // Appointments
  {
    method: 'get',
    path: '/api/v1/therapist/appointments',
    tag: APPOINTMENTS,
    summary: "The therapist's sessions",
    description: 'Sessions not over yet (soonest first), then the most recent past ones; at most 100 of each. `hasMore` is true when either list was cut.',
    access: VERIFIED,
    success: { 200: { description: 'The sessions.', schema: z.object({ data: z.array(therapistAppointment), hasMore: z.boolean() }) } },
    errors: { 403: NOT_VERIFIED },
  },
  {
    method: 'post',
    path: '/api/v1/therapist/cancel-appointment/{appointmentId}',
    tag: APPOINTMENTS,
    summary: 'Cancel a session, refunding the patient in full',
    access: VERIFIED,
    params: appointmentIdParam,
    body: { schema: therapistCancelSchema },
    success: { 200: { description: 'Cancelled: the appointment and the refund.', schema: therapistCancellation } },
    errors: {
      403: NOT_VERIFIED,
      404: "Not one of the caller's appointments.",
      409: 'Already cancelled, not a paid session, already started, or changed meanwhile.',
    },
  },
  {
    method: 'post',
    path: '/api/v1/therapist/mark-no-show/{appointmentId}',
    tag: APPOINTMENTS,
    summary: 'Mark the patient absent',
    description: 'No refund is due. Allowed from the start until 48 hours after the end; marking again changes nothing.',
    access: VERIFIED,
    params: appointmentIdParam,
    success: { 200: { description: 'Marked.', schema: messageOnly } },
    errors: { 403: NOT_VERIFIED, 404: "Not one of the caller's paid sessions.", 409: 'Before the start, or more than 48 hours after the end.' },
  },

  // Availability
  {
    method: 'post',
    path: '/api/v1/therapist/set-availability',
    tag: AVAILABILITY,
    summary: 'Publish the hours of a date, or the same hours weekly',
    description: 'Without repeatWeeks: one date. With repeatWeeks (1–12): the same hours on that weekday for that many weeks; each date says whether it was published or skipped and why.',
    access: VERIFIED,
    body: { schema: setAvailabilitySchema },
    success: {
      201: {
        description: 'Published: the date, or with repeatWeeks what became of each week.',
        schema: z.union([messageAndData(therapistAvailability), messageAndData(repeatedAvailability)]),
      },
    },
    errors: {
      400: 'A passed date, one more than 90 days ahead, or an hour that has started.',
      403: NOT_VERIFIED,
      409: 'The date already has hours, is a day of time off, or (repeating) no week got hours.',
    },
  },
  {
    method: 'get',
    path: '/api/v1/therapist/view-availability',
    tag: AVAILABILITY,
    summary: "The therapist's published dates",
    description: 'Today and later first (soonest first), then passed dates (most recent first).',
    access: VERIFIED,
    success: { 200: { description: 'The dates.', schema: z.object({ data: z.array(therapistAvailability) }) } },
    errors: { 403: NOT_VERIFIED },
  },
  {
    method: 'get',
    path: '/api/v1/therapist/view-availability/{id}',
    tag: AVAILABILITY,
    summary: 'One of the published dates',
    access: VERIFIED,
    params: idParam('availability'),
    success: { 200: { description: 'The date.', schema: z.object({ success: z.literal(true), availability: therapistAvailability }) } },
    errors: { 403: NOT_VERIFIED, 404: 'Not one of the caller\'s ("Availability not found").' },
  },
  {
    method: 'put',
    path: '/api/v1/therapist/update-availability/{id}',
    tag: AVAILABILITY,
    summary: "Change a date's hours",
    description: 'Hours that have started stay as they were. `date`, when sent, must be the record\'s own.',
    access: VERIFIED,
    params: idParam('availability'),
    body: { schema: updateAvailabilitySchema },
    success: { 200: { description: 'Saved.', schema: messageAndData(therapistAvailability) } },
    errors: {
      400: 'A different `date`, or adding an hour that has started.',
      403: NOT_VERIFIED,
      404: 'Not one of the caller\'s ("Availability not found").',
      409: 'A passed date, removing an hour a patient holds or has booked, or adding an hour to a day of time off.',
    },
  },
  {
    method: 'delete',
    path: '/api/v1/therapist/delete-availability/{id}',
    tag: AVAILABILITY,
    summary: 'Delete a published date',
    access: VERIFIED,
    params: idParam('availability'),
    success: { 200: { description: 'Deleted.', schema: messageOnly } },
    errors: { 403: NOT_VERIFIED, 404: 'Not one of the caller\'s ("Availability not found").', 409: 'A passed date, or one with hours a patient holds or has booked.' },
  },

  // Time off and moving a session
  {
    method: 'get',
    path: '/api/v1/therapist/time-off',
    tag: TIME_OFF,
    summary: "The therapist's time off not over yet",
    access: VERIFIED,
    success: { 200: { description: 'Soonest first.', schema: z.object({ data: z.array(timeOff) }) } },
    errors: { 403: NOT_VERIFIED },
  },
  {
    method: 'post',
    path: '/api/v1/therapist/time-off',
    tag: TIME_OFF,
    summary: 'Take days off',
    description:
      'The days take no hours and their published hours go. Paid sessions in the way answer 409 with `data.clashes` and nothing is written, unless cancelClashing is true: each is then cancelled with a full refund in the same transaction.',
    access: VERIFIED,
    body: { schema: timeOffSchema },
    success: { 201: { description: 'Taken: the time off and the sessions it cancelled.', schema: messageAndData(createdTimeOff) } },
    errors: {
      400: 'The last day before the first, too long, a passed first day, or one too far ahead.',
      403: NOT_VERIFIED,
      409: 'Paid sessions in the way (`data.clashes`: each session, with any open move proposal), days overlapping time off already taken, or a patient paying for one of the hours right now.',
    },
  },
  {
    method: 'get',
    path: '/api/v1/therapist/time-off/{id}',
    tag: TIME_OFF,
    summary: 'One time off',
    access: VERIFIED,
    params: idParam('time off'),
    success: { 200: { description: 'The time off.', schema: z.object({ data: timeOff }) } },
    errors: { 403: NOT_VERIFIED, 404: "Not one of the caller's." },
  },
  {
    method: 'delete',
    path: '/api/v1/therapist/time-off/{id}',
    tag: TIME_OFF,
    summary: 'Remove a time off',
    description: 'The days take hours again, but the hours it removed are not put back.',
    access: VERIFIED,
    params: idParam('time off'),
    success: { 200: { description: 'Removed.', schema: messageOnly } },
    errors: { 403: NOT_VERIFIED, 404: "Not one of the caller's.", 409: 'It is over: it stays as history.' },
  },
  {
    method: 'get',
    path: '/api/v1/therapist/move-options/{appointmentId}',
    tag: TIME_OFF,
    summary: 'Where a session can move',
    description: "The therapist's free published times of the session's length from today on, outside `from`–`to` when given (the days being taken off).",
    access: VERIFIED,
    params: appointmentIdParam,
    query: z.object({
      from: clashRangeSchema.shape.from.optional().meta({ description: 'The first day to leave out (YYYY-MM-DD); with `to`.' }),
      to: clashRangeSchema.shape.to.optional().meta({ description: 'The last day to leave out (YYYY-MM-DD); with `from`.' }),
    }),
    success: { 200: { description: 'The free times, per day, or why it cannot move.', schema: z.object({ data: moveOptions }) } },
    errors: { 403: NOT_VERIFIED, 404: "Not one of the caller's appointments." },
  },
  {
    method: 'post',
    path: '/api/v1/therapist/propose-move/{appointmentId}',
    tag: TIME_OFF,
    summary: 'Propose a new time to the patient',
    description: 'The patient is emailed and accepts (the session moves) or cancels with a full refund. A newer proposal replaces an open one.',
    access: VERIFIED,
    params: appointmentIdParam,
    body: { schema: rescheduleSchema },
    success: { 201: { description: 'Proposed.', schema: messageAndData(moveProposal) } },
    errors: {
      400: "Not the session's length, the same time, or not wholly among the free published hours.",
      403: NOT_VERIFIED,
      404: "Not one of the caller's appointments.",
      409: 'The session cannot move (not paid, today or passed), the time was just taken, or the patient has another session then.',
    },
  },

  // Intake, notes, reviews
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
