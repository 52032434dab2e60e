import 'server-only'
import type { IntakeAnswers } from '@/lib/validation/intake'
import { db } from '../db'
import { findPatientIntakeAppointment } from './intake-appointment'
import { openIntakeAnswers } from './sealed-intake'

/** The intake as its patient sees it: the questions to answer, and their answers once given. */
export type PatientIntakeView = {
  appointmentId: string
  therapistId: string
  therapistName: string
  /** The therapist's own questions: the ones answered, or, before that, the therapist's current ones. */
  questions: string[]
  submittedAt: string | null
  answers: IntakeAnswers | null
}

/** GET patient/intake/{appointmentId}: the patient's own paid appointment only (404 otherwise). */
export async function viewPatientIntake({ patientId, appointmentId }: { patientId: string; appointmentId: string }): Promise<PatientIntakeView> {
  const appointment = await findPatientIntakeAppointment({ patientId, appointmentId })
  const [intake, therapist] = await Promise.all([
    db.intake.findUnique({ where: { patientId_therapistId: { patientId, therapistId: appointment.therapistId } }, select: { id: true, answersCiphertext: true, answersKeyId: true, submittedAt: true } }),
    db.therapistProfile.findUniqueOrThrow({ where: { userId: appointment.therapistId }, select: { intakeQuestions: true, user: { select: { fullName: true } } } }),
  ])
  const answers = intake ? openIntakeAnswers(intake) : null
  return {
    appointmentId: appointment.id,
    therapistId: appointment.therapistId,
    therapistName: therapist.user.fullName,
    questions: answers ? answers.custom.map((item) => item.question) : therapist.intakeQuestions,
    submittedAt: intake?.submittedAt.toISOString() ?? null,
    answers,
  }
}
