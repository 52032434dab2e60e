'use client'

import { useEffect } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'

/** What an admin blog or outbox page shows when its data could not be loaded: try again, or go back. */
export function AdminPageError({ error, retry, title }: { error: unknown; retry: () => void; title: string }) {
  useEffect(() => console.error(error), [error])
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => retry()}>Try again</Button>
        <ButtonLink href="/admin" variant="secondary">
          Admin Dashboard
        </ButtonLink>
      </div>
    </section>
  )
}
