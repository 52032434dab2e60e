'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { refreshAccount } from '@/components/account/account-store'
import { useRulesForm } from '@/components/forms/use-rules-form'
import { signInWithPassword } from './password-sign-in'
import { useLeaveIfSignedIn } from './use-leave-if-signed-in'
import { notify } from '@/components/ui/notify'
import { Button, buttonClasses } from '@/components/ui/button'
import { IntentLink } from '@/components/ui/intent-link'
import { Field, Input, describedBy } from '@/components/ui/field'
import { landingAfterSignIn } from '@/lib/route-access'
import { loginProblems, type LoginFields } from '@/lib/validation/account-rules'

type Portal = 'user' | 'therapist'

const PORTALS = {
  user: { switchLabel: 'LOGIN AS THERAPIST', switchHref: '/therapist-login', forgot: '/patient-forgot-password', register: '/patient-registration' },
  therapist: { switchLabel: 'LOGIN AS A USER', switchHref: '/patient-login', forgot: '/therapist-forgot-password', register: '/therapist-registration' },
} as const

/**
 * Sign-in through next-auth's credentials provider; the server decides (lib/server/auth/authenticate.ts).
 * Both login pages take every account: afterwards the person goes to the page that sent them here
 * (`requested`) if their role may open it, otherwise to their role's home (landingAfterSignIn).
 */
export function LoginForm({ portal, requested }: { portal: Portal; requested: string | null }) {
  const router = useRouter()
  const links = PORTALS[portal]
  // Where the login pages' server check sends someone signed in, and where signing in here goes.
  useLeaveIfSignedIn((account) => landingAfterSignIn(account.role, requested))
  const { register, handleSubmit, formState } = useRulesForm<LoginFields>({ problems: loginProblems, defaultValues: { email: '', password: '' } })
  const { errors, isSubmitting } = formState

  async function onSubmit(values: LoginFields) {
    const result = await signInWithPassword(values)
    if (!result.ok) {
      notify.error(result.error && result.error !== 'CredentialsSignin' ? result.error : 'Invalid email or password')
      return
    }
    const account = await refreshAccount()
    router.replace(account ? landingAfterSignIn(account.role, requested) : (requested ?? '/'))
  }

  return (
    // Ids unique across pages: Next keeps recently visited pages mounted but hidden, and a shared id
    // would tie this form's labels to another page's inputs.
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <Field label="Email" htmlFor="login-email" error={errors.email?.message} required>
        <Input id="login-email" type="email" autoComplete="email" inputMode="email" {...describedBy('login-email', errors.email?.message)} {...register('email')} />
      </Field>
      <Field label="Password" htmlFor="login-password" error={errors.password?.message} required>
        <Input id="login-password" type="password" autoComplete="current-password" {...describedBy('login-password', errors.password?.message)} {...register('password')} />
      </Field>
      <div className="flex justify-end">
        <IntentLink href={links.forgot} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          Forgot password?
        </IntentLink>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'LOADING...' : 'LOGIN'}
      </Button>
      {/* The other portal and the password reset are seldom what a person came for: fetched ahead only on intent. */}
      <IntentLink href={links.switchHref} className={buttonClasses('secondary', 'lg', 'w-full')}>
        {links.switchLabel}
      </IntentLink>
      <p className="text-center text-sm text-ink-muted">
        New to Alafia?{' '}
        {/* The sign-up page is rendered for each request: a prefetch would fetch its shell, then the tap fetches it again. */}
        <Link href={links.register} prefetch={false} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  )
}
