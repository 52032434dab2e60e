import 'server-only'
import { payoutEligibility, type PayoutSkipReason } from '@/lib/payouts/payout-eligibility'
import type { Role } from '@/lib/roles'
import { assertAdminAreaReader } from '../auth/assert-role'
import { DELETED_USER } from '../admin/dashboard/admin-read'
import { db } from '../db'
import { findTherapistBalances } from '../ledger/therapist-balances'
import { payoutMinimumKobo } from './run-payouts'

export type OwedTherapist = {
  _id: string
  fullName: string
  payableKobo: number
  /** Whether a run now pays them, or why not (the run decides the same way: payoutEligibility). */
  willBePaid: boolean
  reason: Exclude<PayoutSkipReason, 'BelowMinimum'> | null
  heldUntil: string | null
}

export type OwedNow = {
  minimumKobo: number
  /** Therapists whose payable balance has reached the minimum, the largest first. */
  therapists: OwedTherapist[]
  /** Owed something, but less than the minimum: paid once they reach it. */
  belowMinimum: { count: number; totalKobo: number }
}

/** What a payout run would pay now, and to whom not and why. Admin and Manager. */
export async function findOwedNow(viewer: { role: Role }, now = new Date()): Promise<OwedNow> {
  assertAdminAreaReader(viewer)
  const minimumKobo = payoutMinimumKobo()
  const owed = (await findTherapistBalances(db, { now })).filter((balance) => balance.payableKobo > 0)
  const due = owed.filter((balance) => balance.payableKobo >= minimumKobo)
  const below = owed.filter((balance) => balance.payableKobo < minimumKobo)
  const ids = due.map((balance) => balance.therapistId)
  const [accounts, people] = await Promise.all([
    db.payoutAccount.findMany({ where: { therapistId: { in: ids } }, select: { therapistId: true, changedAt: true } }),
    db.user.findMany({ where: { id: { in: ids } }, select: { id: true, fullName: true, erasedAt: true } }),
  ])
  const accountOf = new Map(accounts.map((account) => [account.therapistId, account]))
  const personOf = new Map(people.map((person) => [person.id, person]))
  const therapists = due
    .map((balance): OwedTherapist => {
      const person = personOf.get(balance.therapistId)
      const decision = payoutEligibility({ payableKobo: balance.payableKobo, account: accountOf.get(balance.therapistId) ?? null, minimumKobo, now })
      return {
        _id: balance.therapistId,
        fullName: !person || person.erasedAt ? DELETED_USER : person.fullName,
        payableKobo: balance.payableKobo,
        willBePaid: decision.isPaid,
        reason: decision.isPaid || decision.reason === 'BelowMinimum' ? null : decision.reason,
        heldUntil: decision.isPaid ? null : (decision.heldUntil?.toISOString() ?? null),
      }
    })
    .sort((a, b) => b.payableKobo - a.payableKobo || a.fullName.localeCompare(b.fullName))
  return { minimumKobo, therapists, belowMinimum: { count: below.length, totalKobo: below.reduce((total, balance) => total + balance.payableKobo, 0) } }
}
