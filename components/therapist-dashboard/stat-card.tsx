import type { ReactNode } from 'react'

/**
 * One figure of the dashboard home: a term and its value, a group inside the page's <dl>. On phones
 * the value sits beside its label so the four figures fit on about one screen.
 */
export function StatCard({ label, value, hint, icon }: { label: string; value: string; hint: string; icon: ReactNode }) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:block sm:p-5">
      <dt className="flex items-center gap-3 text-sm font-semibold text-ink-muted">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-display text-2xl font-semibold text-brand-900 tabular-nums sm:mt-3 sm:text-3xl">{value}</dd>
      <dd className="col-span-2 mt-1 text-xs text-ink-muted">{hint}</dd>
    </div>
  )
}
