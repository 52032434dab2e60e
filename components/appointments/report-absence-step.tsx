'use client'

import { useId, useState, type FormEvent } from 'react'
import { Field, Textarea } from '@/components/ui/field'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'
import { CANCEL_REASON_MAX } from '@/lib/validation/cancellation'
import { drTitle } from '@/lib/validation/reschedule'
import { callApi } from './call-api'
import { StepHeading } from './step-heading'
import { StepActions } from '@/components/ui/step-actions'
import { StepResult } from './step-result'

type Props = { appointment: PatientAppointment; onReported: (appointment: PatientAppointment) => void; onBack: () => void }

/**
 * Report that the therapist did not come: an optional note, then POST
 * patient/report-absent-therapist/{id}. 201 is a report in the admins' queue (Reported); the server's
 * 409s (too early, too late, already reported) are shown as they come.
 */
export function ReportAbsenceStep({ appointment, onReported, onBack }: Props) {
  const id = useId()
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [reported, setReported] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (isSending) return
    setIsSending(true)
    setProblem(null)
    const answer = await callApi<{ _id: string; status: 'Open' }>(`patient/report-absent-therapist/${appointment._id}`, {
      method: 'POST',
      body: note.trim() ? { note: note.trim() } : {},
    })
    setIsSending(false)
    if (!answer.ok) {
      setProblem(answer.message)
      return
    }
    onReported({ ...appointment, absenceReport: 'Open' })
    setReported(answer.message ?? 'Reported.')
  }

  if (reported) return <StepResult id="reported-heading" heading="Reported" message={reported} onBack={onBack} testId="report-result" />

  const noteId = `${id}-note`
  return (
    <section aria-labelledby="report-step-heading" className="space-y-4" data-testid="report-step">
      <StepHeading id="report-step-heading">Report that the therapist did not come</StepHeading>
      <p className="text-sm text-ink">
        Tell us if {drTitle(appointment.therapistId.fullName)} did not come to this session. An admin looks into it, decides whether you get a full refund and
        writes to you.
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="What happened? (optional)" htmlFor={noteId}>
          <Textarea id={noteId} value={note} maxLength={CANCEL_REASON_MAX} rows={3} className="min-h-20" disabled={isSending} onChange={(event) => setNote(event.target.value)} />
        </Field>
        <StepActions problem={problem} busy={isSending} back={{ label: 'Back', onClick: onBack }} action={{ label: 'Send report', busyLabel: 'Sending…' }} />
      </form>
    </section>
  )
}
