'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { showFailure } from '@/components/forms/show-field-errors'
import { Button } from '@/components/ui/button'
import { describedBy, Field, Input, Textarea } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import { recordBreachSchema, REGISTER_TEXT_MAX, type RecordBreachInput } from '@/lib/validation/privacy-registers'

/** Record a breach: when it was found (Lagos time), what happened, which data and how many people. */
export function RecordBreachForm({ action, now }: { action: ServerAction<RecordBreachInput>; now: string }) {
  const id = useId()
  const router = useRouter()
  const empty = { foundAt: now, summary: '', dataAffected: '', peopleAffected: Number.NaN } satisfies RecordBreachInput
  const { register, handleSubmit, setError, reset, formState } = useForm<RecordBreachInput>({ resolver: zodResolver(recordBreachSchema), defaultValues: empty })
  const { errors, isSubmitting } = formState
  const field = (name: string) => `${id}-${name}`

  async function onSubmit(values: RecordBreachInput) {
    const result = await action(values)
    if (showFailure(result, setError)) return
    notify.success(result.message ?? 'Breach recorded.')
    reset(empty)
    router.refresh()
  }

  return (
    <section aria-labelledby={field('heading')} className="mt-6 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={field('heading')} className="text-lg font-semibold">
        Record a breach
      </h2>
      <p className="mt-1 text-sm text-ink-muted">The Nigeria Data Protection Commission must be notified within 72 hours of finding it.</p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Found (Lagos time)" htmlFor={field('foundAt')} error={errors.foundAt?.message} required>
            <Input id={field('foundAt')} type="datetime-local" max={now} {...describedBy(field('foundAt'), errors.foundAt?.message)} {...register('foundAt')} />
          </Field>
          <Field label="People affected" htmlFor={field('peopleAffected')} error={errors.peopleAffected?.message} hint="Your best count; 0 if none." required>
            <Input id={field('peopleAffected')} type="number" min={0} step={1} inputMode="numeric" {...describedBy(field('peopleAffected'), errors.peopleAffected?.message)} {...register('peopleAffected', { valueAsNumber: true })} />
          </Field>
        </div>
        <Field label="What happened" htmlFor={field('summary')} error={errors.summary?.message} required>
          <Textarea id={field('summary')} rows={3} className="min-h-20" maxLength={REGISTER_TEXT_MAX} {...describedBy(field('summary'), errors.summary?.message)} {...register('summary')} />
        </Field>
        <Field label="Data affected" htmlFor={field('dataAffected')} error={errors.dataAffected?.message} hint="Which kinds of data, for example patients’ names and emails. Never paste the data itself." required>
          <Input id={field('dataAffected')} maxLength={REGISTER_TEXT_MAX} autoComplete="off" {...describedBy(field('dataAffected'), errors.dataAffected?.message)} {...register('dataAffected')} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? 'Recording…' : 'Record breach'}
          </Button>
        </div>
      </form>
    </section>
  )
}
