import { ButtonLink } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { SignOutEverywhere } from './sign-out-everywhere'

/** Under a profile: edit it, change the password, sign out everywhere. */
export function AccountLinks({ edit, passwordHref, className }: { edit: { href: string; label: string }; passwordHref: string; className: string }) {
  return (
    <div className={cn(className, 'flex flex-col gap-3 sm:flex-row')}>
      <ButtonLink href={edit.href}>{edit.label}</ButtonLink>
      <ButtonLink href={passwordHref} variant="secondary">
        Change Password
      </ButtonLink>
      <SignOutEverywhere />
    </div>
  )
}
