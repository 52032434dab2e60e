'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { showFailure } from '@/components/forms/show-field-errors'
import { Button } from '@/components/ui/button'
import { describedBy, Field, Input, Select, Textarea } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import {
  CONTACT_MAX,
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_KINDS,
  RECORDED_CHANNELS,
  recordDataRequestSchema,
  REGISTER_TEXT_MAX,
  type RecordDataRequestInput,
} from '@/lib/validation/privacy-registers'

/** Record a request that came by email or letter: what was asked, by whom, when it arrived (Lagos time). */
export function RecordDataRequestForm({ action, now }: { action: ServerAction<RecordDataRequestInput>; now: string }) {
  const id = useId()
  const router = useRouter()
  const empty: RecordDataRequestInput = { kind: 'Access', channel: 'Email', contact: '', details: '', receivedAt: now }
  const { register, handleSubmit, setError, reset, formState } = useForm<RecordDataRequestInput>({ resolver: zodResolver(recordDataRequestSchema), defaultValues: empty })
  const { errors, isSubmitting } = formState
  const field = (name: string) => `${id}-${name}`

  async function onSubmit(values: RecordDataRequestInput) {
    const result = await action(values)
    if (showFailure(result, setError)) return
    notify.success(result.message ?? 'Data request recorded.')
    reset(empty)
    router.refresh()
  }

  return (
    <section aria-labelledby={field('heading')} className="mt-6 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={field('heading')} className="text-lg font-semibold">
        Record a request
      </h2>
      <p className="mt-1 text-sm text-ink-muted">A request that came by email or letter. It is due 30 days after it arrived.</p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="What they asked for" htmlFor={field('kind')} error={errors.kind?.message} required>
            <Select id={field('kind')} {...describedBy(field('kind'), errors.kind?.message)} {...register('kind')}>
              {DATA_REQUEST_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {DATA_REQUEST_KIND_LABELS[kind]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="How it came" htmlFor={field('channel')} error={errors.channel?.message} required>
            <Select id={field('channel')} {...describedBy(field('channel'), errors.channel?.message)} {...register('channel')}>
              {RECORDED_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {channel}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Who asked" htmlFor={field('contact')} error={errors.contact?.message} hint="Their name and email or postal address, as they gave it." required>
            <Input id={field('contact')} maxLength={CONTACT_MAX} autoComplete="off" {...describedBy(field('contact'), errors.contact?.message)} {...register('contact')} />
          </Field>
          <Field label="Received (Lagos time)" htmlFor={field('receivedAt')} error={errors.receivedAt?.message} required>
            <Input id={field('receivedAt')} type="datetime-local" max={now} {...describedBy(field('receivedAt'), errors.receivedAt?.message)} {...register('receivedAt')} />
          </Field>
        </div>
        <Field label="Details (optional)" htmlFor={field('details')} error={errors.details?.message}>
          <Textarea id={field('details')} rows={3} className="min-h-20" maxLength={REGISTER_TEXT_MAX} {...describedBy(field('details'), errors.details?.message)} {...register('details')} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? 'Recording…' : 'Record request'}
          </Button>
        </div>
      </form>
    </section>
  )
}
