import Link from 'next/link'
import type { ReactNode } from 'react'

type Props = { otherName: string; backHref: string; backLabel: string; children: ReactNode }

/** A thread's page: the way back to the list, who it is with, who can read it, then the conversation. */
export function ThreadFrame({ otherName, backHref, backLabel, children }: Props) {
  return (
    <div className="space-y-5">
      <Link href={backHref} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m15 6-6 6 6 6" />
        </svg>
        {backLabel}
      </Link>
      <div>
        <h1 className="text-3xl font-semibold sm:text-4xl">{otherName}</h1>
        <p className="mt-2 text-sm text-ink-muted">
          Only you and {otherName} can read these messages. They are not watched around the clock: in an emergency, call 112 or{' '}
          <Link href="/get-help-now" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
            get help now
          </Link>
          .
        </p>
      </div>
      {children}
    </div>
  )
}
