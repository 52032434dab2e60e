'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { showFailure } from '@/components/forms/show-field-errors'
import { Button } from '@/components/ui/button'
import { describedBy, Field, Input } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import type { TimeOffClash } from '@/lib/server/time-off/find-time-off-clashes'
import type { ProposalView } from '@/lib/server/move-proposals/propose-move'
import type { MoveOptions } from '@/lib/server/move-proposals/find-move-options'
import { TIME_OFF_REASON_MAX, timeOffSchema, type TimeOffInput, type TimeOffRequest } from '@/lib/validation/time-off'
import { ClashPanel } from './clash-panel'

export type TimeOffActions = {
  create: ServerAction<TimeOffInput, { outcome: 'created' | 'clash'; clashes?: TimeOffClash[] }>
  findClashes: ServerAction<{ from: string; to: string }, TimeOffClash[]>
  moveOptions: ServerAction<{ appointmentId: string; avoid?: { from: string; to: string } }, MoveOptions>
  proposeMove: ServerAction<
    { appointmentId: string; newTime: { newAppointmentDate: string; newSlot_start: string; newSlot_end: string }; avoid?: { from: string; to: string } },
    ProposalView
  >
}

const EMPTY: TimeOffInput = { from: '', to: '', reason: '' }

/**
 * Take time off: the first and last day (Lagos dates) and an optional reason only the therapist
 * sees. When paid sessions are in the way, nothing is taken yet: they are listed below the form
 * (ClashPanel) to move or cancel one by one, or to cancel all with full refunds and take the time
 * off in one step. The server decides everything again.
 */
export function TakeTimeOff({ today, actions }: { today: string; actions: TimeOffActions }) {
  const id = useId()
  const router = useRouter()
  const [clash, setClash] = useState<{ request: TimeOffRequest; clashes: TimeOffClash[] } | null>(null)
  const { register, handleSubmit, setError, reset, formState } = useForm<TimeOffInput, unknown, TimeOffRequest>({ resolver: zodResolver(timeOffSchema), defaultValues: EMPTY })
  const { errors, isSubmitting } = formState

  /** Takes the time off; with cancelClashing the sessions still in the way are cancelled with it. */
  async function take(request: TimeOffRequest, cancelClashing = false): Promise<boolean> {
    const result = await actions.create({ ...request, reason: request.reason ?? '', ...(cancelClashing ? { cancelClashing: true } : {}) })
    if (showFailure(result, setError)) return false
    if (result.data?.outcome === 'clash') {
      setClash({ request, clashes: result.data.clashes ?? [] })
      notify.error(result.message ?? 'Paid sessions are in the way.')
      return false
    }
    notify.success(result.message ?? 'Time off added.')
    setClash(null)
    reset(EMPTY)
    router.refresh()
    return true
  }

  const field = (name: 'from' | 'to') => `${id}-${name}`
  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          Take time off
        </h2>
        <p className="mt-1 text-sm text-ink-muted">Both days are included, in Lagos time. Patients cannot book any hour of those days.</p>
        <form noValidate onSubmit={handleSubmit((request) => take(request))} className="mt-4 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First day" htmlFor={field('from')} error={errors.from?.message} required>
              <Input id={field('from')} type="date" min={today} {...describedBy(field('from'), errors.from?.message)} {...register('from')} />
            </Field>
            <Field label="Last day" htmlFor={field('to')} error={errors.to?.message} required>
              <Input id={field('to')} type="date" min={today} {...describedBy(field('to'), errors.to?.message)} {...register('to')} />
            </Field>
          </div>
          <Field label="Reason (optional, only you see it)" htmlFor={`${id}-reason`} error={errors.reason?.message}>
            <Input id={`${id}-reason`} maxLength={TIME_OFF_REASON_MAX} autoComplete="off" {...describedBy(`${id}-reason`, errors.reason?.message)} {...register('reason')} />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? 'Checking…' : 'Take time off'}
            </Button>
          </div>
        </form>
      </section>

      {clash && (
        <ClashPanel
          key={`${clash.request.from}/${clash.request.to}`}
          range={{ from: clash.request.from, to: clash.request.to }}
          initialClashes={clash.clashes}
          actions={actions}
          onTakeAgain={(cancelClashing) => take(clash.request, cancelClashing)}
          onClose={() => setClash(null)}
        />
      )}
    </div>
  )
}
