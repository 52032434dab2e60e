import { z } from './zod'
import { STATEMENT_MONTH_PATTERN } from '../earnings/statement-month'

// The month an earnings statement is asked for (API query `month`, the page's `?month=`).

export const STATEMENT_MONTH_INVALID = 'Give the month as YYYY-MM, for example 2026-11.'

export const statementMonthSchema = z.string().regex(STATEMENT_MONTH_PATTERN, STATEMENT_MONTH_INVALID)
