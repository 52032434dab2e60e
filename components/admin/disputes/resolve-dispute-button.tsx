'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, useTransition, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { describedBy, Field, Textarea } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import { CANCEL_REASON_MAX } from '@/lib/validation/cancellation'
import { postJson } from '../post-json'

type ResolveDisputeButtonProps = {
  reportId: string
  decision: 'refund' | 'none'
  patientName: string
  /** "₦30,000": what a full refund sends back. */
  amountLabel: string
  /** The id of the report's heading, so the button is announced with the session it decides. */
  describedById: string
}

const WORDS = {
  refund: { label: 'Refund in full', title: 'Refund in full?', confirm: 'Yes, refund in full', busy: 'Refunding...' },
  none: { label: 'No refund', title: 'Close without a refund?', confirm: 'Yes, no refund', busy: 'Closing...' },
} as const

/**
 * One decision on a patient's report that the therapist did not come: a full refund (the
 * session is cancelled by Alafia and its payment goes back through the refund path) or none. Asks
 * first, with an optional note for the patient's email; POST admin/resolve-dispute/{id}.
 */
export function ResolveDisputeButton({ reportId, decision, patientName, amountLabel, describedById }: ResolveDisputeButtonProps) {
  const router = useRouter()
  const noteId = useId()
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [isSending, setSending] = useState(false)
  const [isRefreshing, startRefresh] = useTransition()
  const words = WORDS[decision]

  function show() {
    setNote('')
    setError(undefined)
    setOpen(true)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSending(true)
    try {
      const trimmed = note.trim()
      const answer = await postJson(`/api/v1/admin/resolve-dispute/${reportId}`, { decision, ...(trimmed ? { note: trimmed } : {}) })
      if (!answer.ok) {
        setError(answer.errors.note?.[0])
        notify.error(answer.message ?? 'Failed to decide the report')
        // Decided meanwhile by another admin: show how.
        if (answer.status === 409) {
          setOpen(false)
          startRefresh(() => router.refresh())
        }
        return
      }
      notify.success(answer.message ?? 'The report is decided.')
      setOpen(false)
      startRefresh(() => router.refresh())
    } catch {
      notify.error('An unexpected error occurred.')
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <Button
        variant={decision === 'refund' ? 'primary' : 'secondary'}
        onClick={show}
        disabled={isSending || isRefreshing}
        aria-describedby={describedById}
      >
        {words.label}
      </Button>
      <Dialog open={open} onClose={() => !isSending && setOpen(false)} title={words.title}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="leading-relaxed text-ink-muted">
            {decision === 'refund'
              ? `The session is cancelled by Alafia and ${amountLabel} goes back to ${patientName}; follow it on Refunds.`
              : `The report is closed and nothing goes back to ${patientName}.`}{' '}
            {patientName} is told by email. This decision is final.
          </p>
          <Field label="Note to the patient (optional)" htmlFor={noteId} error={error} hint="Added to the email the patient gets.">
            <Textarea
              id={noteId}
              name="note"
              value={note}
              maxLength={CANCEL_REASON_MAX}
              className="min-h-24"
              onChange={(event) => {
                setNote(event.target.value)
                if (error) setError(undefined)
              }}
              {...describedBy(noteId, error)}
            />
          </Field>
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={isSending} autoFocus>
              Go back
            </Button>
            <Button type="submit" variant={decision === 'refund' ? 'primary' : 'danger'} disabled={isSending}>
              {isSending ? words.busy : words.confirm}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
