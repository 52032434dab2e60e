'use client'

import { useEffect } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'

/** An unexpected failure inside the admin area: the frame (header, sidebar) stays, with a way on. */
export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    // Server errors arrive with a digest that matches the server log; the message is generic in production.
    console.error(error)
  }, [error])

  return (
    <section className="flex w-full flex-1 flex-col items-start justify-center gap-6 px-4 py-16 sm:px-6">
      <div className="max-w-xl space-y-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">Something went wrong</h1>
        <p className="leading-relaxed text-ink-muted">This page could not be shown just now. Please try again in a moment.</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => retry()}>Try again</Button>
        <ButtonLink href="/admin" variant="secondary">
          Back to Admin Dashboard
        </ButtonLink>
      </div>
    </section>
  )
}
