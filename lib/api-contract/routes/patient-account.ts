import { ACCOUNT_ROLES, USER_LOGIN_ROLES } from '@/lib/roles'
import { patientRegistrationSchema } from '@/lib/validation/auth'
import { apiResetPasswordSchema, forgotPasswordSchema } from '@/lib/validation/password-reset'
import { changePasswordSchema, editProfileSchema } from '@/lib/validation/patient'
import { rescheduleSchema } from '@/lib/validation/reschedule'
import { z } from '@/lib/validation/zod'
import { defineRoutes } from '../contract'
import { id, messageAndData, messageOnly } from '../schemas/common'
import { safeUser } from '../schemas/patient-account'
import { loginBody, sessionAnswer } from '../schemas/session'
import { patientAppointment } from '../schemas/patient-appointment'
import { ACCOUNT, APPOINTMENTS, patientArea } from './patient-shared'

/** The patient's sign-in, registration, account and appointments. */
export const patientAccountRoutes = defineRoutes([
  {
    method: 'post',
    path: '/api/v1/patient/login',
    tag: ACCOUNT,
    summary: 'Sign in as a patient, admin or manager',
    description: `The token in the body and the same session as a cookie. Roles that may sign in here: ${USER_LOGIN_ROLES.join(', ')}; therapists use /api/v1/therapist/login.`,
    access: { kind: 'public' },
    body: { schema: loginBody },
    success: { 200: { description: '`Login successful`: the session token and who signed in.', schema: sessionAnswer } },
    errors: {
      401: 'Wrong email or password, or a therapist account (`This is a therapist account. Please use LOGIN AS THERAPIST.`).',
      403: 'The account is blocked.',
      429: 'Too many failed attempts for this account or address: wait and try again.',
    },
  },
  {
    method: 'post',
    path: '/api/v1/patient/registration',
    tag: ACCOUNT,
    summary: 'Register a patient account and sign in',
    description: 'All nine fields are required. The answer signs the new patient in, as a login does.',
    access: { kind: 'public' },
    body: { schema: patientRegistrationSchema },
    success: { 201: { description: '`Registration successful`: the session token and the new patient.', schema: sessionAnswer } },
    errors: { 409: 'Another account has this email.', 429: 'Too many registrations from this address in an hour.' },
  },
  {
    method: 'get',
    path: '/api/v1/patient/view-profile',
    tag: ACCOUNT,
    summary: "The caller's own profile",
    access: { kind: 'roles', roles: ACCOUNT_ROLES },
    success: { 200: { description: 'The profile as `safeUser`.', schema: z.object({ safeUser }) } },
    errors: { 404: 'The account no longer exists.' },
  },
  {
    method: 'put',
    path: '/api/v1/patient/edit-profile',
    tag: ACCOUNT,
    summary: "Change the caller's own profile",
    description:
      'Only `fullName, email, phoneNumber, address, localGovernment, state, dateOfBirth, gender` are read; anything else is accepted and ignored. An absent field is left unchanged; `""` or `null` clears it, except `fullName` and `email`.',
    access: { kind: 'roles', roles: ACCOUNT_ROLES },
    body: { schema: editProfileSchema },
    success: { 200: { description: '`Profile updated successfully` and the profile as it now is.', schema: messageAndData(safeUser) } },
    errors: { 404: 'The account no longer exists.', 409: 'Another account has this email.', 429: 'Too many new email addresses tried in an hour.' },
  },
  {
    method: 'put',
    path: '/api/v1/patient/change-password',
    tag: ACCOUNT,
    summary: "Change the caller's password",
    description:
      "Every session and token of the account ends, including the one used for this call: the answer's `token` (also set as the session cookie) is the caller's new session.",
    access: { kind: 'roles', roles: ACCOUNT_ROLES },
    body: { schema: changePasswordSchema },
    success: {
      200: {
        description: '`Password updated successfully` and the new session token.',
        schema: z.object({ message: z.string(), success: z.literal(true), token: z.string() }),
      },
    },
    errors: {
      400: '`Your old password is incorrect` (`errors.oldPassword`).',
      404: 'The account no longer exists.',
      409: 'The password was just changed elsewhere.',
      429: 'More than 5 attempts for this account in 15 minutes.',
    },
  },
  {
    method: 'post',
    path: '/api/v1/patient/forgot-password',
    tag: ACCOUNT,
    summary: 'Ask for a password reset link by email',
    description: 'The same answer, status and work for a registered, unknown, blocked or erased email; the email (if any) is sent after the answer.',
    access: { kind: 'public' },
    body: { schema: forgotPasswordSchema },
    success: {
      200: {
        description: '`If an account exists for that email, a reset link is on its way.`',
        schema: z.object({ message: z.string(), success: z.literal(true) }),
      },
    },
    errors: { 429: '3 requests per email or 10 per client address in 15 minutes; the message gives the wait.' },
  },
  {
    method: 'put',
    path: '/api/v1/patient/resetpassword/{token}',
    tag: ACCOUNT,
    summary: 'Set a new password with a reset link',
    description: "The token is the emailed link's `token`. Every session of the account ends.",
    access: { kind: 'public' },
    params: z.object({ token: z.string().meta({ description: "The reset link's token (43 base64url characters)." }) }),
    body: { schema: apiResetPasswordSchema },
    success: { 200: { description: '`Your password has been reset. Please log in with your new password.`', schema: messageOnly } },
    errors: { 400: 'The link is unknown, malformed, used, expired or replaced, or the account is blocked or erased (`errors.token`).' },
  },

  // The patient's appointments.
  {
    method: 'get',
    path: '/api/v1/patient/my-appointments',
    tag: APPOINTMENTS,
    summary: "The caller's own paid sessions",
    description: 'Only what was paid for (never a hold or an abandoned checkout): the upcoming ones soonest first, then the past ones latest first. An Admin sees only their own here too.',
    access: patientArea,
    success: { 200: { description: 'The appointments.', schema: z.object({ data: z.array(patientAppointment) }) } },
  },
  {
    method: 'get',
    path: '/api/v1/patient/appointment/{id}',
    tag: APPOINTMENTS,
    summary: 'One of the caller’s own appointments',
    access: patientArea,
    params: z.object({ id }),
    success: { 200: { description: 'The appointment.', schema: z.object({ data: patientAppointment }) } },
    errors: { 404: '`Appointment not found`: another patient’s, an unknown or a malformed id.' },
  },
  {
    method: 'get',
    path: '/api/v1/patient/appointment/{id}/calendar',
    tag: APPOINTMENTS,
    summary: 'Add to calendar: the appointment as an .ics file',
    description: 'The same event as the booking and reschedule emails’ `invite.ics` (same UID, SEQUENCE = moves so far), as `alafia-session-YYYY-MM-DD.ics`.',
    access: patientArea,
    params: z.object({ id }),
    success: { 200: { description: 'The calendar file (iCalendar, METHOD:REQUEST).', contentType: 'text/calendar' } },
    errors: { 404: 'Another patient’s, an unpaid or an unknown appointment.' },
  },
  {
    method: 'put',
    path: '/api/v1/patient/reschedule-appointment/{id}',
    tag: APPOINTMENTS,
    summary: 'Move one of the caller’s own paid appointments',
    description: "Times are 'HH:MM' (24-hour) or '01:00 PM', whole hours, within one Lagos day; the length stays the same.",
    access: patientArea,
    params: z.object({ id }),
    body: { schema: rescheduleSchema },
    success: { 200: { description: '`Appointment rescheduled successfully` and the appointment at its new time.', schema: messageAndData(patientAppointment) } },
    errors: {
      400: 'A field is missing, the length differs, the new time has started or equals the current one, an hour is not in the therapist’s published availability, or the therapist is no longer listed.',
      404: '`Appointment not found`: anyone else’s appointment.',
      409: "Today's, past or unpaid appointment (`Can't reschedule today's appointment`, `Date passed - Can't reschedule`, `Only paid appointments can be rescheduled`), or another appointment owns a new hour.",
    },
  },
])
