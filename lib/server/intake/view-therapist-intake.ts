import 'server-only'
import type { IntakeAnswers } from '@/lib/validation/intake'
import { healthConsentStanding } from '../consent/has-current-health-consent'
import { db } from '../db'
import { findTherapistIntakeAppointment } from './intake-appointment'
import { openIntakeAnswers } from './sealed-intake'

export type SafetyAlertState = { id: string; raisedAt: string; acknowledgedAt: string | null }

/** The intake as the booked therapist reads it: answers once the patient gave them, and the alert. */
export type TherapistIntakeView = {
  appointmentId: string
  patientName: string
  startsAt: string
  endsAt: string
  submittedAt: string | null
  answers: IntakeAnswers | null
  /** The patient withdrew their consent to the use of their health information: the answers stay sealed. */
  consentWithdrawn: boolean
  /** The latest safety alert of this intake, if one was raised. */
  safetyAlert: SafetyAlertState | null
}

/**
 * GET therapist/intake/{appointmentId}: the appointment's own therapist only (404 for anyone else,
 * admins included). While the patient's consent to the use of their health information is withdrawn
 * (decision 028) the answers are not opened: `answers` is null and `consentWithdrawn` says why.
 */
export async function viewTherapistIntake({ therapistId, appointmentId }: { therapistId: string; appointmentId: string }): Promise<TherapistIntakeView> {
  const appointment = await findTherapistIntakeAppointment({ therapistId, appointmentId })
  const [intake, patient, consent] = await Promise.all([
    db.intake.findUnique({
      where: { patientId_therapistId: { patientId: appointment.patientId, therapistId } },
      select: {
        id: true,
        answersCiphertext: true,
        answersKeyId: true,
        submittedAt: true,
        safetyAlerts: { orderBy: { raisedAt: 'desc' }, take: 1, select: { id: true, raisedAt: true, acknowledgedAt: true } },
      },
    }),
    db.user.findUniqueOrThrow({ where: { id: appointment.patientId }, select: { fullName: true } }),
    healthConsentStanding(appointment.patientId),
  ])
  // Consent to an earlier text still stands until the patient accepts the new one or withdraws it.
  const consentWithdrawn = consent === 'none'
  const alert = intake?.safetyAlerts[0]
  return {
    appointmentId: appointment.id,
    patientName: patient.fullName,
    startsAt: appointment.startsAt.toISOString(),
    endsAt: appointment.endsAt.toISOString(),
    submittedAt: intake?.submittedAt.toISOString() ?? null,
    answers: intake && !consentWithdrawn ? openIntakeAnswers(intake) : null,
    consentWithdrawn,
    safetyAlert: alert ? { id: alert.id, raisedAt: alert.raisedAt.toISOString(), acknowledgedAt: alert.acknowledgedAt?.toISOString() ?? null } : null,
  }
}
