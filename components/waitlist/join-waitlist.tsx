'use client'

import Link from 'next/link'
import { useContext, useEffect, useId, useRef, useState } from 'react'
import { useAccount } from '@/components/account/account-store'
import { useRulesForm, type RulesFieldRegistration } from '@/components/forms/use-rules-form'
import { showFieldErrors } from '@/components/forms/show-field-errors'
import { Button, buttonClasses } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { describedBy, Field, Input } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import { lastBookableDate } from '@/lib/availability/planner'
import { loginToBookPath } from '@/lib/booking/slot-choices'
import { lagosDateKey } from '@/lib/time'
import type { WaitlistEntry } from '@/lib/server/waitlist/waitlist-entry-dto'
import { ALREADY_WAITING, joinWaitlistFormProblems, joinWaitlistInput, LOGIN_TO_WAIT, PATIENTS_ONLY_WAITLIST, type JoinWaitlistForm } from '@/lib/validation/waitlist-form'
import { shortDayLabel } from '@/lib/waitlist/freed-hours-text'
import { ANY_TIME_WAIT_DAYS } from '@/lib/waitlist/waitlist-rules'
import { WaitlistEmphasis } from './waitlist-emphasis'

type Props = {
  therapistId: string
  therapistName: string
  /** The page's join action (the same use case as POST /api/v1/patient/waitlist). */
  action: ServerAction<{ therapistId: string; date: string | null }, WaitlistEntry>
}

type Outcome = { kind: 'joined' | 'already'; text: string }

/**
 * Join the waitlist, in the booking section of a therapist's page: any time, or one date. A visitor
 * is sent to log in and back to this page; accounts that are not patients are told they cannot. The
 * page is the same cached HTML for everyone, so who is signed in comes from the browser.
 */
export function JoinWaitlist({ therapistId, therapistName, action }: Props) {
  const account = useAccount()
  const emphasis = useContext(WaitlistEmphasis)
  const headingId = useId()
  const isNothingFree = emphasis === 'nothing-free'
  return (
    <section
      id="waitlist"
      aria-labelledby={headingId}
      className={cn('rounded-xl border bg-white p-4 sm:p-5', isNothingFree ? 'border-brand-300 shadow-sm' : 'border-sand-200')}
    >
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {isNothingFree ? 'Join the waitlist' : 'No time that suits you?'}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        {isNothingFree ? `We'll email you the moment ${therapistName} has a free hour.` : `Join the waitlist: we'll email you the moment an hour with ${therapistName} frees up.`} Everyone
        waiting hears at once, and the first to book gets the hour.
      </p>
      <div className="mt-4">
        {account === undefined || account === null ? (
          // Until the browser knows who is signed in, the prompt holds its place unseen so the page does not move.
          <div aria-hidden={account === undefined || undefined} className={cn('flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between', account === undefined && 'invisible')}>
            <p className="font-medium text-ink">{LOGIN_TO_WAIT}</p>
            <Link href={loginToBookPath(therapistId)} className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
              Log in to join
            </Link>
          </div>
        ) : account.role !== 'Patient' ? (
          <p role="status" className="font-medium text-ink">
            {PATIENTS_ONLY_WAITLIST}
          </p>
        ) : (
          <WaitlistForm therapistId={therapistId} action={action} />
        )}
      </div>
    </section>
  )
}

function WaitlistForm({ therapistId, action }: Pick<Props, 'therapistId' | 'action'>) {
  const ids = useId()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const { register, handleSubmit, setError, watch, formState } = useRulesForm<JoinWaitlistForm>({ problems: joinWaitlistFormProblems, defaultValues: { when: 'any', date: '' } })
  const when = watch('when')
  const dateError = formState.errors.date?.message
  const today = lagosDateKey(new Date())

  async function onSubmit(form: JoinWaitlistForm) {
    const result = await action(joinWaitlistInput(therapistId, form))
    if (result.ok) {
      const date = result.data?.date
      notify.success(result.message ?? 'You joined the waitlist.')
      setOutcome({ kind: 'joined', text: date ? `You're on the waitlist for ${shortDayLabel(date)}.` : `You're on the waitlist for any time in the next ${ANY_TIME_WAIT_DAYS} days.` })
      return
    }
    if (result.message === ALREADY_WAITING) {
      setOutcome({ kind: 'already', text: form.when === 'date' ? `You are already on this waitlist for ${shortDayLabel(form.date)}.` : 'You are already on this waitlist for any time.' })
      return
    }
    showFieldErrors(setError, result.fieldErrors, { fields: ['date'] })
    notify.error(result.message)
  }

  if (outcome) return <WaitlistOutcome outcome={outcome} onAgain={() => setOutcome(null)} />

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label="Join the waitlist">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">Which hours are you waiting for?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <WhenOption id={`${ids}-any`} value="any" label="Any time" detail={`For the next ${ANY_TIME_WAIT_DAYS} days`} {...register('when')} />
          <WhenOption id={`${ids}-date`} value="date" label="On a date" detail="Only that day's hours" {...register('when')} />
        </div>
      </fieldset>
      {when === 'date' && (
        <Field label="Date" htmlFor={`${ids}-day`} error={dateError} hint="Nigerian time (WAT)">
          <Input id={`${ids}-day`} type="date" min={today} max={lastBookableDate(today)} {...describedBy(`${ids}-day`, dateError)} {...register('date')} />
        </Field>
      )}
      <Button type="submit" className="w-full sm:w-auto" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Joining...' : 'Join the waitlist'}
      </Button>
    </form>
  )
}

type WhenOptionProps = RulesFieldRegistration<'when'> & { id: string; value: 'any' | 'date'; label: string; detail: string }

/** A native radio drawn as a card: the keyboard, screen readers and the form behave as usual. */
function WhenOption({ id, value, label, detail, ...field }: WhenOptionProps) {
  return (
    <label htmlFor={id} className="relative flex cursor-pointer">
      <input id={id} type="radio" value={value} className="peer sr-only" {...field} />
      <span
        className={cn(
          'flex min-h-11 w-full flex-col rounded-xl border border-sand-200 bg-white px-4 py-2.5 transition-colors hover:border-brand-500',
          'peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:ring-1 peer-checked:ring-brand-700',
          'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
        )}
      >
        <span className="text-sm font-semibold text-ink">{label}</span>
        <span className="text-xs text-ink-muted">{detail}</span>
      </span>
    </label>
  )
}

/** What the join did, in place of the form; focus moves here, since the button that had it is gone. */
function WaitlistOutcome({ outcome, onAgain }: { outcome: Outcome; onAgain: () => void }) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => ref.current?.focus(), [outcome])
  return (
    <div className="space-y-3">
      <p ref={ref} tabIndex={-1} role="status" data-testid="waitlist-outcome" className="rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-900 focus:outline-none">
        {outcome.text} {outcome.kind === 'joined' ? "We'll email you when an hour frees up." : null}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link href="/patient-profile#waitlists" className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
          See your waitlists
        </Link>
        <Button variant="ghost" className="w-full sm:w-auto" onClick={onAgain}>
          Wait for another date
        </Button>
      </div>
    </div>
  )
}
