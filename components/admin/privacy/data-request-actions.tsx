'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { showFailure } from '@/components/forms/show-field-errors'
import { useRefreshingAction } from '@/components/forms/use-refreshing-action'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { describedBy, Field, Textarea } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import { REGISTER_TEXT_MAX, updateDataRequestSchema, type UpdateDataRequestInput } from '@/lib/validation/privacy-registers'

type Closing = 'Completed' | 'Refused'

/** An open request's next steps: start work on it, or close it (completed or refused) saying what was done. */
export function DataRequestActions({ requestId, state, action, describedById }: { requestId: string; state: string; action: ServerAction<UpdateDataRequestInput>; describedById: string }) {
  const id = useId()
  const router = useRouter()
  const { run, isRunning, isRefreshing } = useRefreshingAction()
  const [closing, setClosing] = useState<Closing | null>(null)
  const { register, handleSubmit, setError, reset, formState } = useForm<UpdateDataRequestInput>({ resolver: zodResolver(updateDataRequestSchema) })
  const outcomeId = `${id}-outcome`
  const error = formState.errors.outcome?.message
  const busy = formState.isSubmitting || isRunning || isRefreshing

  function open(next: Closing) {
    reset({ id: requestId, state: next, outcome: '' })
    setClosing(next)
  }

  async function onSubmit(values: UpdateDataRequestInput) {
    const result = await action(values)
    if (showFailure(result, setError, { fields: ['outcome'] })) return
    notify.success(result.message ?? 'Data request updated.')
    setClosing(null)
    router.refresh()
  }

  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {state === 'Open' && (
        <Button variant="secondary" size="sm" disabled={busy} aria-describedby={describedById} onClick={() => run(() => action({ id: requestId, state: 'InProgress' }))}>
          Start work
        </Button>
      )}
      <Button size="sm" disabled={busy} aria-describedby={describedById} onClick={() => open('Completed')}>
        Mark completed
      </Button>
      <Button variant="secondary" size="sm" disabled={busy} aria-describedby={describedById} onClick={() => open('Refused')}>
        Refuse
      </Button>
      <Dialog open={closing !== null} onClose={() => !formState.isSubmitting && setClosing(null)} title={closing === 'Refused' ? 'Refuse this request?' : 'Mark this request completed?'}>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <input type="hidden" {...register('id')} />
          <input type="hidden" {...register('state')} />
          <Field
            label={closing === 'Refused' ? 'Why it is refused' : 'What was done'}
            htmlFor={outcomeId}
            error={error}
            required
            hint="Kept in the register as proof of the answer; say it as you told the person."
          >
            <Textarea id={outcomeId} rows={3} className="min-h-20" maxLength={REGISTER_TEXT_MAX} disabled={formState.isSubmitting} {...register('outcome')} {...describedBy(outcomeId, error)} />
          </Field>
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setClosing(null)} disabled={formState.isSubmitting}>
              Go back
            </Button>
            <Button type="submit" variant={closing === 'Refused' ? 'danger' : 'primary'} disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
              {formState.isSubmitting ? 'Saving…' : closing === 'Refused' ? 'Refuse request' : 'Mark completed'}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  )
}
