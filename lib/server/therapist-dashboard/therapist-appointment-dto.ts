import 'server-only'
import { type AppointmentStateFields } from '@/lib/appointments/appointment-state'
import { APPOINTMENT_STATE_SELECT } from '../appointments/visible-appointments'
import type { Prisma } from '../db'
import { seenSessionFields, type SessionFields } from '../appointments/session-fields'
import { canTherapistSeePatientPhone } from '@/lib/appointments/phone-number-window'
import { sessionModeName, type SessionModeName } from '@/lib/session-modes'

/*
 * An appointment as its therapist sees it (schedule page, GET therapist/appointments): the API's field
 * names, with the patient reduced to what the therapist needs to run the session, their id and name.
 * No email or birthday: the platform carries the messages (reschedule emails, reminders), and the
 * session happens in the private room. The phone number only for a phone session, and only at its
 * time (lib/appointments/phone-number-window.ts), for the therapist to call. No transaction reference either: that is the patient's and
 * the books' business.
 */
export const THERAPIST_APPOINTMENT_SELECT = {
  ...APPOINTMENT_STATE_SELECT,
  id: true,
  startsAt: true,
  durationHours: true,
  amountKobo: true,
  videoLink: true,
  completedAt: true,
  paymentReference: true,
  createdAt: true,
  cancelledBy: true,
  patientNoShowAt: true,
  sessionMode: true,
  // Read for a phone session and handed on only inside its window (canTherapistSeePatientPhone).
  patient: { select: { id: true, fullName: true, phoneNumber: true } },
  therapist: { select: { userId: true, specialties: true, user: { select: { fullName: true } } } },
  _count: { select: { reschedules: true } },
} as const satisfies Prisma.AppointmentSelect

export type TherapistAppointmentRow = Prisma.AppointmentGetPayload<{ select: typeof THERAPIST_APPOINTMENT_SELECT }>

export type TherapistAppointment = AppointmentStateFields & SessionFields & {
  _id: string
  userId: { _id: string; fullName: string }
  therapistId: { _id: string; fullName: string; specialtyOne: string | null; specialtyTwo: string | null }
  /** The session's video room; only on a paid appointment. */
  videoLink: string | null
  isComplete: boolean
  /** ISO timestamp of Mark Complete, or null. */
  completedAt: string | null
  paymentReference: string
  /** ISO timestamp of the booking. */
  createdAt: string
  /** Beyond the spec: the patient moved this session at least once (decision 011). */
  isRescheduled: boolean
  /** Who cancelled it; null while it goes ahead. */
  cancelledBy: 'Patient' | 'Therapist' | 'Admin' | null
  /** The therapist marked the patient absent. */
  markedNoShow: boolean
  /** How the session takes place: "video", "audio" (the same room, video off) or "phone". */
  sessionMode: SessionModeName
  /** The patient's phone number, for a paid phone session from 15 minutes before its start until its end; null otherwise. */
  patientPhone: string | null
}

export function toTherapistAppointment(row: TherapistAppointmentRow, now: Date): TherapistAppointment {
  const { therapist } = row
  return {
    _id: row.id,
    userId: { _id: row.patient.id, fullName: row.patient.fullName },
    therapistId: {
      _id: therapist.userId,
      fullName: therapist.user.fullName,
      specialtyOne: therapist.specialties[0] ?? null,
      specialtyTwo: therapist.specialties[1] ?? null,
    },
    // The schedule holds sessions only (visible-appointments.ts): Paid, Completed or Cancelled.
    ...seenSessionFields(row, now),
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isRescheduled: row._count.reschedules > 0,
    cancelledBy: row.cancelledBy,
    markedNoShow: row.patientNoShowAt !== null,
    sessionMode: sessionModeName(row.sessionMode),
    patientPhone: canTherapistSeePatientPhone(row, now) ? row.patient.phoneNumber : null,
  }
}
