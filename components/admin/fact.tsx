import type { ReactNode } from 'react'

/** One term and its value inside a <dl>: the term above its value on a phone, beside it from a tablet up. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-ink-muted">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  )
}
