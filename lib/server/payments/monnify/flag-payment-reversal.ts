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
 *
 * The weeks of a weekly series share one transaction (decision 023): their payments are found by the
 * transactionReference or the series' own paymentReference, and every week is flagged.
 */
export async function flagPaymentReversal({ paymentReference, transactionReference, isConfirmed }: Reversal): Promise<EventOutcome> {
  const refs = [
    paymentReference ? { paymentReference } : null,
    paymentReference ? { series: { is: { paymentReference } } } : null,
    transactionReference ? { transactionReference } : null,
  ].filter((ref) => ref !== null)
  const payments = refs.length ? await db.payment.findMany({ where: { OR: refs }, orderBy: { createdAt: 'asc' }, select: { appointmentId: true, paymentReference: true, transactionReference: true, series: { select: { paymentReference: true } } } }) : []
  const named = `payment reference ${paymentReference ?? 'none'}, transaction ${transactionReference ?? 'none'}`
  const payment = payments[0]
  if (!payment) return alert(`Monnify reports a payment REVERSED (${named}) that matches no payment recorded here.`)
  const reference = payment.series?.paymentReference ?? payment.paymentReference

  if (!isConfirmed) {
    const asked = payment.transactionReference ?? transactionReference
    if (!asked) return alert(`Monnify reports payment ${reference} REVERSED, and it has no transaction reference to check that with.`, payment.appointmentId)
    const transaction = await monnifyClient().transaction(asked)
    if (transaction.monnifyStatus !== 'REVERSED')
      return alert(`A notification said payment ${reference} was REVERSED, but Monnify's transaction query reports ${transaction.monnifyStatus || 'no status'}; nothing changed.`, payment.appointmentId)
  }
  const appointmentIds = [...new Set(payments.map((row) => row.appointmentId))]
  await db.appointment.updateMany({ where: { id: { in: appointmentIds }, paymentReversedAt: null }, data: { paymentReversedAt: new Date() } })
  const which = appointmentIds.length === 1 ? `appointment ${payment.appointmentId} is` : `the ${appointmentIds.length} appointments of series ${reference} are`
  return alert(`Monnify reversed payment ${reference}: ${which} flagged for an admin.`, payment.appointmentId)
}
