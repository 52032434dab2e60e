import 'server-only'
import { type AppointmentStateFields } from '@/lib/appointments/appointment-state'
import type { Prisma } from '../db'
import { APPOINTMENT_STATE_SELECT } from './visible-appointments'
import { seenSessionFields, type SessionFields } from './session-fields'
import { koboToNaira } from '@/lib/money'
import { sessionModeName, type SessionModeName } from '@/lib/session-modes'
import { PROFILE_PHOTO_SELECT, profilePhotoOf, type ProfilePhoto } from '../uploads/profile-photo'

/*
 * An appointment as the patient's pages and the API show it: the API's field names, with the patient
 * (userId) and the therapist (therapistId) populated with only the few fields these screens need.
 */
export const APPOINTMENT_SELECT = {
  ...APPOINTMENT_STATE_SELECT,
  id: true,
  startsAt: true,
  durationHours: true,
  amountKobo: true,
  videoLink: true,
  paymentReference: true,
  transactionReference: true,
  createdAt: true,
  policyFullRefundHours: true,
  policyLateRefundPercent: true,
  cancelledAt: true,
  cancelledBy: true,
  patientNoShowAt: true,
  refunds: { select: { reference: true, amountKobo: true, status: true }, take: 1 },
  absenceReport: { select: { status: true } },
  seriesIndex: true,
  sessionMode: true,
  series: { select: { id: true, weeks: true } },
  patient: { select: { id: true, fullName: true, email: true } },
  therapist: {
    select: {
      userId: true,
      feeKobo: true,
      specialties: true,
      yearsOfExperience: true,
      photo: PROFILE_PHOTO_SELECT,
      user: { select: { fullName: true, gender: true } },
    },
  },
} as const satisfies Prisma.AppointmentSelect

export type AppointmentRow = Prisma.AppointmentGetPayload<{ select: typeof APPOINTMENT_SELECT }>

export type PatientAppointment = AppointmentStateFields & SessionFields & {
  _id: string
  userId: { _id: string; fullName: string; email: string }
  therapistId: {
    _id: string
    fullName: string
    gender: 'Male' | 'Female' | null
    yearsOfExperience: number
    /** Naira per hour (the database keeps kobo). */
    fee: number
    profilePhoto: ProfilePhoto | null
    specialtyOne: string | null
    specialtyTwo: string | null
  }
  /** The session's video room, made when the payment is confirmed; null until then. */
  videoLink: string | null
  isComplete: boolean
  paymentReference: string
  transactionReference: string | null
  /** ISO timestamp of the booking. */
  createdAt: string
  /** The cancellation policy this booking was paid under; null before it was paid. */
  policy: { fullRefundHours: number; lateRefundPercent: number } | null
  /** Money going back for this appointment (naira), and where it stands. */
  refund: { reference: string; amount: number; status: 'Requested' | 'AwaitingAccount' | 'Processing' | 'Completed' | 'Failed' } | null
  cancelledBy: 'Patient' | 'Therapist' | 'Admin' | null
  /** The therapist marked the patient absent. */
  markedNoShow: boolean
  /** The patient reported that the therapist did not come, and what became of it. */
  absenceReport: 'Open' | 'Refunded' | 'Dismissed' | null
  /** A week of a standing weekly series (decision 023): which series, which week, of how many. */
  series: { _id: string; week: number; weeks: number } | null
  /** How the session takes place: "video", "audio" (the same room, video off) or "phone". */
  sessionMode: SessionModeName
}

export function toPatientAppointment(row: AppointmentRow, now: Date): PatientAppointment {
  const { therapist } = row
  return {
    _id: row.id,
    userId: { _id: row.patient.id, fullName: row.patient.fullName, email: row.patient.email },
    therapistId: {
      _id: therapist.userId,
      fullName: therapist.user.fullName,
      gender: therapist.user.gender,
      yearsOfExperience: therapist.yearsOfExperience,
      fee: koboToNaira(therapist.feeKobo),
      profilePhoto: profilePhotoOf(therapist.photo),
      specialtyOne: therapist.specialties[0] ?? null,
      specialtyTwo: therapist.specialties[1] ?? null,
    },
    ...seenSessionFields(row, now),
    transactionReference: row.transactionReference,
    createdAt: row.createdAt.toISOString(),
    policy:
      row.policyFullRefundHours === null || row.policyLateRefundPercent === null
        ? null
        : { fullRefundHours: row.policyFullRefundHours, lateRefundPercent: row.policyLateRefundPercent },
    refund: row.refunds[0] ? { reference: row.refunds[0].reference, amount: koboToNaira(row.refunds[0].amountKobo), status: row.refunds[0].status } : null,
    cancelledBy: row.cancelledBy,
    markedNoShow: row.patientNoShowAt !== null,
    absenceReport: row.absenceReport?.status ?? null,
    series: row.series && row.seriesIndex !== null ? { _id: row.series.id, week: row.seriesIndex, weeks: row.series.weeks } : null,
    sessionMode: sessionModeName(row.sessionMode),
  }
}
