import type { ReactNode } from 'react'

/** One figure of the dashboard home: a term and its value, a group inside the page's <dl>. */
export function StatCard({ label, value, hint, icon }: { label: string; value: string; hint: string; icon: ReactNode }) {
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
      <dt className="flex items-center gap-3 text-sm font-semibold text-ink-muted">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-3 font-display text-3xl font-semibold text-brand-900 tabular-nums">{value}</dd>
      <dd className="mt-1 text-xs text-ink-muted">{hint}</dd>
    </div>
  )
}
