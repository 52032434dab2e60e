import type { ReactNode } from 'react'

export type Fact = { term: string; value: ReactNode }

export const EMPTY = '---'
/** A blank or missing value reads as ---, like the rest of the site. */
export const orEmpty = (value: string | null | undefined) => (value && value.trim() !== '' ? value : EMPTY)

/** Term and value pairs in two columns from a tablet up; values wrap rather than overflow. */
export function DetailList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-8 border-t border-sand-100 sm:grid-cols-2">
      {facts.map(({ term, value }) => (
        <div key={term} className="border-b border-sand-100 py-3">
          <dt className="text-sm text-ink-muted">{term}</dt>
          <dd className="mt-0.5 font-semibold break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
