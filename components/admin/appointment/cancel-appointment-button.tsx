'use client'

import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { describedBy, Field, Input, Textarea } from '@/components/ui/field'
import { formatNaira, nairaToKobo } from '@/lib/money'
import { adminCancelSchema, CANCEL_REASON_MAX } from '@/lib/validation/cancellation'
import { useRefreshingPost } from '../use-refreshing-post'

type Errors = { refundAmount?: string; reason?: string }

/** What is wrong with the refund and the reason as typed, by the API's own schema and the amount paid. */
function problems(refundText: string, reason: string, amountPaid: number): Errors {
  const parsed = adminCancelSchema.safeParse({ refundAmount: refundText.trim() === '' ? undefined : refundText, reason })
  const errors: Errors = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'refundAmount' ? 'refundAmount' : 'reason'
      errors[field] ??= field === 'refundAmount' && !Number.isFinite(Number(refundText)) ? 'Enter the refund in naira' : issue.message
    }
  }
  const kobo = nairaToKobo(Number(refundText))
  if (!errors.refundAmount && kobo > nairaToKobo(amountPaid)) errors.refundAmount = `The refund can be at most ${formatNaira(nairaToKobo(amountPaid))}, the amount paid.`
  return errors
}

/**
 * Cancel appointment (Admin only): the admin chooses what goes back (₦0 up to the amount
 * paid, the whole amount to start with) and says why; the patient and the therapist are told that
 * reason by email. POST admin/cancel-appointment/{id}; the page then shows it cancelled with its refund.
 */
export function CancelAppointmentButton({ appointmentId, amountPaid, patientName }: { appointmentId: string; amountPaid: number; patientName: string }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [refundText, setRefundText] = useState(String(amountPaid))
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const { post, isSending, isRefreshing } = useRefreshingPost()
  const paid = formatNaira(nairaToKobo(amountPaid))
  const refundKobo = nairaToKobo(Number(refundText))
  const isAmountShown = refundText.trim() !== '' && Number.isFinite(refundKobo) && refundKobo >= 0 && refundKobo <= nairaToKobo(amountPaid)

  function show() {
    setRefundText(String(amountPaid))
    setReason('')
    setErrors({})
    setOpen(true)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = problems(refundText, reason, amountPaid)
    setErrors(found)
    if (found.refundAmount || found.reason) return
    await post(`/api/v1/admin/cancel-appointment/${appointmentId}`, { refundAmount: Number(refundText), reason: reason.trim() }, {
      failed: (answer) => setErrors({ refundAmount: answer.errors.refundAmount?.[0], reason: answer.errors.reason?.[0] }),
      done: () => setOpen(false),
      successText: 'The session has been cancelled.',
      failureText: 'Failed to cancel the appointment',
    })
  }

  const amountId = `${id}-refund`
  const reasonId = `${id}-reason`
  return (
    <>
      <Button variant="secondary" className="border-red-700 text-red-800 hover:bg-red-50" onClick={show} disabled={isSending || isRefreshing}>
        Cancel appointment
      </Button>
      <Dialog open={open} onClose={() => !isSending && setOpen(false)} title="Cancel this appointment?">
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="leading-relaxed text-ink-muted">
            The session is cancelled at once and its hours are free again. {patientName} and the therapist are told by email, with your
            reason.
          </p>
          <Field label="Refund to the patient (₦)" htmlFor={amountId} error={errors.refundAmount} hint={`From ₦0 up to ${paid}, the amount paid.`} required>
            <Input
              id={amountId}
              name="refundAmount"
              type="number"
              inputMode="decimal"
              min={0}
              max={amountPaid}
              step="0.01"
              value={refundText}
              onChange={(event) => {
                setRefundText(event.target.value)
                if (errors.refundAmount) setErrors({ ...errors, refundAmount: undefined })
              }}
              aria-describedby={errors.refundAmount ? `${amountId}-error` : `${amountId}-hint`}
              aria-invalid={errors.refundAmount ? true : undefined}
            />
          </Field>
          <Field label="Reason" htmlFor={reasonId} error={errors.reason} hint="Required. The patient and the therapist read it." required>
            <Textarea
              id={reasonId}
              name="reason"
              value={reason}
              maxLength={CANCEL_REASON_MAX}
              className="min-h-24"
              onChange={(event) => {
                setReason(event.target.value)
                if (errors.reason) setErrors({ ...errors, reason: undefined })
              }}
              placeholder="For example: the therapist is unwell and cannot hold the session."
              {...describedBy(reasonId, errors.reason)}
            />
          </Field>
          {isAmountShown && (
            <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink">
              {refundKobo === 0 ? `Nothing goes back to ${patientName}.` : `${formatNaira(refundKobo)} of ${paid} goes back to ${patientName}.`}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={isSending} autoFocus>
              Keep appointment
            </Button>
            <Button type="submit" variant="danger" disabled={isSending}>
              {isSending ? 'Cancelling...' : 'Cancel appointment'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
