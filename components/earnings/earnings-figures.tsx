import { formatNaira } from '@/lib/money'

export type Figure = { label: string; kobo: number; hint?: string }

/** A row of money figures, a term and its amount each, inside one <dl>. */
export function EarningsFigures({ figures, label, testId }: { figures: Figure[]; label: string; testId: string }) {
  return (
    <dl aria-label={label} className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid={testId}>
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-semibold text-ink-muted">{figure.label}</dt>
          <dd className="mt-1 font-display text-xl font-semibold text-brand-900 tabular-nums sm:text-2xl">{formatNaira(figure.kobo)}</dd>
          {figure.hint ? <dd className="mt-1 text-xs text-ink-muted">{figure.hint}</dd> : null}
        </div>
      ))}
    </dl>
  )
}
