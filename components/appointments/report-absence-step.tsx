'use client'

import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field, Textarea } from '@/components/ui/field'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'
import { CANCEL_REASON_MAX } from '@/lib/validation/cancellation'
import { drTitle } from '@/lib/validation/reschedule'
import { callApi } from './call-api'
import { StepHeading } from './step-heading'

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

  if (reported) {
    return (
      <section aria-labelledby="reported-heading" className="space-y-4" data-testid="report-result">
        <StepHeading id="reported-heading">Reported</StepHeading>
        <p role="status" className="text-sm text-ink">
          {reported}
        </p>
        <div className="flex justify-end">
          <Button onClick={onBack}>Back to details</Button>
        </div>
      </section>
    )
  }

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
        {problem ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onBack} disabled={isSending}>
            Back
          </Button>
          <Button type="submit" disabled={isSending} aria-busy={isSending || undefined}>
            {isSending ? 'Sending…' : 'Send report'}
          </Button>
        </div>
      </form>
    </section>
  )
}
