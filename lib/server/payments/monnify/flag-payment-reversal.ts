import 'server-only'
import { db } from '../../db'
import { alert, type EventOutcome } from '../provider-event-outcome'
import { monnifyClient } from './monnify-client'

type Reversal = { paymentReference: string | null; transactionReference: string | null; isConfirmed: boolean }

/**
 * A payment Monnify reports REVERSED: the money went back to the payer. When it is one we recorded,
 * its appointment is flagged (paymentReversedAt) and an admin is alerted; nothing is cancelled or
 * refunded by itself. A notification's word is checked against Monnify's transaction query first
 * (`isConfirmed` when it came from that query already); Monnify unreachable: the drain tries again.
 */
export async function flagPaymentReversal({ paymentReference, transactionReference, isConfirmed }: Reversal): Promise<EventOutcome> {
  const refs = [paymentReference ? { paymentReference } : null, transactionReference ? { transactionReference } : null].filter((ref) => ref !== null)
  const payment = refs.length ? await db.payment.findFirst({ where: { OR: refs }, select: { appointmentId: true, paymentReference: true, transactionReference: true } }) : null
  const named = `payment reference ${paymentReference ?? 'none'}, transaction ${transactionReference ?? 'none'}`
  if (!payment) return alert(`Monnify reports a payment REVERSED (${named}) that matches no payment recorded here.`)

  if (!isConfirmed) {
    const asked = payment.transactionReference ?? transactionReference
    if (!asked) return alert(`Monnify reports payment ${payment.paymentReference} REVERSED, and it has no transaction reference to check that with.`, payment.appointmentId)
    const transaction = await monnifyClient().transaction(asked)
    if (transaction.monnifyStatus !== 'REVERSED')
      return alert(`A notification said payment ${payment.paymentReference} was REVERSED, but Monnify's transaction query reports ${transaction.monnifyStatus || 'no status'}; nothing changed.`, payment.appointmentId)
  }
  await db.appointment.updateMany({ where: { id: payment.appointmentId, paymentReversedAt: null }, data: { paymentReversedAt: new Date() } })
  return alert(`Monnify reversed payment ${payment.paymentReference}: appointment ${payment.appointmentId} is flagged for an admin.`, payment.appointmentId)
}
