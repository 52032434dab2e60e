import 'server-only'
import { Prisma } from '@/lib/generated/prisma/client'
import { pendingCutoff } from '@/lib/earnings/payable-rule'

type Reader = Pick<Prisma.TransactionClient, '$queryRaw'>

/** A therapist's money, in kobo, each a sum of their TherapistPayable ledger entries (decision 035). */
export type TherapistBalance = {
  therapistId: string
  /** Everything Alafia owes them now: earned less paid out (negative after a refund of money already paid out). */
  balanceKobo: number
  /** Their share of every session, less refunds: the dashboard's revenue. */
  earnedKobo: number
  /** Earned on sessions that ended less than 48 hours ago, are still ahead, or have an open dispute. */
  pendingKobo: number
  /** What a payout may send now: the balance less what is pending (may be negative). */
  payableKobo: number
  /** Sent to their bank: transfers less those that failed. */
  paidOutKobo: number
}

/**
 * The balances of the given therapists (or of everyone who has ledger entries), summed by the
 * database from the entries alone: no balance is ever stored. Entries of a session (payments,
 * refunds) carry its appointment; payouts and their reversals carry none.
 */
export async function findTherapistBalances(client: Reader, { therapistIds, now = new Date() }: { therapistIds?: string[]; now?: Date } = {}): Promise<TherapistBalance[]> {
  const only = therapistIds ? Prisma.sql`AND e."therapistId" = ANY(${therapistIds}::uuid[])` : Prisma.empty
  const rows = await client.$queryRaw<{ therapistId: string; balance: string; earned: string; pending: string; paidOut: string }[]>`
    SELECT e."therapistId" AS "therapistId",
      SUM(e."amountKobo")::text AS balance,
      COALESCE(SUM(e."amountKobo") FILTER (WHERE e."appointmentId" IS NOT NULL), 0)::text AS earned,
      COALESCE(SUM(e."amountKobo") FILTER (WHERE e."appointmentId" IS NOT NULL AND (a."endsAt" > ${pendingCutoff(now)} OR ar."status" = 'Open')), 0)::text AS pending,
      COALESCE(-SUM(e."amountKobo") FILTER (WHERE e."appointmentId" IS NULL), 0)::text AS "paidOut"
    FROM "LedgerEntry" e
    LEFT JOIN "Appointment" a ON a."id" = e."appointmentId"
    LEFT JOIN "AbsenceReport" ar ON ar."appointmentId" = e."appointmentId"
    WHERE e."account" = 'TherapistPayable' ${only}
    GROUP BY e."therapistId"`
  return rows.map((row) => {
    const balanceKobo = Number(row.balance)
    const pendingKobo = Number(row.pending)
    return { therapistId: row.therapistId, balanceKobo, earnedKobo: Number(row.earned), pendingKobo, payableKobo: balanceKobo - pendingKobo, paidOutKobo: Number(row.paidOut) }
  })
}

/** One therapist's balance; all zero before their first paid session. */
export async function findTherapistBalance(client: Reader, therapistId: string, now = new Date()): Promise<TherapistBalance> {
  const [balance] = await findTherapistBalances(client, { therapistIds: [therapistId], now })
  return balance ?? { therapistId, balanceKobo: 0, earnedKobo: 0, pendingKobo: 0, payableKobo: 0, paidOutKobo: 0 }
}
