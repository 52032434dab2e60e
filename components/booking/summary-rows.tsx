import type { ReactNode } from 'react'

/** A booking detail list: term on the left, value on the right, one row per fact. */
export function SummaryRows({ rows }: { rows: { term: string; value: ReactNode; testId?: string }[] }) {
  return (
    <dl className="divide-y divide-sand-100 text-sm">
      {rows.map(({ term, value, testId }) => (
        <div key={term} className="flex items-start justify-between gap-4 py-3">
          <dt className="shrink-0 text-ink-muted">{term}</dt>
          <dd className="min-w-0 text-right font-semibold break-words text-ink" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
