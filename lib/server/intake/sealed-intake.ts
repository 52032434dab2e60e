import 'server-only'
import type { IntakeAnswers } from '@/lib/validation/intake'
import { openJson, sealContext, sealJson, type Sealed } from '../crypto/health-data'

/** The answers' authenticated context: the Intake row they were sealed for. */
const context = (intakeId: string) => sealContext('Intake', 'answersCiphertext', intakeId)

export function sealIntakeAnswers(intakeId: string, answers: IntakeAnswers): { answersCiphertext: string; answersKeyId: string } {
  const sealed = sealJson(answers, context(intakeId))
  return { answersCiphertext: sealed.ciphertext, answersKeyId: sealed.keyId }
}

export function openIntakeAnswers(row: { id: string; answersCiphertext: string; answersKeyId: string }): IntakeAnswers {
  const sealed: Sealed = { ciphertext: row.answersCiphertext, keyId: row.answersKeyId }
  return openJson<IntakeAnswers>(sealed, context(row.id))
}
