import type { ReactNode } from 'react'
import { cn } from './cn'

export type Fact = { term: string; value: ReactNode }

export const EMPTY = '---'
/** A blank or missing value reads as ---, like the rest of the site. */
export const orEmpty = (value: string | null | undefined) => (value && value.trim() !== '' ? value : EMPTY)

const LOOKS = {
  /** Term above value, in two columns from a tablet up; values wrap rather than overflow (account cards). */
  grid: {
    list: 'grid gap-x-8 border-t border-sand-100 sm:grid-cols-2',
    row: 'border-b border-sand-100 py-3',
    term: 'text-sm text-ink-muted',
    value: 'mt-0.5 font-semibold break-words text-ink',
  },
  /** Term on the left, value on the right, a line each (a summary in a card or a dialog). */
  rows: {
    list: 'divide-y divide-sand-100 border-t border-sand-100 text-sm',
    row: 'flex items-center justify-between gap-4 py-2.5',
    term: 'text-ink-muted',
    value: 'text-right font-semibold text-ink',
  },
  /** Small tiles of figures, two a row on a phone, four on a tablet, up to eight on a wide screen. */
  tiles: {
    list: 'grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8',
    row: 'flex flex-col justify-between rounded-xl bg-sand-50 p-3 text-center',
    term: 'text-xs text-ink-muted',
    value: 'text-xl font-semibold text-ink',
  },
} as const

/** Term and value pairs as a description list, in one of the site's three looks. */
export function DetailList({ facts, look = 'grid', className }: { facts: Fact[]; look?: keyof typeof LOOKS; className?: string }) {
  const classes = LOOKS[look]
  return (
    <dl className={cn(classes.list, className)}>
      {facts.map(({ term, value }) => (
        <div key={term} className={classes.row}>
          <dt className={classes.term}>{term}</dt>
          <dd className={classes.value}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
