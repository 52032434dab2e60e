import type { ReactNode } from 'react'

// The cards of the admin appointment page: a titled section holding terms and their values.

export const LINK = 'font-semibold text-brand-800 underline-offset-4 hover:underline'

export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `detail-${title.toLowerCase().replace(/\s+/g, '-')}`
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="font-sans text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  )
}

export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[7.5rem_1fr] gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr] sm:gap-x-6">{children}</dl>
}

export function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink-muted">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  )
}
