'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { callApi } from '@/components/appointments/call-api'
import { showFieldErrors } from '@/components/forms/show-field-errors'
import { describedBy, Field, Textarea } from '@/components/ui/field'
import { StepActions } from '@/components/ui/step-actions'
import type { OwnReview } from '@/lib/server/reviews/create-review'
import { REVIEW_COMMENT_MAX, reviewSchema, type ReviewInput } from '@/lib/validation/reviews'
import { StarRatingInput } from './star-rating-input'

type Props = {
  appointmentId: string
  /** The review as the server saved it. */
  onSaved: (review: OwnReview, message: string) => void
  /** The way out without sending ("Back" in the dialog). */
  back: { label: string; onClick: () => void }
}

/**
 * The patient's rating of one session: 1 to 5 stars and an optional comment, checked with the API's
 * own schema, sent to POST patient/review/{appointmentId}. The server's refusal (already reviewed,
 * not ended) is shown above the buttons.
 */
export function ReviewForm({ appointmentId, onSaved, back }: Props) {
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const { register, handleSubmit, control, setError, formState } = useForm<ReviewInput>({ resolver: zodResolver(reviewSchema), defaultValues: { comment: '' } })
  const commentId = `${id}-comment`
  const commentError = formState.errors.comment?.message

  async function onSubmit(values: ReviewInput) {
    setProblem(null)
    const answer = await callApi<OwnReview>(`patient/review/${appointmentId}`, { method: 'POST', body: reviewSchema.parse(values) })
    if (!answer.ok) {
      showFieldErrors(setError, answer.errors, { fields: ['rating', 'comment'] })
      setProblem(answer.message)
      return
    }
    onSaved(answer.data, answer.message ?? 'Thank you.')
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label="Rate this session">
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRatingInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={fieldState.error?.message} disabled={formState.isSubmitting} />
        )}
      />
      <Field label="Your comment (optional)" htmlFor={commentId} error={commentError} hint="Shown on the therapist's page with your first name and initial only. Please leave out anything private.">
        <Textarea id={commentId} rows={4} maxLength={REVIEW_COMMENT_MAX} className="min-h-24" disabled={formState.isSubmitting} {...register('comment')} {...describedBy(commentId, commentError)} />
      </Field>
      <StepActions problem={problem} busy={formState.isSubmitting} back={back} action={{ label: 'Send review', busyLabel: 'Sending…' }} />
    </form>
  )
}
