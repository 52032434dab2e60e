// The earnings statement as CSV (RFC 4180): one row per session, then the month's totals. Pure.
import { koboToNaira } from '../money'
import { lagosClock, lagosDateKey, formatHour12 } from '../time'
import { SESSION_EARNING_STATUS_LABELS, type EarningsStatement } from './earnings-statement'

export const STATEMENT_CSV_HEADER = ['Date', 'Start (Lagos)', 'Patient', 'Hours', 'Amount paid (NGN)', 'Commission (NGN)', 'Refunds (NGN)', 'Net (NGN)', 'Paid out (NGN)', 'Status'] as const

/** A spreadsheet runs a cell that starts like a formula: such text gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV field: text that could run as a formula is neutralised; commas, quotes and line breaks are quoted. */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value)
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** Naira with two decimals, as a spreadsheet reads a number: 17000.5 → "17000.50". */
const naira = (kobo: number) => koboToNaira(kobo).toFixed(2)

const row = (fields: (string | number)[]) => fields.map(csvField).join(',')

/** The file's name: alafia-earnings-2026-11.csv. */
export function statementCsvFilename(month: string): string {
  return `alafia-earnings-${month}.csv`
}

/** The statement's CSV text, starting with a byte-order mark so spreadsheet programs read names as UTF-8. */
export function statementCsv(statement: EarningsStatement): string {
  const lines = [row([...STATEMENT_CSV_HEADER])]
  for (const session of statement.sessions) {
    lines.push(
      row([
        lagosDateKey(session.startsAt),
        formatHour12(lagosClock(session.startsAt).hour),
        session.patient,
        session.hours,
        naira(session.amountPaidKobo),
        naira(session.commissionKobo),
        naira(session.refundsKobo),
        naira(session.netKobo),
        naira(session.paidOutKobo),
        SESSION_EARNING_STATUS_LABELS[session.status],
      ]),
    )
  }
  const { totals } = statement
  const hours = statement.sessions.reduce((sum, session) => sum + session.hours, 0)
  lines.push(row(['Total', '', '', hours, naira(totals.grossKobo), naira(totals.commissionKobo), naira(totals.refundsKobo), naira(totals.netKobo), naira(totals.paidOutKobo), `Pending ${naira(totals.pendingKobo)}; payable ${naira(totals.payableKobo)}`]))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
