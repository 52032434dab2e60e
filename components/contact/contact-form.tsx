'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { showFieldErrors } from '@/components/forms/show-field-errors'
import { Button } from '@/components/ui/button'
import { Field, Input, Textarea, describedBy } from '@/components/ui/field'
import type { ServerAction } from '@/lib/action-result'
import { CONTACT_MESSAGE_MAX, CONTACT_SUCCESS, contactMessageSchema, type ContactMessage, type ContactMessageInput } from '@/lib/validation/contact'

const EMPTY: ContactMessageInput = { fullName: '', email: '', message: '', website: '' }

/** The contact form: the client checks the shared schema first; the server decides. */
export function ContactForm({ action }: { action: ServerAction<ContactMessageInput> }) {
  const { register, handleSubmit, setError, reset, control, formState } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  })
  const { errors, isSubmitting } = formState
  const error = (name: keyof ContactMessageInput) => errors[name]?.message
  const messageLength = useWatch({ control, name: 'message' })?.length ?? 0

  async function onSubmit(values: ContactMessage) {
    const result = await action(values)
    if (!result.ok) {
      showFieldErrors(setError, result.fieldErrors)
      toast.error(result.message)
      return
    }
    toast.success(result.message ?? CONTACT_SUCCESS)
    reset(EMPTY)
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-label="Contact form">
      <Field label="Full Name" htmlFor="fullName" error={error('fullName')} required>
        <Input id="fullName" autoComplete="name" aria-required="true" {...describedBy('fullName', error('fullName'))} {...register('fullName')} />
      </Field>
      <Field label="Email" htmlFor="email" error={error('email')} required>
        <Input id="email" type="email" inputMode="email" autoComplete="email" aria-required="true" {...describedBy('email', error('email'))} {...register('email')} />
      </Field>
      <Field label="Message" htmlFor="message" error={error('message')} required>
        <Textarea id="message" rows={6} maxLength={CONTACT_MESSAGE_MAX} aria-required="true" {...describedBy('message', error('message'))} {...register('message')} />
      </Field>
      <p className="-mt-3 text-right text-xs text-ink-muted" aria-hidden="true">
        {messageLength.toLocaleString('en-US')} / {CONTACT_MESSAGE_MAX.toLocaleString('en-US')}
      </p>
      {/* Honeypot: people never see this field, bots fill it in (docs/decisions/007-email-and-rate-limits.md). */}
      <div hidden>
        <label htmlFor="website">Leave this field empty</label>
        <input id="website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
