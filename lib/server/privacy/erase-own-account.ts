import 'server-only'
import { formatLongDate } from '@/lib/format'
import { formatNaira, koboToNaira } from '@/lib/money'
import { nextPayoutDay } from '@/lib/payouts/payout-days'
import { coveredHours, lagosDateKey, lagosInstant } from '@/lib/time'
import { ACCOUNT_ERASED, REFUND_ACCOUNT_FIRST, REFUND_WAITING_FOR_ACCOUNT, STAFF_CANNOT_SELF_ERASE } from '@/lib/validation/erase-account'
import { eraseLockedAccount, finishErasure, lockAccountForErasure } from '../admin/users/erase-user'
import { bookedAheadWhere } from '../appointments/visible-appointments'
import { checkPasswordAgain } from '../auth/check-password-again'
import { cancelForAccountErasureInTransaction, finishCancellations, type PendingCancellation } from '../cancellations/cancel-appointment'
import { db, type Prisma } from '../db'
import { AppError } from '../errors'
import { findTherapistBalance } from '../ledger/therapist-balances'
import { recordSelfServiceRequest } from './data-requests/record-self-service'
import { refundGateway, type RefundGateway } from '../refunds/refund-gateway'
import { freeHoursChanged } from '../therapists/free-hours-ahead'
import { recordFreedHours } from '../waitlist/record-freed-hours'
import { tellWaitlistSoon } from '../waitlist/tell-waitlist'

/*
 * "Delete my account" (docs/decisions/041-delete-my-account.md): a patient or a therapist erases
 * their own account after typing their password again. In ONE transaction, under the lock on their
 * row: their unpaid holds are released, their paid sessions still to come are cancelled with
 * everything refunded (the cancellation use cases, whatever the policy), and the account is erased
 * exactly as an admin erases one (the same plan and audit, with the person as the actor): their
 * threads, waits, consents and sign-ins go, the row is anonymised and every session of theirs dies
 * with its version. The books (appointments, payments, refunds, ledger, payouts) stay, nameless.
 */

export type ErasureSide = 'Patient' | 'Therapist'

/** Staff accounts are removed by another admin, never by themselves. */
const SELF_ERASABLE: readonly string[] = ['Patient', 'Therapist']

/** What a therapist who is still owed money is told, before the password and when they try. */
export function stillOwedMessage(owedKobo: number, now: Date): string {
  const payoutDay = formatLongDate(lagosInstant(nextPayoutDay(lagosDateKey(now)), 12))
  return (
    `Alafia still owes you ${formatNaira(owedKobo)}. It is paid to your payout account on the next payout day, ${payoutDay}, ` +
    'once the sessions it comes from have cleared. You can delete your account once it has been paid, or contact support to arrange it sooner.'
  )
}

/**
 * What the therapist is still owed, in kobo, leaving out their sessions still to come (those are
 * cancelled and refunded by the erasure itself): their balance, or, if more, the earnings of past
 * sessions that are still pending (ended under 48 hours ago, or disputed). Zero for a patient.
 */
async function owedToTherapist(client: Prisma.TransactionClient | typeof db, therapistId: string, now: Date): Promise<number> {
  const balance = await findTherapistBalance(client, therapistId, now)
  const ahead = await client.ledgerEntry.aggregate({
    where: { account: 'TherapistPayable', therapistId, appointment: { is: bookedAheadWhere(now) } },
    _sum: { amountKobo: true },
  })
  const aheadKobo = ahead._sum.amountKobo ?? 0
  return Math.max(balance.balanceKobo - aheadKobo, balance.pendingKobo - aheadKobo, 0)
}

/** Why this account cannot be erased yet (a message the person can act on), or null. */
async function refusal(client: Prisma.TransactionClient | typeof db, user: { id: string; role: string }, gateway: RefundGateway, now: Date): Promise<string | null> {
  if (!SELF_ERASABLE.includes(user.role)) return STAFF_CANNOT_SELF_ERASE
  if (user.role === 'Therapist') {
    const owedKobo = await owedToTherapist(client, user.id, now)
    return owedKobo > 0 ? stillOwedMessage(owedKobo, now) : null
  }
  // A refund by bank transfer needs an account the patient names, which they cannot once erased.
  const ahead = await client.payment.findMany({ where: { status: 'Paid', appointment: { is: { AND: [{ patientId: user.id }, bookedAheadWhere(now)] } } }, select: { paymentMethod: true } })
  if (ahead.some((payment) => gateway.needsDestination(payment.paymentMethod))) return REFUND_ACCOUNT_FIRST
  const waiting = await client.refund.count({ where: { status: 'AwaitingAccount', appointment: { is: { patientId: user.id } } } })
  return waiting > 0 ? REFUND_WAITING_FOR_ACCOUNT : null
}

export type AccountErasurePreview = {
  /** Null when the account can be deleted now; otherwise why not, in words. */
  refusal: string | null
  /** Paid sessions still to come, all cancelled with a full refund. */
  upcomingSessions: number
}

/** What the privacy centre says before the password is typed: whether deletion is possible now, and what it cancels. */
export async function previewAccountErasure({ userId, now = new Date() }: { userId: string; now?: Date }): Promise<AccountErasurePreview> {
  const user = await db.user.findFirst({ where: { id: userId, erasedAt: null }, select: { id: true, role: true } })
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in again.')
  const side = user.role === 'Therapist' ? { therapistId: user.id } : { patientId: user.id }
  const [why, upcomingSessions] = await Promise.all([refusal(db, user, await refundGateway(), now), db.appointment.count({ where: { AND: [side, bookedAheadWhere(now)] } })])
  return { refusal: why, upcomingSessions }
}

/** Unpaid holds of the person (their own checkouts, or patients' checkouts with the therapist): released now. */
async function releaseHolds(tx: Prisma.TransactionClient, side: { patientId: string } | { therapistId: string }, now: Date): Promise<string[]> {
  const holds = await tx.appointment.findMany({ where: { ...side, status: 'Pending' }, select: { id: true, therapistId: true, startsAt: true, durationHours: true } })
  if (holds.length === 0) return []
  const ids = holds.map((hold) => hold.id)
  await tx.appointment.updateMany({ where: { id: { in: ids }, status: 'Pending' }, data: { status: 'Cancelled' } })
  await tx.appointmentSlot.deleteMany({ where: { appointmentId: { in: ids } } })
  for (const hold of holds) await recordFreedHours(tx, { therapistId: hold.therapistId, hours: coveredHours(hold.startsAt, hold.durationHours), now })
  return [...new Set(holds.map((hold) => hold.therapistId))]
}

export type EraseOwnAccountAnswer = { message: string; data: { cancelledSessions: number; /** Naira going back, all sessions together. */ refundedAmount: number } }

/**
 * POST /api/v1/user/erase-account. 400 for a wrong or missing password (nothing changes), 403 for
 * an admin or manager, 409 for a therapist still owed money (how much and when it is paid) or a
 * patient whose refund needs a bank account first. The caller clears the session cookie.
 */
export async function eraseOwnAccount({ userId, password, ipAddress, now = new Date() }: { userId: string; password: string; ipAddress: string; now?: Date }): Promise<EraseOwnAccountAnswer> {
  const account = await db.user.findFirst({ where: { id: userId, erasedAt: null }, select: { id: true, role: true, email: true, passwordHash: true } })
  if (!account) throw new AppError('UNAUTHENTICATED', 'Please sign in again.')
  if (!SELF_ERASABLE.includes(account.role)) throw new AppError('FORBIDDEN', STAFF_CANNOT_SELF_ERASE)
  await checkPasswordAgain(account, password, ipAddress)
  const gateway = await refundGateway()

  const done = await db.$transaction(
    async (tx) => {
      const user = await lockAccountForErasure(tx, userId)
      // Erased (or changed role) between the check above and the lock: the session is already dead.
      if (!user || user.erasedAt || user.role !== account.role) throw new AppError('UNAUTHENTICATED', 'Please sign in again.')
      const why = await refusal(tx, user, gateway, now)
      if (why) throw new AppError('CONFLICT', why)

      const side: ErasureSide = user.role === 'Therapist' ? 'Therapist' : 'Patient'
      const owner = side === 'Therapist' ? { therapistId: userId } : { patientId: userId }
      const freedTherapists = await releaseHolds(tx, owner, now)
      const ahead = await tx.appointment.findMany({ where: { AND: [owner, bookedAheadWhere(now)] }, select: { id: true }, orderBy: { startsAt: 'asc' } })
      const reason = side === 'Therapist' ? 'Your therapist has closed their Alafia account.' : 'The patient has closed their Alafia account.'
      const cancellations: PendingCancellation[] = []
      for (const { id } of ahead) cancellations.push(await cancelForAccountErasureInTransaction(tx, { userId, side, appointmentId: id, reason, gateway, now }))

      // The register of data requests shows it, completed: the row keeps only the account id and the kind.
      await recordSelfServiceRequest(tx, { userId, kind: 'Erasure', now })

      const erased = await eraseLockedAccount(tx, { user, actorId: userId, now, details: { selfService: true, sessionsCancelled: cancellations.length } })
      return { erased, cancellations, freedTherapists }
    },
    // Many sessions and a large footprint take a while; nothing else waits on this person's row.
    { maxWait: 10_000, timeout: 60_000 },
  )

  await finishErasure(done.erased)
  // Refunds go out and the other people are told; the erased person is not (their address is gone).
  await finishCancellations(done.cancellations)
  if (done.freedTherapists.length > 0) await freeHoursChanged(...done.freedTherapists)
  for (const therapistId of done.freedTherapists) await tellWaitlistSoon(therapistId, now)
  const refundedKobo = done.cancellations.reduce((sum, { done: cancelled }) => sum + cancelled.refundKobo, 0)
  return { message: ACCOUNT_ERASED, data: { cancelledSessions: done.cancellations.length, refundedAmount: koboToNaira(refundedKobo) } }
}
