'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { showFailure } from '@/components/forms/show-field-errors'
import { Button } from '@/components/ui/button'
import { Field, Input, describedBy } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ActionResult } from '@/lib/action-result'
import { RESET_REQUESTED, forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/validation/password-reset'

type Props = {
  /** The portal's server action (the user page's, or later the therapist page's). */
  action: (input: ForgotPasswordInput) => Promise<ActionResult<unknown>>
  loginHref: string
  /** Where a sent request goes; the login by default (the therapist page goes to /patient-login). */
  successHref?: string
}

/** Forgot password: the server answers the same message whether or not the email has an account. */
export function ForgotPasswordForm({ action, loginHref, successHref = loginHref }: Props) {
  const router = useRouter()
  const { register, handleSubmit, setError, formState } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })
  const { errors, isSubmitting } = formState
  const error = errors.email?.message

  async function onSubmit(values: ForgotPasswordInput) {
    const result = await action(values)
    if (showFailure(result, setError, { fields: ['email'] })) return
    notify.success(result.message ?? RESET_REQUESTED)
    router.push(successHref)
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {/* Its own id: Next keeps recently visited pages (the login form's "email") hidden in the document. */}
      <Field label="Registered Email" htmlFor="forgot-email" error={error} required>
        <Input id="forgot-email" type="email" autoComplete="email" inputMode="email" aria-required="true" {...describedBy('forgot-email', error)} {...register('email')} />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'LOADING...' : 'RECOVER PASSWORD'}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        Remembered it?{' '}
        <Link href={loginHref} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Login
        </Link>
      </p>
    </form>
  )
}
