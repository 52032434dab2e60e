'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { callApi } from './call-api'

type Loaded<T> = { quote: T } | { problem: string }

/**
 * What a cancellation would give back, asked of the server when the step opens: a spinner while it
 * answers, its refusal with Back, or the form built from the quote. A step closed before the answer
 * ignores it.
 */
export function QuoteGate<T>({ path, onBack, children }: { path: string; onBack: () => void; children: (quote: T) => ReactNode }) {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null)

  useEffect(() => {
    let isCurrent = true
    void callApi<T>(path).then((answer) => {
      if (isCurrent) setLoaded(answer.ok ? { quote: answer.data } : { problem: answer.message })
    })
    return () => {
      isCurrent = false
    }
  }, [path])

  if (loaded === null)
    return (
      <div className="flex items-center gap-3 text-sm text-ink-muted">
        <Spinner label="Checking what you would get back" />
        <span aria-hidden="true">Checking what you would get back…</span>
      </div>
    )
  if ('problem' in loaded)
    return (
      <>
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {loaded.problem}
        </p>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
        </div>
      </>
    )
  return children(loaded.quote)
}
