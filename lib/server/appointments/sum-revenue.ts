import 'server-only'
import { Prisma } from '@/lib/generated/prisma/client'

type Reader = Pick<Prisma.TransactionClient, '$queryRaw'>

/**
 * Revenue in kobo, for the admin dashboard (decision 020; the therapist's dashboard shows the ledger's net, decision 036): the confirmed payments
 * (Payment status Paid) of the sessions that go ahead (appointment Paid, completed ones included),
 * less what is going or has gone back of those payments (their refund, unless it failed: a partial
 * refund on a session that still counts). A cancelled session's money goes back, money to refund or
 * refunded was never earned: not revenue. A payment has one refund at most (Refund.paymentId is
 * unique), so the join never counts a payment twice.
 * SUM of an int column is a bigint in PostgreSQL: summed there, read as text, so no 32-bit overflow.
 * The client is a parameter so a test can sum inside its own transaction.
 */
export async function sumRevenueKobo(client: Reader, { therapistId }: { therapistId?: string } = {}): Promise<number> {
  const ofTherapist = therapistId ? Prisma.sql`AND a."therapistId" = ${therapistId}::uuid` : Prisma.empty
  const rows = await client.$queryRaw<{ total: string }[]>`
    SELECT COALESCE(SUM(p."amountKobo" - COALESCE(r."amountKobo", 0)), 0)::text AS total
    FROM "Payment" p
    JOIN "Appointment" a ON a."id" = p."appointmentId"
    LEFT JOIN "Refund" r ON r."paymentId" = p."id" AND r."status" <> 'Failed'
    WHERE p."status" = 'Paid' AND a."status" = 'Paid' ${ofTherapist}`
  return Number(rows[0]?.total ?? 0)
}
