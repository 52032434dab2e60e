'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { refreshAccount } from '@/components/account/account-store'
import { showFailure } from '@/components/forms/show-field-errors'
import { Button } from '@/components/ui/button'
import { Field, Input, describedBy } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import { PASSWORD_MIN_LENGTH } from '@/lib/validation/common'
import { PASSWORD_RESET_DONE, resetPasswordFormSchema, type ResetPasswordFormInput } from '@/lib/validation/password-reset'

/** Reset password: success goes to /patient-login; a dead link (400) to /token-expired. */
export function ResetPasswordForm({ token, action }: { token: string; action: ServerAction<ResetPasswordFormInput & { token: string }> }) {
  const router = useRouter()
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = formState
  const error = (name: keyof ResetPasswordFormInput) => errors[name]?.message

  async function onSubmit(values: ResetPasswordFormInput) {
    const result = await action({ token, ...values })
    // The link was used, expired or replaced meanwhile (a 400 goes to /token-expired).
    if (!result.ok && result.fieldErrors?.token) {
      router.replace('/token-expired')
      return
    }
    if (showFailure(result, setError, { fields: Object.keys(values) })) return
    notify.success(result.message ?? PASSWORD_RESET_DONE)
    // Every session of the account ended, this browser's too if it was signed in as that person.
    await refreshAccount()
    router.replace('/patient-login')
  }

  // Ids of their own: Next keeps recently visited pages in the document (hidden), and the login
  // form's "password" id must keep pointing at its own label.
  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <Field label="New Password" htmlFor="reset-password" error={error('password')} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} required>
        <Input
          id="reset-password"
          type="password"
          autoComplete="new-password"
          aria-required="true"
          {...describedBy('reset-password', error('password'))}
          aria-describedby={error('password') ? 'reset-password-error' : 'reset-password-hint'}
          {...register('password')}
        />
      </Field>
      <Field label="Confirm Password" htmlFor="reset-confirm-password" error={error('confirmPassword')} required>
        <Input
          id="reset-confirm-password"
          type="password"
          autoComplete="new-password"
          aria-required="true"
          {...describedBy('reset-confirm-password', error('confirmPassword'))}
          {...register('confirmPassword')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'LOADING...' : 'RESET PASSWORD'}
      </Button>
      <p className="text-center text-sm">
        <Link href="/" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Go Back Home
        </Link>
      </p>
    </form>
  )
}
