import { therapistCancelSchema } from '@/lib/validation/cancellation'
import { forgotPasswordSchema } from '@/lib/validation/password-reset'
import { changePasswordSchema } from '@/lib/validation/patient'
import { editTherapistProfileSchema, therapistRegistrationSchema } from '@/lib/validation/therapist'
import { z } from '@/lib/validation/zod'
import { defineRoutes } from '../contract'
import { messageAndData, messageOnly } from '../schemas/common'
import { therapistAppointment, therapistCancellation } from '../schemas/therapist-appointments'
import { ownDocuments, therapistProfile, withPhoto } from '../schemas/therapist-account'
import { loginBody, sessionAnswer } from '../schemas/session'
import { THERAPIST, VERIFIED, NOT_VERIFIED, APPOINTMENTS, ACCOUNT, appointmentIdParam, documentUpload } from './therapist-shared'

/** The therapist's sign-in, registration, account, documents and appointments. */
export const therapistAccountRoutes = defineRoutes([
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
])
