import Link from 'next/link'
import type { ReactNode } from 'react'

/** A page of the admin area: the way back (to the dashboard unless told) above its content. */
export function AdminPage({ children, back = { href: '/admin', label: 'Admin Dashboard' } }: { children: ReactNode; back?: { href: string; label: string } }) {
  return (
    <div className="w-full px-4 py-8 sm:px-6 md:py-10">
      <Link href={back.href} className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
        ← {back.label}
      </Link>
      {children}
    </div>
  )
}
