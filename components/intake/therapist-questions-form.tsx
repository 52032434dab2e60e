'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { showFieldErrors } from '@/components/forms/show-field-errors'
import { Button } from '@/components/ui/button'
import { Field, Input } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import { MAX_QUESTION_LENGTH, MAX_THERAPIST_QUESTIONS, therapistQuestionsSchema, type TherapistQuestionsInput } from '@/lib/validation/intake'

/** Five boxes for the therapist's own questions; empty ones are left out. */
export function TherapistQuestionsForm({ questions, action }: { questions: string[]; action: ServerAction<TherapistQuestionsInput> }) {
  const slots = Array.from({ length: MAX_THERAPIST_QUESTIONS }, (_, index) => questions[index] ?? '')
  const { register, handleSubmit, setError, formState } = useForm<TherapistQuestionsInput>({ resolver: zodResolver(therapistQuestionsSchema), defaultValues: { questions: slots } })

  async function onSubmit(values: TherapistQuestionsInput) {
    const result = await action(values)
    if (!result.ok) {
      showFieldErrors(setError, result.fieldErrors)
      notify.error(result.message)
      return
    }
    notify.success(result.message ?? 'Saved')
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label="Your intake questions">
      {slots.map((_, index) => (
        <Field key={index} label={`Question ${index + 1}`} htmlFor={`question-${index}`} error={formState.errors.questions?.[index]?.message}>
          <Input id={`question-${index}`} maxLength={MAX_QUESTION_LENGTH} {...register(`questions.${index}`)} />
        </Field>
      ))}
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving...' : 'Save questions'}
      </Button>
    </form>
  )
}
