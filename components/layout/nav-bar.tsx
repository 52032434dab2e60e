'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { cn } from '@/components/ui/cn'
import type { NavAccount, NavLink } from '@/lib/account/nav-account'
import { LogoutButton } from './logout-button'

export type { NavAccount, NavLink } from '@/lib/account/nav-account'

/** A link is current on its own path and below it ("/" only on itself). */
function isCurrentPath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** A navigation link marked aria-current="page" while its page (or a page below it) is open. */
export function NavItemLink(props: { href: string; pathname: string; className: string; onClick?: () => void; children: ReactNode }) {
  const { href, pathname, className, onClick, children } = props
  return (
    <Link href={href} onClick={onClick} className={className} aria-current={isCurrentPath(pathname, href) ? 'page' : undefined}>
      {children}
    </Link>
  )
}

// Tight padding up to 1024 px: an Admin's full bar (ADMIN DASHBOARD, name, Logout) must fit at 901 px.
const LINK_BASE = 'inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-2 text-sm transition-colors hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 lg:px-3'
// cn() only joins classes, so each link gets exactly one colour and one weight.
const LINK = cn(LINK_BASE, 'font-medium text-ink')
const STRONG_LINK = cn(LINK_BASE, 'font-semibold text-brand-800')

/** The profile link's text: the first name, with a hint for screen readers that it leads to the profile. */
export function ProfileLabel({ label, isName }: { label: string; isName: boolean }) {
  return (
    <>
      {label}
      {isName && <span className="sr-only">, your profile</span>}
    </>
  )
}

/**
 * The desktop bar (wider than 900 px; below that the drawer takes over).
 * `account` undefined means "not known yet" (the account store has not answered): only the plain links show.
 */
export function NavBar({ links, account }: { links: readonly NavLink[]; account?: NavAccount | null }) {
  const pathname = usePathname()
  return (
    <nav aria-label="Main" className="hidden min-w-0 items-center gap-1 nav:flex lg:gap-2">
      <ul className="flex shrink-0 items-center gap-0.5">
        {links.map((link) => (
          <li key={link.href}>
            <NavItemLink href={link.href} pathname={pathname} className={LINK}>
              {link.label}
            </NavItemLink>
          </li>
        ))}
        {account?.roleLink && (
          <li>
            <NavItemLink href={account.roleLink.href} pathname={pathname} className={STRONG_LINK}>
              {account.roleLink.label}
            </NavItemLink>
          </li>
        )}
      </ul>
      {account === undefined && (
        // The fallback never resolves without JavaScript: give those visitors a way to sign in.
        <noscript>
          <AccountLink pathname={pathname} />
        </noscript>
      )}
      {account !== undefined && (
        <div className="flex min-w-0 items-center gap-2 border-l border-sand-200 pl-2 lg:pl-3">
          {account?.profile ? (
            <>
              <NavItemLink href={account.profile.barHref} pathname={pathname} className={cn(LINK, 'min-w-0 max-w-32 gap-2 xl:max-w-48')}>
                <UserIcon className="hidden lg:block" />
                <span className="min-w-0 truncate">
                  <ProfileLabel label={account.profile.label} isName={account.profile.isName} />
                </span>
              </NavItemLink>
              <LogoutButton className="shrink-0" />
            </>
          ) : (
            <AccountLink pathname={pathname} />
          )}
        </div>
      )}
    </nav>
  )
}

function AccountLink({ pathname }: { pathname: string }) {
  return (
    <NavItemLink href="/patient-login" pathname={pathname} className={cn(STRONG_LINK, 'shrink-0 gap-2 border border-brand-700')}>
      <UserIcon />
      Account
    </NavItemLink>
  )
}

export function UserIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={cn('size-5 shrink-0', className)} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c.8-4.5 4-7 8-7s7.2 2.5 8 7" />
    </svg>
  )
}
