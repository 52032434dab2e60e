import 'server-only'
import type { PaymentStatus } from '@/lib/appointments/appointment-state'
import { canSeeSessionLinks } from '@/lib/roles'
import type { Role } from '@/lib/roles'
import { isUuid } from '@/lib/validation/directory'
import { APPOINTMENT_NOT_FOUND } from '@/lib/validation/reschedule'
import { APPOINTMENT_STATE_SELECT } from '../../appointments/visible-appointments'
import { db, type Prisma } from '../../db'
import { AppError } from '../../errors'
import { assertAdminAreaReader } from '../../auth/assert-role'
import { AFTERCARE_SELECT, aftercareFields, type AdminAppointmentAftercare } from './admin-appointment-aftercare'
import { sessionFields, type SessionFields } from '../../appointments/session-fields'
import { adminStateFields, lagosSlot, PERSON_SELECT, toAdminPerson, type AdminPerson, type AdminStateFields } from './admin-appointment-fields'
import { koboToNaira } from '@/lib/money'

type LagosSlot = ReturnType<typeof lagosSlot>

export type AdminAppointmentPayment = {
  _id: string
  status: PaymentStatus
  provider: 'Monnify' | 'Sandbox'
  /** Naira. */
  amount: number
  currency: string
  paymentReference: string
  transactionReference: string | null
  paidAt: string
}

export type AdminAppointmentReschedule = { _id: string; from: LagosSlot; to: LagosSlot; createdAt: string }

/** Every field of the admin's appointment page: the money, the reschedule history, the cancellation, refunds and absences. */
export type AdminAppointmentDetail = SessionFields & AdminStateFields & AdminAppointmentAftercare & {
  _id: string
  userId: AdminPerson
  therapistId: AdminPerson
  completedAt: string | null
  /** True when a payment must be sent back (listed on /admin/refunds). */
  needsRefund: boolean
  paymentReference: string
  transactionReference: string | null
  videoLink: string | null
  /** ISO: when an unpaid hold runs out; null otherwise. */
  holdExpiresAt: string | null
  /** ISO: the booking date. */
  createdAt: string
  payments: AdminAppointmentPayment[]
  /** Oldest first. */
  reschedules: AdminAppointmentReschedule[]
  /** A week of a standing weekly series (decision 023): which week of how many, and the series' one checkout reference. */
  series: { week: number; weeks: number; paymentReference: string } | null
}

const SELECT = {
  ...APPOINTMENT_STATE_SELECT,
  ...AFTERCARE_SELECT,
  id: true,
  startsAt: true,
  durationHours: true,
  amountKobo: true,
  completedAt: true,
  paymentReference: true,
  transactionReference: true,
  videoLink: true,
  createdAt: true,
  seriesIndex: true,
  series: { select: { weeks: true, paymentReference: true } },
  patient: { select: PERSON_SELECT },
  therapist: { select: { user: { select: PERSON_SELECT } } },
  payments: {
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, status: true, provider: true, amountKobo: true, currency: true, paymentReference: true, transactionReference: true, paidAt: true },
  },
  reschedules: {
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, fromStartsAt: true, fromEndsAt: true, toStartsAt: true, toEndsAt: true, createdAt: true },
  },
} as const satisfies Prisma.AppointmentSelect

/**
 * One appointment for the admin area (/admin/appointment/{id}). An unknown or malformed
 * id is a 404. Admins and managers may read it.
 */
export async function viewAdminAppointment({
  viewer,
  appointmentId,
  now = new Date(),
}: {
  viewer: { role: Role }
  appointmentId: string
  now?: Date
}): Promise<AdminAppointmentDetail> {
  assertAdminAreaReader(viewer)
  const row = isUuid(appointmentId) ? await db.appointment.findUnique({ where: { id: appointmentId }, select: SELECT }) : null
  if (!row) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  const aftercare = await aftercareFields(row)
  return {
    _id: row.id,
    userId: toAdminPerson(row.patient),
    therapistId: toAdminPerson(row.therapist.user),
    ...sessionFields(row),
    ...adminStateFields(row, now),
    ...aftercare,
    completedAt: row.completedAt?.toISOString() ?? null,
    needsRefund: row.payments.some((payment) => payment.status === 'RefundRequired'),
    paymentReference: row.paymentReference,
    // A payment that came too late carries the provider's reference; the appointment may not.
    transactionReference: row.transactionReference ?? row.payments.find((p) => p.transactionReference)?.transactionReference ?? null,
    // The room exists for a paid session only; a lost booking's link must not be used. A Manager
    // never sees it: the way into a therapy session is not theirs (decision 005).
    videoLink: row.status === 'Paid' && canSeeSessionLinks(viewer.role) ? row.videoLink : null,
    holdExpiresAt: row.status === 'Pending' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    payments: row.payments.map((payment) => ({
      _id: payment.id,
      status: payment.status,
      provider: payment.provider,
      amount: koboToNaira(payment.amountKobo),
      currency: payment.currency,
      paymentReference: payment.paymentReference,
      transactionReference: payment.transactionReference,
      paidAt: payment.paidAt.toISOString(),
    })),
    reschedules: row.reschedules.map((change) => ({
      _id: change.id,
      from: lagosSlot(change.fromStartsAt, change.fromEndsAt),
      to: lagosSlot(change.toStartsAt, change.toEndsAt),
      createdAt: change.createdAt.toISOString(),
    })),
    series: row.series && row.seriesIndex !== null ? { week: row.seriesIndex, weeks: row.series.weeks, paymentReference: row.series.paymentReference } : null,
  }
}
