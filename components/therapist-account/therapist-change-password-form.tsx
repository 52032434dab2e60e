'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useForm, type Path } from 'react-hook-form'
import { changeTherapistPasswordAction } from '@/app/(site)/(personal)/therapist-change-password/actions'
import { refreshAccount } from '@/components/account/account-store'
import { Button, ButtonLink } from '@/components/ui/button'
import { Field, Input, describedBy } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import { PASSWORD_MIN_LENGTH } from '@/lib/validation/common'
import { therapistChangePasswordFormSchema, type TherapistChangePasswordFormInput } from '@/lib/validation/therapist'

const EMPTY: TherapistChangePasswordFormInput = { oldPassword: '', newPassword: '', confirmPassword: '' }
type Name = keyof TherapistChangePasswordFormInput
const ID = 'tpass'

/** /therapist-change-password (spec 2.6, 5): old, new and confirmation; New Passwords don`t match; Cancel to the profile. */
export function TherapistChangePasswordForm() {
  const router = useRouter()
  const { register, handleSubmit, setError, getValues, formState } = useForm<TherapistChangePasswordFormInput>({
    resolver: zodResolver(therapistChangePasswordFormSchema),
    defaultValues: EMPTY,
  })
  const { errors, isSubmitting } = formState
  const error = (name: Name) => errors[name]?.message

  async function onSubmit() {
    const result = await changeTherapistPasswordAction(getValues())
    if (!result.ok) {
      for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) setError(field as Path<TherapistChangePasswordFormInput>, { message: messages[0] })
      notify.error(result.message)
      return
    }
    notify.success(result.message ?? 'Password updated successfully')
    // The server re-issued this browser's session cookie: let the header read it again.
    void refreshAccount()
    router.push('/therapist-profile')
    router.refresh()
  }

  const password = (name: Name, label: string, autoComplete: string, hint?: string) => {
    const id = `${ID}-${name}`
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
      <div className="flex flex-col gap-3">
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'LOADING...' : 'UPDATE PASSWORD'}
        </Button>
        <ButtonLink href="/therapist-profile" variant="secondary" size="lg" className="w-full">
          Cancel
        </ButtonLink>
      </div>
    </form>
  )
}
