import 'server-only'
import { QUESTIONS_SAVED } from '@/lib/validation/intake'
import { db } from '../db'

/** The therapist's own intake questions (at most five): their patients' intakes ask them too. */
export async function viewTherapistQuestions({ therapistId }: { therapistId: string }): Promise<{ questions: string[] }> {
  const profile = await db.therapistProfile.findUnique({ where: { userId: therapistId }, select: { intakeQuestions: true } })
  return { questions: profile?.intakeQuestions ?? [] }
}

/** Saves them; intakes already answered keep the questions they were answered with. */
export async function saveTherapistQuestions({ therapistId, questions }: { therapistId: string; questions: string[] }): Promise<{ message: string; questions: string[] }> {
  const profile = await db.therapistProfile.update({ where: { userId: therapistId }, data: { intakeQuestions: questions }, select: { intakeQuestions: true } })
  return { message: QUESTIONS_SAVED, questions: profile.intakeQuestions }
}
