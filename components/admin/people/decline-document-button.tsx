'use client'

import { useId, useState } from 'react'
import { useRefreshingAction } from '@/components/forms/use-refreshing-action'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { describedBy, Field, Textarea } from '@/components/ui/field'
import type { ActionResult } from '@/lib/action-result'
import { DECLINE_REASON_MAX, declineReasonProblem } from '@/lib/validation/admin-people'

type DeclineDocumentButtonProps = {
  documentId: string
  /** Certificate, CAC Document or Logo. */
  label: string
  action: (input: { documentId: string; reason: string }) => Promise<ActionResult<unknown>>
}

/**
 * Decline asks why: the reason goes to the therapist on their not-verified page and
 * by email, so the dialog says so. Checked here for instant feedback and again on the server.
 */
export function DeclineDocumentButton({ documentId, label, action }: DeclineDocumentButtonProps) {
  const fieldId = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const { run, isRunning: isSending, isRefreshing } = useRefreshingAction()

  function show() {
    setReason('')
    setError(undefined)
    setOpen(true)
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const problem = declineReasonProblem(reason)
    if (problem) return setError(problem)
    await run(() => action({ documentId, reason }), { done: () => setOpen(false), failed: (result) => setError(result.fieldErrors?.reason?.[0]) })
  }

  return (
    <>
      <Button variant="secondary" size="sm" className="border-red-700 text-red-800 hover:bg-red-50" onClick={show} disabled={isSending || isRefreshing} aria-label={`Decline ${label}`}>
        Decline
      </Button>
      <Dialog open={open} onClose={() => !isSending && setOpen(false)} title={`Decline ${label}`}>
        <form onSubmit={submit} noValidate>
          <p className="mb-4 leading-relaxed text-ink-muted">
            The therapist sees this reason on their documents page and gets it by email. They can then upload a new {label}.
          </p>
          <Field label="Reason" htmlFor={fieldId} error={error} hint={`5 to ${DECLINE_REASON_MAX} characters.`} required>
            <Textarea
              id={fieldId}
              name="reason"
              value={reason}
              maxLength={DECLINE_REASON_MAX}
              onChange={(event) => {
                setReason(event.target.value)
                if (error) setError(undefined)
              }}
              placeholder="For example: the certificate is blurred; please upload a clear photo of the whole page."
              {...describedBy(fieldId, error)}
              autoFocus
            />
          </Field>
          <p className="mt-1 text-right text-xs text-ink-muted">
            {reason.trim().length} / {DECLINE_REASON_MAX}
          </p>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={isSending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={isSending}>
              {isSending ? 'Declining...' : 'Decline'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
