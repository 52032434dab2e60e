import type { Metadata } from 'next'
import { ButtonLink } from '@/components/ui/button'

export const metadata: Metadata = { title: 'Token Expired' }

/** Where a password reset lands when the server answers 400. */
export default function TokenExpiredPage() {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-10" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9" />
        </svg>
      </span>
      <div className="space-y-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">Token Expired</h1>
        <p className="leading-relaxed text-ink-muted">
          This password reset link has expired or has already been used. You can ask for a new one; it only takes a
          moment.
        </p>
      </div>
      {/* The product's own path, capital P included: it redirects to the form. */}
      <ButtonLink href="/patient-forgot-Password" size="lg">
        Retry password reset
      </ButtonLink>
    </section>
  )
}
