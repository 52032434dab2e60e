import 'server-only'
import { formatNaira } from '@/lib/money'
import { describeLagosTime } from '@/lib/time'
import { logError } from '@/lib/server/log'
import { letter } from '../booking/appointment-email-details'
import { config } from '../config'
import { db } from '../db'
import { sendEmail } from '../email/send-email'
import { siteUrl } from '../seo/site-url'

/*
 * The emails of a refund's life. Sent after the change has committed; an email that cannot be queued
 * is logged and never undoes the refund.
 */

const REFUND_SELECT = {
  reference: true,
  amountKobo: true,
  status: true,
  lastError: true,
  appointment: { select: { id: true, startsAt: true, endsAt: true, paymentReference: true, patient: { select: { fullName: true, email: true, erasedAt: true } } } },
} as const

async function loadRefund(refundId: string) {
  return db.refund.findUnique({ where: { id: refundId }, select: REFUND_SELECT })
}

async function sendQuietly(what: string, send: () => Promise<unknown>) {
  await send().catch((error: unknown) => logError(`[refund] could not queue the ${what} email`, error))
}

export async function sendRefundCompletedEmail(refundId: string): Promise<void> {
  const refund = await loadRefund(refundId)
  const patient = refund?.appointment.patient
  if (!refund || !patient || patient.erasedAt) return
  await sendQuietly('refund completed', () =>
    sendEmail({
      to: patient.email,
      subject: `Your refund of ${formatNaira(refund.amountKobo)} has been sent`,
      text: letter(`Hello ${patient.fullName},`, [
        `We have sent back ${formatNaira(refund.amountKobo)} for your session on ${describeLagosTime(refund.appointment.startsAt, refund.appointment.endsAt)}.`,
        'Depending on your bank it can take a few working days to show on your statement.',
        '',
        `Refund reference: ${refund.reference}`,
        `Payment reference: ${refund.appointment.paymentReference}`,
      ]),
    }),
  )
}

export async function sendRefundAccountNeededEmail(refundId: string): Promise<void> {
  const refund = await loadRefund(refundId)
  const patient = refund?.appointment.patient
  if (!refund || !patient || patient.erasedAt) return
  await sendQuietly('refund account needed', () =>
    sendEmail({
      to: patient.email,
      subject: 'Where should we send your refund?',
      text: letter(`Hello ${patient.fullName},`, [
        `You paid by bank transfer, and the refund of ${formatNaira(refund.amountKobo)} cannot go back to the account number you paid into.`,
        `Please tell us which bank account to send it to: ${siteUrl('/patient-profile')} (open the session and choose "Add refund account").`,
        '',
        `Refund reference: ${refund.reference}`,
      ]),
    }),
  )
}

/** Support hears of a refund that failed for good: an admin finishes it from /admin/refunds. */
export async function sendRefundFailedEmail(refundId: string): Promise<void> {
  const refund = await loadRefund(refundId)
  if (!refund) return
  await sendQuietly('refund failed', () =>
    sendEmail({
      to: config().SUPPORT_EMAIL,
      subject: `Refund failed: ${refund.reference}`,
      text: [
        'A refund could not be completed and needs an admin.',
        '',
        `Refund reference: ${refund.reference}`,
        `Amount: ${formatNaira(refund.amountKobo)}`,
        `Payment reference: ${refund.appointment.paymentReference}`,
        `Provider said: ${refund.lastError ?? '---'}`,
        `Refunds: ${siteUrl('/admin/refunds')}`,
      ].join('\n'),
    }),
  )
}
