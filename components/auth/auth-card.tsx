import type { ReactNode } from 'react'

/** The frame of the sign-in and registration pages. */
export function AuthCard({ title, subtitle, children, wide = false }: { title: string; subtitle?: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <div className={`mx-auto w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-10`}>
        <h1 className="text-3xl font-semibold">{title}</h1>
        {subtitle && <p className="mt-2 text-ink-muted">{subtitle}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </div>
  )
}
