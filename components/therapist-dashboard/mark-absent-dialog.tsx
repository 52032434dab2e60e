'use client'

import { useState } from 'react'
import { callApi } from '@/components/appointments/call-api'
import { Dialog } from '@/components/ui/dialog'
import { notify } from '@/components/ui/notify'
import { StepActions } from '@/components/ui/step-actions'

type Props = { appointmentId: string; patientName: string; open: boolean; onClose: () => void; onMarked: () => void }

/** The therapist confirms that the patient did not come: POST therapist/mark-no-show/{id}. */
export function MarkAbsentDialog({ appointmentId, patientName, open, onClose, onMarked }: Props) {
  const [problem, setProblem] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)

  async function markAbsent() {
    if (isSending) return
    setIsSending(true)
    setProblem(null)
    const answer = await callApi(`therapist/mark-no-show/${appointmentId}`, { method: 'POST' })
    setIsSending(false)
    if (!answer.ok) {
      setProblem(answer.message)
      return
    }
    notify.success(answer.message ?? 'The patient is marked as absent.')
    onMarked()
  }

  return (
    <Dialog open={open} onClose={() => !isSending && onClose()} title="Mark patient absent">
      <div className="space-y-4">
        <p className="text-sm text-ink">
          Did <span className="font-semibold">{patientName}</span> miss this session? Marking them absent records that they did not come: no refund is due to them,
          and Alafia&apos;s admins can see it.
        </p>
        <StepActions problem={problem} busy={isSending} back={{ label: 'Back', onClick: onClose, autoFocus: true }} action={{ label: 'Mark absent', busyLabel: 'Saving…', variant: 'danger', onClick: markAbsent }} />
      </div>
    </Dialog>
  )
}
