import { PolicyLink } from '@/components/legal/policy-link'
import { Button, ButtonLink, buttonClasses } from '@/components/ui/button'
import { IntentLink } from '@/components/ui/intent-link'

/** The foot of a registration form: what registering agrees to, REGISTER, then Cancel and the other kind of registration. */
export function RegisterButtons({ isSubmitting, other }: { isSubmitting: boolean; other: { href: string; label: string } }) {
  return (
    <>
      <p className="text-sm text-ink-muted" data-testid="registration-agreement">
        By creating an account you agree to the{' '}
        <PolicyLink href="/terms">Terms</PolicyLink>{' '}
        and the{' '}
        <PolicyLink href="/privacy">Privacy notice</PolicyLink>
        .
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'LOADING...' : 'REGISTER'}
      </Button>
      <div className="flex flex-col gap-3 sm:flex-row">
        {/* Leaving the form is the exception: these pages are fetched ahead only on intent. */}
        <IntentLink href="/" className={buttonClasses('ghost', undefined, 'flex-1')}>
          Cancel
        </IntentLink>
        <IntentLink href={other.href} className={buttonClasses('secondary', undefined, 'flex-1')}>
          {other.label}
        </IntentLink>
      </div>
    </>
  )
}

/** The foot of a profile's edit form: UPDATE PROFILE beside View Profile. */
export function UpdateProfileButtons({ isSubmitting, profileHref }: { isSubmitting: boolean; profileHref: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button type="submit" size="lg" className="flex-1" disabled={isSubmitting}>
        {isSubmitting ? 'LOADING...' : 'UPDATE PROFILE'}
      </Button>
      <ButtonLink href={profileHref} variant="secondary" size="lg" className="flex-1">
        View Profile
      </ButtonLink>
    </div>
  )
}
