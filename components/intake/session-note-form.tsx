'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { showFieldErrors } from '@/components/forms/show-field-errors'
import { Button } from '@/components/ui/button'
import { Field, Textarea, describedBy } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import { MAX_SESSION_NOTE, sessionNoteFormSchema, type SessionNoteFormInput } from '@/lib/validation/intake'
import { formatLagosDateTime } from '@/lib/time'

type Props = { appointmentId: string; note: string; updatedAt: string | null; action: ServerAction<SessionNoteFormInput, { updatedAt: string | null }> }

/** The therapist's private notes on a session: saved sealed, read by them alone. */
export function SessionNoteForm({ appointmentId, note, updatedAt, action }: Props) {
  const { register, handleSubmit, setError, formState } = useForm<SessionNoteFormInput>({ resolver: zodResolver(sessionNoteFormSchema), defaultValues: { appointmentId, note } })
  const [savedAt, setSavedAt] = useState(updatedAt)
  const error = formState.errors.note?.message

  async function onSubmit(values: SessionNoteFormInput) {
    const result = await action(values)
    if (!result.ok) {
      showFieldErrors(setError, result.fieldErrors)
      notify.error(result.message)
      return
    }
    setSavedAt(result.data?.updatedAt ?? null)
    notify.success(result.message ?? 'Saved')
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-3" aria-label="Session notes">
      <Field label="Private notes" htmlFor="note" hint="Only you can read these notes: not your patient, not Alafia's staff." error={error}>
        <Textarea id="note" rows={10} maxLength={MAX_SESSION_NOTE} {...describedBy('note', error)} {...register('note')} />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Save notes'}
        </Button>
        {savedAt ? <p className="text-sm text-ink-muted" data-testid="note-saved-at">Last saved {formatLagosDateTime(savedAt)}</p> : null}
      </div>
    </form>
  )
}
