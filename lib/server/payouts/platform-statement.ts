import 'server-only'
import type { Role } from '@/lib/roles'
import { lagosDateKey, lagosInstant } from '@/lib/time'
import { assertAdminAreaReader } from '../auth/assert-role'
import { db, type Prisma } from '../db'

type Reader = Pick<Prisma.TransactionClient, '$queryRaw'>

/** One Lagos month of the platform's books, in kobo, each figure summed from ledger entries. */
export type StatementMonth = {
  /** YYYY-MM (Lagos). */
  month: string
  /** What patients paid in: session payments and late payments. */
  paymentsInKobo: number
  /** Of which late payments: money for no session, owed back whole. */
  latePaymentsKobo: number
  /** Refunds out (decided this month, whatever the provider was still doing). */
  refundsOutKobo: number
  /** Alafia's commission on the month's payments, less what refunds took back. */
  commissionKobo: number
  /** Transfers to therapists, less those that failed and came back. */
  payoutsKobo: number
  /** How much more Alafia owes therapists at the end of the month than at its start. */
  therapistBalancesChangeKobo: number
  /** How much more is owed back to patients for late payments (refunds of them bring it down). */
  owedBackChangeKobo: number
  /**
   * payments in − refunds out − (change in therapist balances + payouts + commission + change in
   * late payments owed back): 0 when the month reconciles to the kobo.
   */
  differenceKobo: number
}

/** The months a statement shows by default: this one and the eleven before it. */
export const STATEMENT_MONTHS = 12

type SumRow = { month: string; account: string; kind: string; total: string }

/** YYYY-MM of a Lagos date, and the month `offset` months from it. */
function shiftMonth(month: string, offset: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + (number - 1) + offset
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`
}

/**
 * The platform statement: per Lagos month, money in, refunds out, commission earned, payouts made
 * and what is still owed, all from the ledger's entries (by account and by the kind of event), and
 * whether they reconcile: payments − refunds = change in therapist balances + payouts + commission
 * (+ change in late payments still owed back). Each figure is read from its own account, so a
 * transaction that did not balance would show as a difference.
 */
export async function findPlatformStatement(client: Reader, { now = new Date(), months = STATEMENT_MONTHS }: { now?: Date; months?: number } = {}): Promise<StatementMonth[]> {
  const last = lagosDateKey(now).slice(0, 7)
  const first = shiftMonth(last, -(months - 1))
  const from = lagosInstant(`${first}-01`, 0)
  const to = lagosInstant(`${shiftMonth(last, 1)}-01`, 0)
  const rows = await client.$queryRaw<SumRow[]>`
    SELECT to_char(e."occurredAt" AT TIME ZONE 'Africa/Lagos', 'YYYY-MM') AS month, e."account"::text AS account, t."kind"::text AS kind, SUM(e."amountKobo")::text AS total
    FROM "LedgerEntry" e JOIN "LedgerTransaction" t ON t."id" = e."transactionId"
    WHERE e."occurredAt" >= ${from} AND e."occurredAt" < ${to}
    GROUP BY 1, 2, 3`
  const sum = (month: string, account: string, kinds?: string[]) =>
    rows.filter((row) => row.month === month && row.account === account && (!kinds || kinds.includes(row.kind))).reduce((total, row) => total + Number(row.total), 0)

  return Array.from({ length: months }, (_, index) => shiftMonth(last, -index)).map((month) => {
    // Money in is a debit of the wallet (negative entries); 0 − x, so an empty month reads 0, not −0.
    const paymentsInKobo = 0 - sum(month, 'Wallet', ['Payment', 'LatePayment'])
    const latePaymentsKobo = 0 - sum(month, 'Wallet', ['LatePayment'])
    const refundsOutKobo = sum(month, 'Wallet', ['Refund'])
    const payoutsKobo = sum(month, 'Wallet', ['Payout', 'PayoutReversal'])
    const commissionKobo = sum(month, 'PlatformCommission')
    const therapistBalancesChangeKobo = sum(month, 'TherapistPayable')
    const owedBackChangeKobo = sum(month, 'PatientRefunds')
    const differenceKobo = paymentsInKobo - refundsOutKobo - (therapistBalancesChangeKobo + payoutsKobo + commissionKobo + owedBackChangeKobo)
    return { month, paymentsInKobo, latePaymentsKobo, refundsOutKobo, commissionKobo, payoutsKobo, therapistBalancesChangeKobo, owedBackChangeKobo, differenceKobo }
  })
}

/** The statement for the admin page, newest month first. Admin and Manager. */
export async function viewPlatformStatement(viewer: { role: Role }, now = new Date()): Promise<StatementMonth[]> {
  assertAdminAreaReader(viewer)
  return findPlatformStatement(db, { now })
}
