'use client'

import { useId, useState, type FormEvent } from 'react'
import { callApi } from '@/components/appointments/call-api'
import { describedBy, Field, Textarea } from '@/components/ui/field'
import { Dialog } from '@/components/ui/dialog'
import { notify } from '@/components/ui/notify'
import { formatNaira, nairaToKobo } from '@/lib/money'
import { CANCEL_REASON_MAX, REASON_REQUIRED, therapistCancelSchema } from '@/lib/validation/cancellation'
import { StepActions } from '@/components/ui/step-actions'

type Props = { appointmentId: string; patientName: string; amount: number; open: boolean; onClose: () => void; onCancelled: () => void }

/**
 * The therapist cancels a paid session that has not started: the reason is required (the
 * patient reads it), and the patient gets everything back. POST therapist/cancel-appointment/{id}.
 */
export function CancelSessionDialog({ appointmentId, patientName, amount, open, onClose, onCancelled }: Props) {
  const id = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [problem, setProblem] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (isSending) return
    const parsed = therapistCancelSchema.safeParse({ reason })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? REASON_REQUIRED)
      return
    }
    setIsSending(true)
    setProblem(null)
    const answer = await callApi(`therapist/cancel-appointment/${appointmentId}`, { method: 'POST', body: parsed.data })
    setIsSending(false)
    if (!answer.ok) {
      if (answer.errors.reason?.[0]) setError(answer.errors.reason[0])
      else setProblem(answer.message)
      return
    }
    notify.success(answer.message ?? 'The session has been cancelled.')
    onCancelled()
  }

  const reasonId = `${id}-reason`
  return (
    <Dialog open={open} onClose={() => !isSending && onClose()} title="Cancel session">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-ink">
          <span className="font-semibold">{patientName}</span> is refunded in full ({formatNaira(nairaToKobo(amount))}) and told why. The hours become free for
          other patients.
        </p>
        <Field label="Reason" htmlFor={reasonId} error={error} required>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={CANCEL_REASON_MAX}
            rows={3}
            className="min-h-20"
            required
            disabled={isSending}
            onChange={(event) => {
              setReason(event.target.value)
              setError(undefined)
            }}
            {...describedBy(reasonId, error)}
          />
        </Field>
        <StepActions problem={problem} busy={isSending} back={{ label: 'Keep session', onClick: onClose }} action={{ label: 'Cancel session', busyLabel: 'Cancelling…', variant: 'danger' }} />
      </form>
    </Dialog>
  )
}
