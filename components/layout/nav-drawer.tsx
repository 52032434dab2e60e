'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { cn } from '@/components/ui/cn'
import { useModalDialog } from '@/components/ui/use-modal-dialog'
import { LogoutButton } from './logout-button'
import { NavItemLink, ProfileLabel, UserIcon, type NavAccount, type NavLink } from './nav-bar'

const DRAWER_ID = 'nav-drawer'
const WIDE_SCREEN = '(min-width: 901px)' // the `nav:` breakpoint of globals.css

const LINK_BASE = 'flex min-h-12 items-center gap-3 rounded-xl px-4 text-base hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800'
// cn() only joins classes, so each link gets exactly one colour and one weight.
const LINK = cn(LINK_BASE, 'font-medium text-ink')
const STRONG_LINK = cn(LINK_BASE, 'font-semibold tracking-wide text-brand-800')

/**
 * The hamburger and its drawer, for widths of 900 px and below. The drawer is a modal
 * native <dialog>: the browser keeps focus inside and makes the page behind it inert; Escape closes it.
 * `account` undefined means "not known yet" (the account store has not answered): only the plain links show.
 */
export function NavDrawer({ links, account }: { links: readonly NavLink[]; account?: NavAccount | null }) {
  const pathname = usePathname()
  // The path the drawer was opened on: navigating anywhere else (a link, the back button) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const isOpen = openedOn === pathname
  const dialogRef = useRef<HTMLDialogElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  const close = () => setOpenedOn(null)

  // Marks the toggle as interactive once React has hydrated it (end-to-end tests wait for this).
  useEffect(() => toggleRef.current?.setAttribute('data-hydrated', ''), [])

  useModalDialog(dialogRef, isOpen, close, WIDE_SCREEN)

  function onDialogClose() {
    // Runs however the dialog closed (Escape, a link, logout, the close button).
    setOpenedOn(null)
    toggleRef.current?.focus({ preventScroll: true })
  }

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === dialogRef.current) close()
  }

  const profile = account?.profile

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        data-testid="nav-toggle"
        aria-label="Open menu"
        aria-expanded={isOpen}
        aria-controls={DRAWER_ID}
        onClick={() => setOpenedOn(pathname)}
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 nav:hidden"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>

      {/* A click on the backdrop closes it too; Escape is the keyboard way out. */}
      <dialog
        ref={dialogRef}
        id={DRAWER_ID}
        data-testid="nav-drawer"
        aria-label="Menu"
        onClose={onDialogClose}
        onClick={onBackdropClick}
        className={cn(
          'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,calc(100vw-3rem))] max-w-none bg-white p-0 text-ink shadow-2xl',
          'translate-x-0 transition-transform duration-200 ease-out backdrop:bg-ink/40 starting:open:translate-x-full nav:hidden',
        )}
      >
        <div className="flex h-full flex-col gap-6 overflow-y-auto px-4 py-4">
          <div className="flex items-center justify-between pl-4">
            <span className="font-display text-xl font-semibold text-brand-900">Menu</span>
            <button
              type="button"
              onClick={close}
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>

          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {links.map((link) => (
                <li key={link.href}>
                  <NavItemLink href={link.href} pathname={pathname} onClick={close} className={LINK}>
                    {link.label}
                  </NavItemLink>
                </li>
              ))}
              {account?.roleLink && (
                <li>
                  <NavItemLink href={account.roleLink.href} pathname={pathname} onClick={close} className={STRONG_LINK}>
                    {account.roleLink.label}
                  </NavItemLink>
                </li>
              )}
              {account !== undefined && (
                <li>
                  {profile ? (
                    <NavItemLink href={profile.drawerHref} pathname={pathname} onClick={close} className={LINK}>
                      <UserIcon />
                      <span className="min-w-0 truncate">
                        <ProfileLabel label={profile.label} isName={profile.isName} />
                      </span>
                    </NavItemLink>
                  ) : (
                    <NavItemLink href="/patient-login" pathname={pathname} onClick={close} className={LINK}>
                      <UserIcon />
                      Account
                    </NavItemLink>
                  )}
                </li>
              )}
            </ul>
          </nav>

          {profile && (
            <div className="mt-auto border-t border-sand-200 px-4 pt-4">
              <LogoutButton onLoggedOut={close} className="w-full" size="md" />
            </div>
          )}
        </div>
      </dialog>
    </>
  )
}
