'use client'

import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field, Input, Textarea, describedBy } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import { CONTACT_MESSAGE_MAX, CONTACT_SUCCESS, contactProblems, type ContactField, type ContactFields, type ContactProblems } from '@/lib/validation/contact-rules'

const EMPTY: Required<ContactFields> = { fullName: '', email: '', message: '', website: '' }
const FIELDS: readonly ContactField[] = ['fullName', 'email', 'message', 'website']

/*
 * The contact form: the browser checks the server's own rules (contact-rules.ts, no zod, no form
 * library: this public page's first load stays near the framework's floor, decision 044); the
 * server's action parses the input again and decides. It behaves as the site's other forms do: the
 * problems show on Send, then each field is checked again as it changes, and the first field with a
 * problem takes the focus.
 */
export function ContactForm({ action }: { action: ServerAction<ContactFields> }) {
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<ContactProblems>({})
  const [isSubmitted, setIsSubmitted] = useState(false)
  const [isSubmitting, setIsSubmitting] = useState(false)

  function field(name: ContactField) {
    return {
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => {
        const next = { ...values, [name]: event.target.value }
        setValues(next)
        if (isSubmitted) setErrors((current) => ({ ...current, [name]: contactProblems(next)[name] }))
      },
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (isSubmitting) return
    setIsSubmitted(true)
    const problems = contactProblems(values)
    setErrors(problems)
    const first = FIELDS.find((name) => problems[name])
    if (first) {
      const control = form.elements.namedItem(first)
      if (control instanceof HTMLElement) control.focus()
      return
    }
    setIsSubmitting(true)
    try {
      const result = await action(values)
      if (!result.ok) {
        const fromServer: ContactProblems = {}
        for (const name of FIELDS) {
          const message = result.fieldErrors?.[name]?.[0]
          if (message) fromServer[name] = message
        }
        setErrors(fromServer)
        notify.error(result.message)
        return
      }
      notify.success(result.message ?? CONTACT_SUCCESS)
      setValues(EMPTY)
      setErrors({})
      setIsSubmitted(false)
    } finally {
      setIsSubmitting(false)
    }
  }

  const error = (name: ContactField) => errors[name]
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Contact form">
      <Field label="Full Name" htmlFor="fullName" error={error('fullName')} required>
        <Input id="fullName" autoComplete="name" aria-required="true" {...describedBy('fullName', error('fullName'))} {...field('fullName')} />
      </Field>
      <Field label="Email" htmlFor="email" error={error('email')} required>
        <Input id="email" type="email" inputMode="email" autoComplete="email" aria-required="true" {...describedBy('email', error('email'))} {...field('email')} />
      </Field>
      <Field label="Message" htmlFor="message" error={error('message')} required>
        <Textarea id="message" rows={6} maxLength={CONTACT_MESSAGE_MAX} aria-required="true" {...describedBy('message', error('message'))} {...field('message')} />
      </Field>
      <p className="-mt-3 text-right text-xs text-ink-muted" aria-hidden="true">
        {values.message.length.toLocaleString('en-US')} / {CONTACT_MESSAGE_MAX.toLocaleString('en-US')}
      </p>
      {/* Honeypot: people never see this field, bots fill it in (docs/decisions/007-email-and-rate-limits.md). */}
      <div hidden>
        <label htmlFor="website">Leave this field empty</label>
        <input id="website" type="text" tabIndex={-1} autoComplete="off" {...field('website')} />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
