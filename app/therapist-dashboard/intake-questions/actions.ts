'use server'

import { therapistAction } from '@/lib/server/actions/role-actions'
import { saveTherapistQuestions } from '@/lib/server/intake/therapist-questions'
import { therapistQuestionsSchema } from '@/lib/validation/intake'

/** The therapist's own intake questions (at most five). */
export const saveQuestionsAction = therapistAction({ verified: true }, therapistQuestionsSchema, async ({ therapist, input: { questions } }) => {
  const { message } = await saveTherapistQuestions({ therapistId: therapist.id, questions })
  return { message }
})
