import 'server-only'
import { statementMonthOf } from '@/lib/earnings/statement-month'
import { STATEMENT_MONTH_INVALID, statementMonthSchema } from '@/lib/validation/earnings'
import { AppError } from '../errors'

/** The month a statement call asks for: this Lagos month when none is given; 400 when it is not YYYY-MM. */
export function readStatementMonth(value: string | null, now = new Date()): string {
  if (value === null || value === '') return statementMonthOf(now)
  const parsed = statementMonthSchema.safeParse(value)
  if (!parsed.success) throw new AppError('VALIDATION', STATEMENT_MONTH_INVALID, { month: [STATEMENT_MONTH_INVALID] })
  return parsed.data
}
