import { adminAppointmentQuerySchema, auditLogQuerySchema } from '@/lib/validation/admin-filters'
import { adminListQuerySchema } from '@/lib/validation/admin-lists'
import { declineDocumentSchema } from '@/lib/validation/admin-people'
import { z } from '@/lib/validation/zod'
import { defineRoutes } from '../contract'
import { adminAppointmentDetail, adminAppointmentPage, auditLogPage } from '../schemas/admin-appointments'
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
import { PEOPLE, LISTS, adminOnly, adminArea, NOT_YOURS_TO_CHANGE } from './admin-shared'

/** Blocking or unblocking an erased account. */
const DELETED_ACCOUNT = '`This account was deleted, so it can no longer be changed.`'

/** The admin area: users, therapists and their documents, and the lists of people, appointments and the audit log. */
export const adminPeopleRoutes = defineRoutes([
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
    errors: { 403: NOT_YOURS_TO_CHANGE, 404: '`User not found`.', 409: DELETED_ACCOUNT },
  },
  {
    method: 'put',
    path: '/api/v1/admin/admin-unblock-user/{id}',
    tag: PEOPLE,
    summary: 'Unblock an account',
    description: 'Only lifts the block: the person signs in again.',
    access: adminOnly,
    success: { 200: { description: '`User unblocked`.', schema: blockResult } },
    errors: { 403: NOT_YOURS_TO_CHANGE, 404: '`User not found`.', 409: DELETED_ACCOUNT },
  },
  {
    method: 'put',
    path: '/api/v1/admin/admin-block-therapist/{id}',
    tag: PEOPLE,
    summary: 'Block a therapist',
    description: 'As blocking an account; the therapist also leaves the directory and cannot be booked.',
    access: adminOnly,
    success: { 200: { description: '`Therapist blocked`.', schema: blockResult } },
    errors: { 403: NOT_YOURS_TO_CHANGE, 404: '`Therapist not found` (also for an account that is not a therapist).', 409: DELETED_ACCOUNT },
  },
  {
    method: 'put',
    path: '/api/v1/admin/admin-unblock-therapist/{id}',
    tag: PEOPLE,
    summary: 'Unblock a therapist',
    access: adminOnly,
    success: { 200: { description: '`Therapist unblocked`.', schema: blockResult } },
    errors: { 403: NOT_YOURS_TO_CHANGE, 404: '`Therapist not found` (also for an account that is not a therapist).', 409: DELETED_ACCOUNT },
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
])
