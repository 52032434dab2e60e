'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId, useState, useTransition } from 'react'
import { useForm } from 'react-hook-form'
import { showFailure } from '@/components/forms/show-field-errors'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { describedBy, Field, Textarea } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import { HIDE_REASON_MAX, hideReviewFormSchema, type HideReviewFormInput } from '@/lib/validation/reviews'

type Props = { reviewId: string; reviewerName: string; action: ServerAction<HideReviewFormInput>; describedById: string }

/** Hide review: asks for the reason first (required, kept in the audit log), then hides it and renders the page again. */
export function HideReviewButton({ reviewId, reviewerName, action, describedById }: Props) {
  const id = useId()
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [isRefreshing, startRefresh] = useTransition()
  const { register, handleSubmit, setError, reset, formState } = useForm<HideReviewFormInput>({ resolver: zodResolver(hideReviewFormSchema), defaultValues: { reviewId, reason: '' } })
  const reasonId = `${id}-reason`
  const error = formState.errors.reason?.message

  function show() {
    reset({ reviewId, reason: '' })
    setOpen(true)
  }

  async function onSubmit(values: HideReviewFormInput) {
    const result = await action(values)
    if (showFailure(result, setError, { fields: ['reason'] })) {
      if (result.code === 'CONFLICT') {
        setOpen(false)
        startRefresh(() => router.refresh())
      }
      return
    }
    notify.success(result.message ?? 'The review is hidden.')
    setOpen(false)
    startRefresh(() => router.refresh())
  }

  const busy = formState.isSubmitting
  return (
    <>
      <Button variant="secondary" size="sm" onClick={show} disabled={isRefreshing} aria-describedby={describedById}>
        Hide review
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} title="Hide this review?">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <p className="leading-relaxed text-ink-muted">
            The review by {reviewerName} leaves the therapist’s public page and no longer counts in their rating. The therapist still sees it, with your reason.
          </p>
          <input type="hidden" {...register('reviewId')} />
          <Field label="Reason" htmlFor={reasonId} error={error} required hint="Kept in the audit log and shown to the therapist.">
            <Textarea id={reasonId} rows={3} maxLength={HIDE_REASON_MAX} className="min-h-20" disabled={busy} {...register('reason')} {...describedBy(reasonId, error)} />
          </Field>
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Go back
            </Button>
            <Button type="submit" variant="danger" disabled={busy} aria-busy={busy || undefined}>
              {busy ? 'Hiding…' : 'Hide review'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
