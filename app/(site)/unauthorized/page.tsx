import type { Metadata } from 'next'
import Link from 'next/link'
import { UnauthorizedCountdown } from '@/components/layout/unauthorized-countdown'

export const metadata: Metadata = { title: 'Unauthorized' }

/** Where the guards send a signed-in user whose role may not open a page. */
export default function UnauthorizedPage() {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-10" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
          <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
          <path d="M12 14.5v2.5" />
        </svg>
      </span>
      <div className="space-y-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">Un Authorized</h1>
        <p className="leading-relaxed text-ink-muted">
          Your account does not have access to that page. If you think this is a mistake, please{' '}
          <Link href="/contact" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
            contact us
          </Link>
          .
        </p>
      </div>
      <UnauthorizedCountdown />
    </section>
  )
}
