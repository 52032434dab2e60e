'use client'

import { useEffect } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'
import { FAILED_TO_LOAD_ONE } from '@/lib/validation/availability'

/** The availability could not be loaded (spec 8's text). */
export default function EditAvailabilityError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => console.error(error), [error])
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">{FAILED_TO_LOAD_ONE}</h1>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => retry()}>Try again</Button>
        <ButtonLink href="/therapist-dashboard/availability" variant="secondary">
          Back to Availability
        </ButtonLink>
      </div>
    </section>
  )
}
