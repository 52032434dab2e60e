// The month of an earnings statement: 'YYYY-MM' on the Lagos calendar. A session belongs to the month
// its start falls in, in Lagos time, whenever its money moved (a refund in December of a November
// session shows on November's statement). Pure.
import { lagosDateKey, lagosInstant } from '../time'

/** 'YYYY-MM' with a real month and a four-digit year from 2000. */
export const STATEMENT_MONTH_PATTERN = /^(2\d{3})-(0[1-9]|1[0-2])$/

export function isStatementMonth(value: string): boolean {
  return STATEMENT_MONTH_PATTERN.test(value)
}

/** The Lagos month an instant falls in: currentStatementMonth(new Date()) is this month in Nigeria. */
export function statementMonthOf(instant: Date): string {
  return lagosDateKey(instant).slice(0, 7)
}

/** The month `by` months after `month` (negative: before). */
export function shiftStatementMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + (monthNumber - 1) + by
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** The instants the month starts (inclusive) and ends (exclusive), midnight to midnight in Lagos. */
export function statementMonthRange(month: string): { from: Date; to: Date } {
  return { from: lagosInstant(`${month}-01`, 0), to: lagosInstant(`${shiftStatementMonth(month, 1)}-01`, 0) }
}

const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "November 2026". */
export function formatStatementMonth(month: string): string {
  return MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`))
}
