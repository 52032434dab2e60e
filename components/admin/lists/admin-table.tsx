import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/components/ui/cn'

/*
 * The admin lists' table: real table semantics (a screen reader announces the column of each cell),
 * with the less important columns hidden on phones, where their facts move under the first cell.
 */

/** A link to an admin page from a list or a detail page. */
export const LINK = 'font-semibold text-brand-800 underline-offset-4 hover:underline'

export function AdminTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-sand-200 bg-sand-50 text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-sand-200">{children}</tbody>
      </table>
    </div>
  )
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('px-4 py-3', className)} {...props} />
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-top', className)} {...props} />
}

/** The empty text of a list (No User Found …). */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="mt-4 rounded-2xl border border-sand-200 bg-white p-8 text-center text-ink-muted">{children}</p>
}
