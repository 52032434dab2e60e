import 'server-only'
import { randomUUID } from 'node:crypto'
import { INTAKE_QUESTIONS_CHANGED, type IntakeAnswers, type IntakeAnswersFields } from '@/lib/validation/intake'
import { db } from '../db'
import { AppError } from '../errors'
import { logError } from '../log'
import { findPatientIntakeAppointment } from './intake-appointment'
import { sendSafetyAlertEmail } from './safety-alert-email'
import { openIntakeAnswers, sealIntakeAnswers } from './sealed-intake'
import { viewPatientIntake, type PatientIntakeView } from './view-patient-intake'

/**
 * PUT patient/intake/{appointmentId}: the patient fills (or corrects) their intake for the therapist
 * of one of their paid appointments. The answers are sealed before they reach the database. A "yes"
 * to the safety question that was not already "yes" raises a safety alert: the therapist is emailed
 * (no content) and admins see only that it was raised. Nothing of the answers is logged.
 */
export async function saveIntake({ patientId, appointmentId, fields }: { patientId: string; appointmentId: string; fields: IntakeAnswersFields }): Promise<PatientIntakeView & { alertRaised: boolean }> {
  const appointment = await findPatientIntakeAppointment({ patientId, appointmentId })
  const pair = { patientId, therapistId: appointment.therapistId }

  const { alertRaised } = await db.$transaction(async (tx) => {
    // The pair's row locked (when there is one), so two saves at once never raise two alerts.
    const [existing] = await tx.$queryRaw<{ id: string; answersCiphertext: string; answersKeyId: string }[]>`
      SELECT "id"::text AS id, "answersCiphertext", "answersKeyId" FROM "Intake" WHERE "patientId" = ${patientId}::uuid AND "therapistId" = ${appointment.therapistId}::uuid FOR UPDATE`
    const before = existing ? openIntakeAnswers(existing) : null
    // Answered once, the questions stay the ones the patient saw; before that, the therapist's current ones.
    const questions = before
      ? before.custom.map((item) => item.question)
      : (await tx.therapistProfile.findUniqueOrThrow({ where: { userId: appointment.therapistId }, select: { intakeQuestions: true } })).intakeQuestions
    if (fields.customAnswers.length !== questions.length) throw new AppError('CONFLICT', INTAKE_QUESTIONS_CHANGED)
    const { customAnswers, ...rest } = fields
    const answers: IntakeAnswers = { ...rest, custom: questions.map((question, index) => ({ question, answer: customAnswers[index] ?? '' })) }

    const id = existing?.id ?? randomUUID()
    const sealed = sealIntakeAnswers(id, answers)
    if (existing) await tx.intake.update({ where: { id }, data: { ...sealed, appointmentId: appointment.id } })
    else await tx.intake.create({ data: { id, ...pair, appointmentId: appointment.id, ...sealed } })

    const raises = answers.safetyThoughts === 'yes' && before?.safetyThoughts !== 'yes'
    if (raises) await tx.safetyAlert.create({ data: { intakeId: id } })
    return { alertRaised: raises }
  })

  if (alertRaised) {
    // The answers are saved and the patient sees the crisis help whatever happens to the email.
    await sendSafetyAlertEmail({ therapistId: appointment.therapistId, appointmentId: appointment.id }).catch((error: unknown) =>
      logError('[intake] the safety alert email could not be queued', error, { appointmentId: appointment.id }),
    )
  }
  return { ...(await viewPatientIntake({ patientId, appointmentId })), alertRaised }
}
