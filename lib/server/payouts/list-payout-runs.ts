import 'server-only'
import { koboToNaira } from '@/lib/money'
import { maskAccountNumber } from '@/lib/payouts/account-hold'
import type { Role } from '@/lib/roles'
import type { PayoutStatus } from '@/lib/generated/prisma/client'
import { assertAdminAreaReader } from '../auth/assert-role'
import { DELETED_USER } from '../admin/dashboard/admin-read'
import { db } from '../db'

/** The most recent runs listed at once; older ones stay in the database. */
export const PAYOUT_RUNS_SHOWN = 20

export type PayoutTransferRow = {
  _id: string
  therapist: { _id: string; fullName: string }
  /** Naira. */
  amount: number
  reference: string
  status: PayoutStatus
  failureReason: string | null
  bankName: string
  /** Only the last four digits. */
  accountNumber: string
  providerReference: string | null
  attempts: number
  createdAt: string
  completedAt: string | null
}

export type PayoutRunRow = {
  _id: string
  trigger: 'Admin' | 'Schedule'
  scheduledOn: string | null
  startedBy: { _id: string; fullName: string } | null
  startedAt: string
  finishedAt: string | null
  transfers: PayoutTransferRow[]
}

/** GET admin/payouts and /admin/payouts: the latest runs, newest first, each with its transfers. Admin and Manager. */
export async function listPayoutRuns(viewer: { role: Role }): Promise<PayoutRunRow[]> {
  assertAdminAreaReader(viewer)
  const runs = await db.payoutRun.findMany({
    orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
    take: PAYOUT_RUNS_SHOWN,
    select: {
      id: true, trigger: true, scheduledOn: true, startedAt: true, finishedAt: true,
      startedBy: { select: { id: true, fullName: true, erasedAt: true } },
      payouts: {
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: {
          id: true, amountKobo: true, reference: true, status: true, failureReason: true, bankName: true, accountNumber: true,
          providerReference: true, attempts: true, createdAt: true, completedAt: true,
          therapist: { select: { userId: true, user: { select: { fullName: true, erasedAt: true } } } },
        },
      },
    },
  })
  return runs.map((run) => ({
    _id: run.id,
    trigger: run.trigger,
    scheduledOn: run.scheduledOn,
    startedBy: run.startedBy ? { _id: run.startedBy.id, fullName: run.startedBy.erasedAt ? DELETED_USER : run.startedBy.fullName } : null,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    transfers: run.payouts.map((payout) => ({
      _id: payout.id,
      therapist: { _id: payout.therapist.userId, fullName: payout.therapist.user.erasedAt ? DELETED_USER : payout.therapist.user.fullName },
      amount: koboToNaira(payout.amountKobo),
      reference: payout.reference,
      status: payout.status,
      failureReason: payout.failureReason,
      bankName: payout.bankName,
      accountNumber: maskAccountNumber(payout.accountNumber),
      providerReference: payout.providerReference,
      attempts: payout.attempts,
      createdAt: payout.createdAt.toISOString(),
      completedAt: payout.completedAt?.toISOString() ?? null,
    })),
  }))
}
