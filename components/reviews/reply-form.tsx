'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId, useTransition } from 'react'
import { useForm } from 'react-hook-form'
import { showFailure } from '@/components/forms/show-field-errors'
import { Button } from '@/components/ui/button'
import { describedBy, Field, Textarea } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import { REVIEW_REPLY_MAX, reviewReplyFormSchema, type ReviewReplyFormInput } from '@/lib/validation/reviews'

/** The therapist's one reply to a review: sent once, then the page shows it in place of the form. */
export function ReplyForm({ reviewId, reviewerName, action }: { reviewId: string; reviewerName: string; action: ServerAction<ReviewReplyFormInput> }) {
  const id = useId()
  const router = useRouter()
  const [isRefreshing, startRefresh] = useTransition()
  const { register, handleSubmit, setError, formState } = useForm<ReviewReplyFormInput>({ resolver: zodResolver(reviewReplyFormSchema), defaultValues: { reviewId, reply: '' } })
  const replyId = `${id}-reply`
  const error = formState.errors.reply?.message

  async function onSubmit(values: ReviewReplyFormInput) {
    const result = await action(values)
    if (showFailure(result, setError, { fields: ['reply'] })) {
      // Answered meanwhile (another tab): show the reply that is there.
      if (result.code === 'CONFLICT') startRefresh(() => router.refresh())
      return
    }
    notify.success(result.message ?? 'Reply published.')
    startRefresh(() => router.refresh())
  }

  const busy = formState.isSubmitting || isRefreshing
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-3" aria-label={`Reply to ${reviewerName}`}>
      <input type="hidden" {...register('reviewId')} />
      <Field label={`Your reply to ${reviewerName}`} htmlFor={replyId} error={error} hint="Shown publicly under the review. You can reply once.">
        <Textarea id={replyId} rows={3} maxLength={REVIEW_REPLY_MAX} className="min-h-20" disabled={busy} {...register('reply')} {...describedBy(replyId, error)} />
      </Field>
      <Button type="submit" size="sm" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Publishing…' : 'Publish reply'}
      </Button>
    </form>
  )
}
