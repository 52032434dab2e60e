'use client'

import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { describedBy, Field, Textarea } from '@/components/ui/field'
import { CANCEL_REASON_MAX } from '@/lib/validation/cancellation'
import { useRefreshingPost } from '../use-refreshing-post'

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
  const noteId = useId()
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | undefined>()
  const { post, isSending, isRefreshing } = useRefreshingPost()
  const words = WORDS[decision]

  function show() {
    setNote('')
    setError(undefined)
    setOpen(true)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = note.trim()
    await post(`/api/v1/admin/resolve-dispute/${reportId}`, { decision, ...(trimmed ? { note: trimmed } : {}) }, {
      failed: (answer) => {
        setError(answer.errors.note?.[0])
        // Decided meanwhile by another admin: the page shows how.
        if (answer.status === 409) setOpen(false)
      },
      done: () => setOpen(false),
      successText: 'The report is decided.',
      failureText: 'Failed to decide the report',
    })
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
