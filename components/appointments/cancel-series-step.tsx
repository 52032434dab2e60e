'use client'

import { useEffect, useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field, Textarea } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import { describePolicy } from '@/lib/appointments/cancellation-policy'
import { formatNaira, nairaToKobo } from '@/lib/money'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'
import type { SeriesCancellationAnswer, SeriesCancellationQuote } from '@/lib/server/cancellations/cancel-series'
import { CANCEL_REASON_MAX, refundAccountSchema, type RefundAccount } from '@/lib/validation/cancellation'
import { seriesDateLabel } from '@/components/booking/series-week-list'
import { timeSlotLabel } from './appointment-display'
import { accountErrorsOf, BankAccountFields, type AccountErrors } from './bank-account-fields'
import { callApi } from './call-api'
import { RefundSummary } from './refund-summary'
import { StepHeading } from './step-heading'

type Props = {
  seriesId: string
  onCancelled: (appointment: PatientAppointment) => void
  onBack: () => void
}

type Loaded = { quote: SeriesCancellationQuote } | { problem: string }
type Cancelled = SeriesCancellationAnswer['data'] & { message: string }

/**
 * Cancel the rest of the series (decision 023): what cancelling every week not started yet gives
 * back, week by week under each week's stored policy, is asked of the server (GET
 * patient/cancel-series/{seriesId}); the patient confirms (POST), then sees each cancelled week and
 * its refund. The server decides every refund again at that moment.
 */
export function CancelSeriesStep({ seriesId, onCancelled, onBack }: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [cancelled, setCancelled] = useState<Cancelled | null>(null)

  useEffect(() => {
    let isCurrent = true
    void callApi<SeriesCancellationQuote>(`patient/cancel-series/${seriesId}`).then((answer) => {
      if (isCurrent) setLoaded(answer.ok ? { quote: answer.data } : { problem: answer.message })
    })
    return () => {
      isCurrent = false
    }
  }, [seriesId])

  if (cancelled) return <SeriesCancelled cancelled={cancelled} onDone={onBack} />

  return (
    <section aria-labelledby="cancel-series-heading" className="space-y-4" data-testid="cancel-series-step">
      <StepHeading id="cancel-series-heading">Cancel the rest of the series</StepHeading>
      {loaded === null ? (
        <div className="flex items-center gap-3 text-sm text-ink-muted">
          <Spinner label="Checking what you would get back" />
          <span aria-hidden="true">Checking what you would get back…</span>
        </div>
      ) : 'problem' in loaded ? (
        <>
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {loaded.problem}
          </p>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onBack}>
              Back
            </Button>
          </div>
        </>
      ) : (
        <CancelSeriesForm
          quote={loaded.quote}
          onBack={onBack}
          onCancelled={(result) => {
            for (const week of result.cancelled) onCancelled(week.appointment)
            setCancelled(result)
          }}
        />
      )}
    </section>
  )
}

function CancelSeriesForm({ quote, onBack, onCancelled }: { quote: SeriesCancellationQuote; onBack: () => void; onCancelled: (result: Cancelled) => void }) {
  const id = useId()
  const [reason, setReason] = useState('')
  const [account, setAccount] = useState<RefundAccount>({ bankCode: '', accountNumber: '' })
  const [accountErrors, setAccountErrors] = useState<AccountErrors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)
  const count = quote.remaining.length

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (isSending) return
    let refundAccount: RefundAccount | undefined
    if (quote.needsRefundAccount) {
      const parsed = refundAccountSchema.safeParse(account)
      if (!parsed.success) {
        setAccountErrors(accountErrorsOf(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), [issue.message]]))))
        return
      }
      refundAccount = parsed.data
    }
    setIsSending(true)
    setProblem(null)
    const answer = await callApi<SeriesCancellationAnswer['data']>(`patient/cancel-series/${quote.seriesId}`, {
      method: 'POST',
      body: { ...(reason.trim() ? { reason: reason.trim() } : {}), ...(refundAccount ? { refundAccount } : {}) },
    })
    setIsSending(false)
    if (!answer.ok) {
      const fieldErrors = quote.needsRefundAccount ? accountErrorsOf(answer.errors) : {}
      setAccountErrors(fieldErrors)
      setProblem(fieldErrors.bankCode || fieldErrors.accountNumber ? null : answer.message)
      return
    }
    onCancelled({ ...answer.data, message: answer.message ?? 'The rest of your weekly sessions has been cancelled.' })
  }

  const reasonId = `${id}-reason`
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-ink">
        {count === 1 ? 'This session has not started yet and would be cancelled:' : `These ${count} sessions have not started yet and would all be cancelled:`}
      </p>
      <ul className="divide-y divide-sand-100 rounded-xl border border-sand-200 text-sm" data-testid="series-quote">
        {quote.remaining.map((week) => (
          <li key={week._id} className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2">
            <span>
              <span className="font-semibold text-ink">Week {week.week}: </span>
              {seriesDateLabel(week.appointmentDate)}, {timeSlotLabel(week.slot_start, week.slot_end)}
            </span>
            <span className="font-semibold text-ink">{week.refundAmount > 0 ? `${formatNaira(nairaToKobo(week.refundAmount))} back` : 'No refund'}</span>
          </li>
        ))}
      </ul>
      <div className="rounded-xl bg-brand-50 px-4 py-3">
        <p className="text-sm font-semibold text-brand-900">You will get back in all</p>
        <p className="text-2xl font-semibold text-brand-900" data-testid="series-quote-total">
          {formatNaira(nairaToKobo(quote.refundAmount))}
        </p>
      </div>
      <p className="text-sm text-ink-muted">
        <span className="font-semibold text-ink">Cancellation policy: </span>
        {describePolicy(quote.policy)} Each session is refunded on its own share.
      </p>

      <Field label="Reason (optional)" htmlFor={reasonId} hint="Your therapist reads it.">
        <Textarea
          id={reasonId}
          value={reason}
          maxLength={CANCEL_REASON_MAX}
          rows={3}
          className="min-h-20"
          disabled={isSending}
          onChange={(event) => setReason(event.target.value)}
          aria-describedby={`${reasonId}-hint`}
        />
      </Field>

      {quote.needsRefundAccount ? (
        <BankAccountFields
          value={account}
          onChange={(next) => {
            setAccount(next)
            setAccountErrors({})
          }}
          errors={accountErrors}
          disabled={isSending}
        />
      ) : null}

      {problem ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onBack} disabled={isSending}>
          Keep sessions
        </Button>
        <Button type="submit" variant="danger" disabled={isSending} aria-busy={isSending || undefined}>
          {isSending ? 'Cancelling…' : count === 1 ? 'Cancel 1 session' : `Cancel ${count} sessions`}
        </Button>
      </div>
    </form>
  )
}

/** What cancelling the rest did: each week Cancelled, with its refund and where it stands. */
function SeriesCancelled({ cancelled, onDone }: { cancelled: Cancelled; onDone: () => void }) {
  return (
    <section aria-labelledby="series-cancelled-heading" className="space-y-4" data-testid="series-cancellation-result">
      <StepHeading id="series-cancelled-heading">Sessions cancelled</StepHeading>
      <p role="status" className="text-sm text-ink">
        {cancelled.message}
      </p>
      <ul className="space-y-2 rounded-xl border border-sand-200 bg-sand-50 p-4 text-sm text-ink-muted">
        {cancelled.cancelled.map(({ appointment, refund }) => (
          <li key={appointment._id}>
            <span className="font-semibold text-ink">
              Week {appointment.series?.week}: {seriesDateLabel(appointment.appointmentDate)}
            </span>
            <RefundSummary refund={refund} />
          </li>
        ))}
      </ul>
      <p className="text-sm font-semibold text-ink" data-testid="series-refund-total">
        In all: {formatNaira(nairaToKobo(cancelled.refundAmount))} back
      </p>
      <div className="flex justify-end">
        <Button onClick={onDone}>Back to details</Button>
      </div>
    </section>
  )
}
