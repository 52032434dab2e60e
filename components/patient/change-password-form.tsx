'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useForm, type Path } from 'react-hook-form'
import { changePasswordAction } from '@/app/(site)/(personal)/patient-change-password/actions'
import { refreshAccount } from '@/components/account/account-store'
import { Button, ButtonLink } from '@/components/ui/button'
import { Field, Input, describedBy } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import { PASSWORD_MIN_LENGTH } from '@/lib/validation/common'
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@/lib/validation/patient'

const EMPTY: ChangePasswordFormInput = { oldPassword: '', newPassword: '', confirmPassword: '' }

/** /patient-change-password (spec 2.4, 5): old, new and confirmation; UPDATE PASSWORD; Cancel. */
export function ChangePasswordForm() {
  const router = useRouter()
  const { register, handleSubmit, setError, getValues, formState } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  })
  const { errors, isSubmitting } = formState
  const error = (name: keyof ChangePasswordFormInput) => errors[name]?.message

  async function onSubmit() {
    const result = await changePasswordAction(getValues())
    if (!result.ok) {
      for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) setError(field as Path<ChangePasswordFormInput>, { message: messages[0] })
      notify.error(result.message)
      return
    }
    notify.success(result.message ?? 'Password updated successfully')
    // The server re-issued this browser's session cookie: let the header read it again.
    void refreshAccount()
    router.push('/patient-profile')
    router.refresh()
  }

  const password = (name: keyof ChangePasswordFormInput, label: string, autoComplete: string, hint?: string) => (
    <Field label={label} htmlFor={name} error={error(name)} hint={hint} required>
      <Input
        id={name}
        type="password"
        autoComplete={autoComplete}
        {...describedBy(name, error(name))}
        aria-describedby={error(name) ? `${name}-error` : hint ? `${name}-hint` : undefined}
        {...register(name)}
      />
    </Field>
  )

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
        <ButtonLink href="/user-profile" variant="secondary" size="lg" className="w-full">
          Cancel
        </ButtonLink>
      </div>
    </form>
  )
}
