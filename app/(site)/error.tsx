'use client'

import { useEffect } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'

/** Any unexpected failure inside the public shell: say so gently and offer a way on. */
export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    // Server errors arrive with a digest that matches the server log; the message is generic in production.
    console.error(error)
  }, [error])

  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <div className="space-y-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">Something went wrong</h1>
        <p className="leading-relaxed text-ink-muted">
          We are sorry: this page could not be shown just now. Please try again in a moment. If it keeps happening, you
          can always reach us from the contact page.
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Button size="lg" onClick={() => retry()}>
          Try again
        </Button>
        <ButtonLink href="/" variant="secondary" size="lg">
          Back Home
        </ButtonLink>
      </div>
    </section>
  )
}
