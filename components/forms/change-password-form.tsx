'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { refreshAccount } from '@/components/account/account-store'
import { showFailure } from './show-field-errors'
import { Button, ButtonLink } from '@/components/ui/button'
import { Field, Input, describedBy } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import { PASSWORD_MIN_LENGTH } from '@/lib/validation/common'
import type { ActionResult } from '@/lib/action-result'
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@/lib/validation/patient'
import { therapistChangePasswordFormSchema } from '@/lib/validation/therapist'

const EMPTY: ChangePasswordFormInput = { oldPassword: '', newPassword: '', confirmPassword: '' }

/**
 * Each portal's schema (its mismatch message, shared with its server action), where success and
 * Cancel go, and a prefix for the field ids (pages Next keeps mounted side by side must not share ids).
 */
const PORTALS = {
  patient: { schema: changePasswordFormSchema, successHref: '/patient-profile', cancelHref: '/user-profile', idPrefix: '' },
  therapist: { schema: therapistChangePasswordFormSchema, successHref: '/therapist-profile', cancelHref: '/therapist-profile', idPrefix: 'tpass-' },
} as const

type Props = { portal: keyof typeof PORTALS; action: (input: ChangePasswordFormInput) => Promise<ActionResult<unknown>> }

/**
 * /patient-change-password and /therapist-change-password: old, new and
 * confirmation; UPDATE PASSWORD; Cancel.
 */
export function ChangePasswordForm({ portal, action }: Props) {
  const { schema, successHref, cancelHref, idPrefix } = PORTALS[portal]
  const router = useRouter()
  const { register, handleSubmit, setError, getValues, formState } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  })
  const { errors, isSubmitting } = formState
  const error = (name: keyof ChangePasswordFormInput) => errors[name]?.message

  async function onSubmit() {
    const result = await action(getValues())
    if (showFailure(result, setError)) return
    notify.success(result.message ?? 'Password updated successfully')
    // The server re-issued this browser's session cookie: let the header read it again.
    void refreshAccount()
    router.push(successHref)
    router.refresh()
  }

  const password = (name: keyof ChangePasswordFormInput, label: string, autoComplete: string, hint?: string) => {
    const id = `${idPrefix}${name}`
    return (
      <Field label={label} htmlFor={id} error={error(name)} hint={hint} required>
        <Input
          id={id}
          type="password"
          autoComplete={autoComplete}
          {...describedBy(id, error(name))}
          aria-describedby={error(name) ? `${id}-error` : hint ? `${id}-hint` : undefined}
          {...register(name)}
        />
      </Field>
    )
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {password('oldPassword', 'Old Password', 'current-password')}
      {password('newPassword', 'New Password', 'new-password', `At least ${PASSWORD_MIN_LENGTH} characters.`)}
      {password('confirmPassword', 'Confirm New Password', 'new-password')}
      <p className="text-sm text-ink-muted">You stay signed in here; any other device signed in to your account is signed out.</p>
      {/* Stacked at every width: the card is narrow and UPDATE PASSWORD must not wrap. */}
      <div className="flex flex-col gap-3">
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'LOADING...' : 'UPDATE PASSWORD'}
        </Button>
        <ButtonLink href={cancelHref} variant="secondary" size="lg" className="w-full">
          Cancel
        </ButtonLink>
      </div>
    </form>
  )
}
