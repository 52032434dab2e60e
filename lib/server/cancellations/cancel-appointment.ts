import 'server-only'
import { quoteCancellation } from '@/lib/appointments/cancellation-policy'
import { koboToNaira, nairaToKobo } from '@/lib/money'
import {
  ALREADY_CANCELLED,
  ALREADY_STARTED,
  CANCELLED,
  CANCELLED_BY_ADMIN,
  CANCELLED_FOR_PATIENT,
  NO_SUCH_ACCOUNT,
  NOT_CANCELLABLE,
  REFUND_ACCOUNT_REQUIRED,
  type RefundAccount,
} from '@/lib/validation/cancellation'
import { APPOINTMENT_NOT_FOUND } from '@/lib/validation/reschedule'
import { isUuid } from '@/lib/validation/directory'
import { APPOINTMENT_SELECT, toPatientAppointment, type PatientAppointment } from '../appointments/appointment-dto'
import { CHANGED_MEANWHILE } from '../appointments/reschedule-appointment'
import { recordAudit } from '../audit/record-audit'
import { db, type Prisma } from '../db'
import { AppError } from '../errors'
import { recordRefund, type RecordedRefund, type RefundReasonName } from '../refunds/record-refund'
import { refundGateway, RefundGatewayError, type RefundGateway } from '../refunds/refund-gateway'
import { processPendingRefundsOf } from '../refunds/process-pending-refunds'
import { recordFreedHours } from '../waitlist/record-freed-hours'
import { tellWaitlistSoon } from '../waitlist/tell-waitlist'
import { coveredHours } from '@/lib/time'
import { storedPolicy } from './current-policy'
import { sendCancellationEmails } from './send-cancellation-emails'
import { logError } from '../log'
import { freeHoursChanged } from '../therapists/free-hours-ahead'

export type CancellationAnswer = {
  message: string
  data: { appointment: PatientAppointment; refund: { reference: string; amount: number; status: RecordedRefund['status'] } | null }
}

type Locked = {
  id: string
  status: string
  startsAt: Date
  durationHours: number
  patientId: string
  therapistId: string
  policyFullRefundHours: number | null
  policyLateRefundPercent: number | null
  payment: { id: string; amountKobo: number; paymentMethod: string | null } | null
}

type Cancel = {
  appointmentId: string
  /** Narrows the appointment to the caller's own: anyone else's is simply not found. */
  owner: { patientId: string } | { therapistId: string } | null
  by: 'Patient' | 'Therapist' | 'Admin'
  actorId: string
  reason: string | null
  /** Patients and therapists cancel before the start only; an admin at any time. */
  mustNotHaveStarted: boolean
  /** What goes back, in kobo, of the payment (at most its amount: the database checks it too). */
  refundKobo: (appointment: Locked, paidKobo: number) => number
  refundReason: RefundReasonName
  destination: { accountNumber: string; bankCode: string; accountName: string } | null
  /** When given, the session must still start then (it was read before the lock): 409 otherwise. */
  expectStartsAt?: Date
  now: Date
}

/** What a cancellation wrote, for the work after its commit. */
type Cancelled = { appointment: Locked; refund: RecordedRefund | null; refundKobo: number }

/**
 * Cancels a paid appointment in one transaction, under a row lock on it: its status (Cancelled, by
 * whom, why), its hours released (the slot rows go, so another patient can hold them at once) and
 * its refund written (lib/server/refunds: once per payment, never above it). Of two cancellations at
 * once, or a cancellation racing a reschedule, the second finds the appointment changed: 409. After
 * the commit the refund is sent, the public open hours refresh and both people are told, with a
 * calendar cancellation.
 */
async function cancelPaid(input: Cancel, message: string): Promise<CancellationAnswer> {
  if (!isUuid(input.appointmentId)) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  const gateway = await refundGateway()
  const result = await db.$transaction((tx) => cancelInTransaction(tx, input, gateway))
  await afterCancellation(input, result)
  const [appointment, refund] = await Promise.all([
    db.appointment.findUniqueOrThrow({ where: { id: result.appointment.id }, select: APPOINTMENT_SELECT }),
    result.refund ? db.refund.findUniqueOrThrow({ where: { id: result.refund.id }, select: { reference: true, amountKobo: true, status: true } }) : null,
  ])
  return {
    message,
    data: { appointment: toPatientAppointment(appointment, input.now), refund: refund && { reference: refund.reference, amount: koboToNaira(refund.amountKobo), status: refund.status } },
  }
}

/** The cancellation's writes, inside the caller's transaction. */
async function cancelInTransaction(tx: Prisma.TransactionClient, input: Cancel, gateway: RefundGateway): Promise<Cancelled> {
  await tx.$queryRaw`SELECT id FROM "Appointment" WHERE id = ${input.appointmentId}::uuid FOR UPDATE`
  const row = await tx.appointment.findFirst({
    where: { id: input.appointmentId, ...(input.owner ?? {}) },
    select: {
      id: true, status: true, startsAt: true, durationHours: true, patientId: true, therapistId: true, policyFullRefundHours: true, policyLateRefundPercent: true,
      payments: { where: { status: 'Paid' }, select: { id: true, amountKobo: true, paymentMethod: true }, take: 1 },
    },
  })
  if (!row) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  const appointment: Locked = { ...row, payment: row.payments[0] ?? null }
  if (appointment.status === 'Cancelled') throw new AppError('CONFLICT', ALREADY_CANCELLED)
  if (appointment.status !== 'Paid' || !appointment.payment) throw new AppError('CONFLICT', NOT_CANCELLABLE)
  if (input.mustNotHaveStarted && appointment.startsAt <= input.now) throw new AppError('CONFLICT', ALREADY_STARTED)
  if (input.expectStartsAt && appointment.startsAt.getTime() !== input.expectStartsAt.getTime()) throw new AppError('CONFLICT', CHANGED_MEANWHILE)

  const refundKobo = input.refundKobo(appointment, appointment.payment.amountKobo)
  const { by, reason, now, refundReason, destination } = input
  const refund = await writeCancellation(tx, { appointment, paymentId: appointment.payment.id, by, reason, now, refundKobo, refundReason, destination, gateway })
  if (input.by !== 'Patient') await audit(tx, input, appointment, refundKobo)
  return { appointment, refund, refundKobo }
}

/** After the commit: the refund is sent, the public open hours refresh, both people are told. */
async function afterCancellation(input: Pick<Cancel, 'by' | 'reason' | 'now'>, done: Cancelled): Promise<void> {
  await freeHoursChanged(done.appointment.therapistId)
  await tellWaitlistSoon(done.appointment.therapistId, input.now)
  await processPendingRefundsOf(done.appointment.id)
  await sendCancellationEmails({ appointmentId: done.appointment.id, by: input.by, reason: input.reason, refundKobo: done.refundKobo })
}

type Cancellation = {
  appointment: { id: string; therapistId: string; startsAt: Date; durationHours: number }
  paymentId: string
  by: 'Patient' | 'Therapist' | 'Admin'
  reason: string | null
  now: Date
  refundKobo: number
  refundReason: RefundReasonName
  destination: { accountNumber: string; bankCode: string; accountName: string } | null
  gateway: RefundGateway
}

/**
 * The writes of one cancellation of a paid appointment, inside the caller's transaction and under its
 * lock on the appointment (this file's cancelPaid, and the rest of a weekly series at once): status
 * Cancelled (who, when, why), its slot rows deleted so the hours are free for everyone at once, and
 * its refund written when something goes back (once per payment, never above it). The freed hours
 * are noted for the waitlist in the same transaction.
 */
export async function writeCancellation(tx: Prisma.TransactionClient, c: Cancellation): Promise<RecordedRefund | null> {
  const { id, therapistId, startsAt, durationHours } = c.appointment
  await tx.appointment.update({ where: { id }, data: { status: 'Cancelled', cancelledAt: c.now, cancelledBy: c.by, cancelReason: c.reason } })
  await tx.appointmentSlot.deleteMany({ where: { appointmentId: id } })
  await recordFreedHours(tx, { therapistId, hours: coveredHours(startsAt, durationHours), now: c.now })
  if (c.refundKobo <= 0) return null
  return recordRefund(tx, { paymentId: c.paymentId, amountKobo: c.refundKobo, reason: c.refundReason, note: c.reason, destination: c.destination, gateway: c.gateway })
}

async function audit(tx: Prisma.TransactionClient, input: Cancel, appointment: Locked, refundKobo: number) {
  await recordAudit(tx, {
    actorId: input.actorId,
    action: 'appointment.cancel',
    targetType: 'Appointment',
    targetId: appointment.id,
    targetUserId: appointment.patientId,
    details: { by: input.by, refundKobo, reason: input.reason },
  })
}

/**
 * Where a patient's refund goes when the provider cannot send it back to the payment's source (a bank
 * transfer on Monnify): the account they name, once the bank confirms it exists (its holder's name is
 * kept). Null when no account is needed.
 */
export async function refundDestination(gateway: RefundGateway, paymentMethod: string | null, account: RefundAccount | undefined) {
  if (!gateway.needsDestination(paymentMethod)) return null
  if (!account) throw new AppError('VALIDATION', REFUND_ACCOUNT_REQUIRED, { refundAccount: [REFUND_ACCOUNT_REQUIRED] })
  return verifiedAccount(gateway, account)
}

/** The account with its holder's name as the bank gives it; 400 when the bank has no such account. */
export async function verifiedAccount(gateway: RefundGateway, account: RefundAccount) {
  try {
    const accountName = await gateway.accountName(account)
    return { ...account, accountName }
  } catch (error) {
    if (error instanceof RefundGatewayError && error.isFinal) throw new AppError('VALIDATION', NO_SUCH_ACCOUNT, { refundAccount: [NO_SUCH_ACCOUNT] })
    throw new AppError('UNAVAILABLE', 'We could not check the bank account just now. Please try again shortly.')
  }
}

/** The patient cancels their own paid session before it starts; what comes back follows its stored policy. */
export async function cancelByPatient({ patientId, appointmentId, reason, refundAccount, now = new Date() }: { patientId: string; appointmentId: string; reason?: string; refundAccount?: RefundAccount; now?: Date }): Promise<CancellationAnswer> {
  // Only a session still Paid can need an account: one already cancelled (its payment stays Paid) must
  // answer the same 409 as every other second cancellation, not ask for an account first.
  const payment = isUuid(appointmentId)
    ? await db.payment.findFirst({
        where: { appointmentId, status: 'Paid', appointment: { is: { patientId, status: 'Paid' } } },
        select: { paymentMethod: true, amountKobo: true, appointment: { select: { startsAt: true, policyFullRefundHours: true, policyLateRefundPercent: true } } },
      })
    : null
  // An account is asked for only when something goes back: a late cancellation under a 0 % policy needs none.
  const refundsSomething = payment !== null && quoteCancellation({ policy: storedPolicy(payment.appointment), amountPaidKobo: payment.amountKobo, startsAt: payment.appointment.startsAt, now }).refundKobo > 0
  const destination = payment && refundsSomething ? await refundDestination(await refundGateway(), payment.paymentMethod, refundAccount) : null
  return cancelPaid(
    {
      appointmentId, owner: { patientId }, by: 'Patient', actorId: patientId, reason: reason || null, mustNotHaveStarted: true, refundReason: 'PatientCancelled', destination, now,
      refundKobo: (appointment, paidKobo) => quoteCancellation({ policy: storedPolicy(appointment), amountPaidKobo: paidKobo, startsAt: appointment.startsAt, now }).refundKobo,
    },
    CANCELLED,
  )
}

/** The therapist cancels one of their paid sessions before it starts: the patient gets everything back. */
export async function cancelByTherapist({ therapistId, appointmentId, reason, now = new Date() }: { therapistId: string; appointmentId: string; reason: string; now?: Date }): Promise<CancellationAnswer> {
  return cancelPaid(
    { appointmentId, owner: { therapistId }, by: 'Therapist', actorId: therapistId, reason, mustNotHaveStarted: true, refundReason: 'TherapistCancelled', destination: null, now, refundKobo: (_, paidKobo) => paidKobo },
    CANCELLED_FOR_PATIENT,
  )
}

/** An admin cancels any paid appointment, at any time, refunding what they choose (0 to the amount paid). */
export async function cancelByAdmin({ admin, appointmentId, refundAmount, reason, now = new Date() }: { admin: { id: string; role: string }; appointmentId: string; refundAmount: number; reason: string; now?: Date }): Promise<CancellationAnswer> {
  if (admin.role !== 'Admin') throw new AppError('FORBIDDEN', 'You are not allowed to do this.')
  const chosenKobo = nairaToKobo(refundAmount)
  return cancelPaid(
    {
      appointmentId, owner: null, by: 'Admin', actorId: admin.id, reason, mustNotHaveStarted: false, refundReason: 'AdminCancelled', destination: null, now,
      refundKobo: (_, paidKobo) => {
        if (chosenKobo > paidKobo) throw new AppError('VALIDATION', `The refund can be at most what was paid (₦${koboToNaira(paidKobo).toLocaleString('en-NG')}).`, { refundAmount: ['Above the amount paid'] })
        return chosenKobo
      },
    },
    CANCELLED_BY_ADMIN,
  )
}

/** A cancellation written inside a caller's transaction, waiting for that transaction to commit. */
export type PendingCancellation = { input: Pick<Cancel, 'by' | 'reason' | 'now'>; done: Cancelled }

/**
 * Taking time off with cancelClashing (lib/server/time-off/create-time-off.ts): cancels one of the
 * therapist's paid sessions with a full refund inside the caller's transaction, so the time off and
 * every cancellation it needs commit together or not at all. Call finishCancellations with the
 * results once the transaction has committed.
 */
export async function cancelByTherapistInTransaction(
  tx: Prisma.TransactionClient,
  { therapistId, appointmentId, reason, gateway, now }: { therapistId: string; appointmentId: string; reason: string; gateway: RefundGateway; now: Date },
): Promise<PendingCancellation> {
  const input: Cancel = {
    appointmentId, owner: { therapistId }, by: 'Therapist', actorId: therapistId, reason, mustNotHaveStarted: true, refundReason: 'TherapistCancelled', destination: null, now,
    refundKobo: (_, paidKobo) => paidKobo,
  }
  return { input, done: await cancelInTransaction(tx, input, gateway) }
}

/**
 * After the commit of cancellations made in one transaction: each refund is sent and each patient
 * told. One failing (the outbox unreachable) is logged and does not stop the others: the
 * cancellations and their refunds are already written, and the refund drain sends any left.
 */
export async function finishCancellations(pending: readonly PendingCancellation[]): Promise<void> {
  for (const { input, done } of pending) {
    try {
      await afterCancellation(input, done)
    } catch (error) {
      logError(`[cancellations] ${done.appointment.id} was cancelled but the work after it failed`, error)
    }
  }
}

/**
 * The patient takes a full refund instead of the new time their therapist proposed: the session is
 * cancelled on the therapist's side (everything back, whatever the policy says), provided it still
 * starts when the proposal was made (409 otherwise).
 */
export async function cancelForDeclinedMove({ patientId, appointmentId, expectStartsAt, reason, now = new Date() }: { patientId: string; appointmentId: string; expectStartsAt: Date; reason: string; now?: Date }): Promise<CancellationAnswer> {
  return cancelPaid(
    {
      appointmentId, owner: { patientId }, by: 'Therapist', actorId: patientId, reason, mustNotHaveStarted: true, refundReason: 'TherapistCancelled', destination: null, expectStartsAt, now,
      refundKobo: (_, paidKobo) => paidKobo,
    },
    CANCELLED,
  )
}

/**
 * A person deleting their own account (lib/server/privacy/erase-own-account.ts): each of their paid
 * sessions still to come is cancelled inside the erasure's transaction with EVERYTHING back, whatever
 * the policy — a patient leaving is not a late cancellation, and a therapist leaving cancels on their
 * side as always. The patient's side is recorded as a patient cancellation. Call finishCancellations
 * once the erasure has committed (the erased person is then told nothing: their address is gone).
 */
export async function cancelForAccountErasureInTransaction(
  tx: Prisma.TransactionClient,
  { userId, side, appointmentId, reason, gateway, now }: { userId: string; side: 'Patient' | 'Therapist'; appointmentId: string; reason: string; gateway: RefundGateway; now: Date },
): Promise<PendingCancellation> {
  const isPatient = side === 'Patient'
  const input: Cancel = {
    appointmentId, owner: isPatient ? { patientId: userId } : { therapistId: userId }, by: side, actorId: userId, reason, mustNotHaveStarted: true,
    refundReason: isPatient ? 'PatientCancelled' : 'TherapistCancelled', destination: null, now,
    refundKobo: (_, paidKobo) => paidKobo,
  }
  return { input, done: await cancelInTransaction(tx, input, gateway) }
}
