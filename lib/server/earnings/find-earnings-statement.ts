import 'server-only'
import { allocatePaidOut } from '@/lib/earnings/allocate-paid-out'
import { sessionEarningStatus, statementTotals, type EarningsStatement, type StatementPayout, type StatementSession } from '@/lib/earnings/earnings-statement'
import { isPending, payableFrom } from '@/lib/earnings/payable-rule'
import { nextPayoutDay } from '@/lib/payouts/payout-days'
import { lagosDateKey } from '@/lib/time'
import { statementMonthRange } from '@/lib/earnings/statement-month'
import { maskAccountNumber } from '@/lib/payouts/account-hold'
import { reviewerName } from '@/lib/reviews/reviewer-name'
import { ERASED_NAME } from '@/lib/validation/admin-people'
import { db, type Prisma } from '../db'
import { findTherapistBalance } from '../ledger/therapist-balances'

type Reader = Prisma.TransactionClient

/** One of the therapist's sessions with money, summed by the database from its ledger entries. */
type SessionSums = {
  appointmentId: string
  startsAt: Date
  endsAt: Date
  durationHours: number
  reportStatus: string | null
  reportResolvedAt: Date | null
  paid: string
  commission: string
  refunds: string
  net: string
}

/**
 * Every session of the therapist that has money in the ledger (a late payment has none: it is owed
 * back whole and is never earnings). Only the two accounts a session's money is split into are read:
 * the payment's TherapistPayable + PlatformCommission entries are what the patient paid, the refunds'
 * are what went back, PlatformCommission alone is the commission kept, TherapistPayable alone the
 * therapist's net. So amount paid − commission − refunds = net, to the kobo, as the ledger balances.
 */
function findSessionSums(client: Reader, therapistId: string): Promise<SessionSums[]> {
  return client.$queryRaw<SessionSums[]>`
    SELECT e."appointmentId" AS "appointmentId", a."startsAt" AS "startsAt", a."endsAt" AS "endsAt", a."durationHours" AS "durationHours",
      ar."status"::text AS "reportStatus", ar."resolvedAt" AS "reportResolvedAt",
      COALESCE(SUM(e."amountKobo") FILTER (WHERE t."kind" = 'Payment'), 0)::text AS paid,
      COALESCE(SUM(e."amountKobo") FILTER (WHERE e."account" = 'PlatformCommission'), 0)::text AS commission,
      COALESCE(-SUM(e."amountKobo") FILTER (WHERE t."kind" = 'Refund'), 0)::text AS refunds,
      COALESCE(SUM(e."amountKobo") FILTER (WHERE e."account" = 'TherapistPayable'), 0)::text AS net
    FROM "LedgerEntry" e
    JOIN "LedgerTransaction" t ON t."id" = e."transactionId"
    JOIN "Appointment" a ON a."id" = e."appointmentId"
    LEFT JOIN "AbsenceReport" ar ON ar."appointmentId" = a."id"
    WHERE a."therapistId" = ${therapistId}::uuid
      AND e."account" IN ('TherapistPayable', 'PlatformCommission')
      AND (e."therapistId" IS NULL OR e."therapistId" = ${therapistId}::uuid)
    GROUP BY e."appointmentId", a."startsAt", a."endsAt", a."durationHours", ar."status", ar."resolvedAt"`
}

/** When a session's money became payable: 48 hours after its end, or when a dispute about it was resolved, if later. */
function becamePayableAt(row: SessionSums): Date {
  const after48Hours = payableFrom(row.endsAt)
  return row.reportResolvedAt && row.reportResolvedAt > after48Hours ? row.reportResolvedAt : after48Hours
}

/** The transfers made to the therapist in the month (Lagos), newest first, with the bank's reference. */
async function findMonthPayouts(client: Reader, therapistId: string, range: { from: Date; to: Date }): Promise<StatementPayout[]> {
  const rows = await client.payout.findMany({
    where: { therapistId, createdAt: { gte: range.from, lt: range.to } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, amountKobo: true, status: true, createdAt: true, completedAt: true, bankName: true, accountNumber: true, providerReference: true, failureReason: true },
  })
  return rows.map((row) => ({
    id: row.id,
    amountKobo: row.amountKobo,
    status: row.status,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
    bankName: row.bankName,
    accountNumber: maskAccountNumber(row.accountNumber),
    bankReference: row.providerReference,
    failureReason: row.status === 'Failed' ? row.failureReason : null,
  }))
}

/**
 * The therapist's statement for a month ('YYYY-MM', Lagos, by session start), computed from the
 * ledger alone: no split is recomputed here. Read in one snapshot, so the figures, the allocation of
 * what was paid out and the payouts agree even while a payout run writes.
 */
export async function findEarningsStatement({ therapistId, month, now = new Date() }: { therapistId: string; month: string; now?: Date }): Promise<EarningsStatement> {
  const range = statementMonthRange(month)
  return db.$transaction(
    async (tx) => {
      const [therapist, balance, sums, payouts] = await Promise.all([
        tx.user.findUniqueOrThrow({ where: { id: therapistId }, select: { fullName: true } }),
        findTherapistBalance(tx, therapistId, now),
        findSessionSums(tx, therapistId),
        findMonthPayouts(tx, therapistId, range),
      ])
      const pendingIds = new Set(sums.filter((row) => isPending({ endsAt: row.endsAt, disputeOpen: row.reportStatus === 'Open' }, now)).map((row) => row.appointmentId))
      const allocation = allocatePaidOut(
        sums.map((row) => ({ id: row.appointmentId, netKobo: Number(row.net), startsAt: row.startsAt, payableAt: pendingIds.has(row.appointmentId) ? null : becamePayableAt(row) })),
        balance.paidOutKobo,
      )
      const inMonth = sums.filter((row) => row.startsAt >= range.from && row.startsAt < range.to).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.appointmentId.localeCompare(b.appointmentId))
      const patients = await tx.appointment.findMany({ where: { therapistId, id: { in: inMonth.map((row) => row.appointmentId) } }, select: { id: true, patient: { select: { fullName: true, erasedAt: true } } } })
      // An erased patient's sessions keep their money; the name is the erasure's own.
      const patientOf = new Map(patients.map((row) => [row.id, row.patient.erasedAt ? ERASED_NAME : reviewerName(row.patient.fullName)]))
      const sessions: StatementSession[] = inMonth.map((row) => {
        const netKobo = Number(row.net)
        const paidOutKobo = allocation.paidOutKobo.get(row.appointmentId) ?? 0
        return {
          appointmentId: row.appointmentId,
          startsAt: row.startsAt,
          patient: patientOf.get(row.appointmentId) ?? 'A patient',
          hours: row.durationHours,
          amountPaidKobo: Number(row.paid),
          commissionKobo: Number(row.commission),
          refundsKobo: Number(row.refunds),
          netKobo,
          paidOutKobo,
          status: sessionEarningStatus({ netKobo, paidOutKobo, isPending: pendingIds.has(row.appointmentId) }),
        }
      })
      return {
        month,
        therapistName: therapist.fullName,
        sessions,
        totals: statementTotals(sessions),
        payouts,
        overall: { balanceKobo: balance.balanceKobo, pendingKobo: balance.pendingKobo, payableKobo: balance.payableKobo, paidOutKobo: balance.paidOutKobo },
        nextPayoutDay: nextPayoutDay(lagosDateKey(now)),
        generatedAt: now,
      }
    },
    { isolationLevel: 'RepeatableRead' },
  )
}
