import { APPOINTMENT_STATES } from '@/lib/appointments/appointment-state'
import { DOCUMENT_FIELDS, REVIEW_STATES } from '@/lib/validation/therapist-documents'
import { z } from '@/lib/validation/zod'
import { safeUser } from './patient-account'
import { therapistProfile } from './therapist-account'
import { id, isoDateTime, lagosDate, messageAndData, nairaAmount, pageFields } from './common'

/*
 * The answers of the admin's people calls (lib/server/admin/users, lib/server/admin/therapists,
 * lib/server/admin/dashboard): the lists of users and therapists, one account, the documents and the
 * block, verify, review and erase decisions.
 */

const STORED_STATUSES = ['Pending', 'Paid', 'Cancelled', 'Expired'] as const
const PAYMENT_STATUSES = ['Paid', 'RefundRequired', 'Refunded'] as const

const slotTime = z.string().meta({ description: "'HH:MM', 24-hour, Lagos time.", example: '14:00' })

/** An admin list's page numbers (lib/validation/admin-lists.ts PageNumbers). */
export const pageNumbers = { ...pageFields, pageSize: z.number().int() }

/** The appointment's state fields every admin appointment answer carries (admin-appointment-fields.ts). */
export const adminStateFields = {
  status: z.enum(STORED_STATUSES).meta({ description: 'The stored status; a hold that ran out reads Expired.' }),
  state: z.enum(APPOINTMENT_STATES).meta({ description: 'What it is for the people who see it.' }),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable().meta({ description: 'The state of the money; null when nothing was paid.' }),
  isComplete: z.boolean(),
  isAbandoned: z.boolean().meta({ description: 'A hold that ended without any payment ("Abandoned payment").' }),
}

/** When a session is and what it costs (lib/server/appointments/session-fields.ts). */
export const sessionFields = {
  appointmentDate: lagosDate,
  slot_start: slotTime,
  slot_end: slotTime,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  duration: z.number().int().meta({ description: 'Hours.' }),
  amount: nairaAmount,
}

/** The Lagos date and hours of a slot (a reschedule's from and to). */
export const lagosSlot = z.object({ appointmentDate: lagosDate, slot_start: slotTime, slot_end: slotTime })

const namedPerson = z.object({ _id: id, fullName: z.string() })

/** One appointment as the admin's user and therapist pages list it. */
export const adminPersonAppointment = z
  .object({
    _id: id,
    ...sessionFields,
    ...adminStateFields,
    amountKobo: z.number().int(),
    patient: namedPerson,
    therapist: namedPerson,
  })
  .meta({ id: 'AdminPersonAppointment' })

const paidUpcoming = z
  .object({ data: z.array(adminPersonAppointment), total: z.number().int() })
  .meta({ description: 'Paid sessions not started yet, soonest first, at most 50 listed; total counts them all.' })

const accountStatus = z.enum(['Active', 'Blocked', 'Deleted'])

/** A row of GET admin/admin-get-all-users. */
export const adminUserRow = z
  .object({
    _id: id,
    fullName: z.string().meta({ description: '"Deleted user" once the data was erased.' }),
    email: z.string().nullable().meta({ description: 'Null once erased.' }),
    isBlocked: z.boolean(),
    isDeleted: z.boolean(),
    createdAt: isoDateTime,
    lastSeen: isoDateTime.nullable(),
  })
  .meta({ id: 'AdminUserRow' })

/** A row of GET admin/admin-get-all-therapists. */
export const adminTherapistRow = z
  .object({
    _id: id,
    fullName: z.string().meta({ description: '"Deleted user" once the data was erased.' }),
    email: z.string().nullable().meta({ description: 'Null once erased.' }),
    isVerified: z.boolean(),
    isBlocked: z.boolean(),
    isDeleted: z.boolean(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'AdminTherapistRow' })

/** A people list's answer: the rows, the page numbers and the search as applied. */
export const peoplePage = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), ...pageNumbers, search: z.string().meta({ description: "The search as applied (normalised); '' for none." }) })

/** The appointments of a person as a patient, counted by state. */
const appointmentSummary = z.object({
  total: z.number().int(),
  paid: z.number().int(),
  completed: z.number().int(),
  pending: z.number().int(),
  cancelled: z.number().int(),
  refundDue: z.number().int(),
  refunded: z.number().int(),
  abandoned: z.number().int(),
  recent: z.array(adminPersonAppointment).meta({ description: 'The latest 10, latest first.' }),
})

/** GET admin/admin-view-user/{id}: the safe user fields, status and appointments. */
export const adminUserView = safeUser
  .extend({
    status: accountStatus,
    erasedAt: isoDateTime.nullable(),
    appointments: appointmentSummary,
    paidUpcoming,
  })
  .meta({ id: 'AdminUserView' })

/** One verification document as the admin sees it. */
export const adminDocument = z
  .object({
    _id: id,
    field: z.enum(DOCUMENT_FIELDS),
    url: z.string().nullable().meta({ description: 'The private file route /api/files/{id} (Admin only); null for a Manager.' }),
    contentType: z.string(),
    reviewState: z.enum(REVIEW_STATES),
    declineReason: z.string().nullable(),
    reviewedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'AdminDocument' })

/** Every certificate (oldest first); the CAC document and the logo, each null when not sent. */
export const adminDocuments = z
  .object({ certificates: z.array(adminDocument), cacDocument: adminDocument.nullable(), logo: adminDocument.nullable() })
  .meta({ id: 'AdminDocuments' })

/** GET admin/admin-view-therapist/{id}: every profile field, the states, the documents and paid sessions to come. */
export const adminTherapistView = therapistProfile
  .extend({
    status: accountStatus,
    erasedAt: isoDateTime.nullable(),
    canVerify: z.boolean().meta({ description: 'Verify Therapist may go ahead now.' }),
    documents: adminDocuments,
    paidUpcoming,
  })
  .meta({ id: 'AdminTherapistView' })

export const blockResult = messageAndData(z.object({ _id: id, isBlocked: z.boolean() }))
export const verifyResult = messageAndData(z.object({ _id: id, isVerified: z.literal(true), verifiedAt: isoDateTime }))
export const eraseResult = messageAndData(
  z.object({ _id: id, paidUpcomingAppointments: z.number().int().meta({ description: 'Paid sessions still to come that the admin must arrange.' }) }),
)
export const reviewResult = messageAndData(adminDocument)
