import 'server-only'
import { LATE_SERIES_PAYMENT, PAYMENT_CONFIRMED, PAYMENT_FAILED, PAYMENT_NOT_CONFIRMED } from '@/lib/validation/booking'
import { logError, logWarn } from '@/lib/server/log'
import { readAppointmentRows } from '../appointments/read-appointment-rows'
import { toPatientAppointment, type PatientAppointment } from '../appointments/appointment-dto'
import { currentCancellationPolicy } from '../cancellations/current-policy'
import { db, Prisma } from '../db'
import { AppError } from '../errors'
import type { ProviderTransaction } from '../payments/provider'
import { processPendingRefundsOf } from '../refunds/process-pending-refunds'
import { recordRefund } from '../refunds/record-refund'
import { refundGateway } from '../refunds/refund-gateway'
import { BOOKING_TRANSACTION_OPTIONS } from './booking-transaction'
import type { SeriesCheckout } from './find-checkout'
import { askProvider, holdHours, isFailedTransaction, isMoneyReported } from './payment-checks'
import { paidFields, paymentRow } from './paid-fields'
import { releaseSeriesHold } from './release-hold'
import { sendSeriesConfirmedEmails, sendSeriesLatePaymentEmails } from './series-emails'
import { freeHoursChanged } from '../therapists/free-hours-ahead'

/** One week of a confirmed series in confirm-payment's answer. */
export type SeriesWeek = Pick<PatientAppointment, '_id' | 'appointmentDate' | 'slot_start' | 'slot_end' | 'status' | 'videoLink'>

/** confirm-payment's answer for a series: the first week as a booking of its own would be answered, and every week. */
export type SeriesPaidData = PatientAppointment & { seriesId: string; occurrences: SeriesWeek[] }

type Outcome = 'paid' | 'already-paid' | 'refund' | 'already-refund'

/**
 * Confirms every week of a weekly series from its ONE payment (decision 023), once the provider says
 * that exactly the series' total was paid under the series' own reference, in naira. One transaction,
 * under row locks on the series and on its weeks (in id order, as every other writer of several
 * weeks takes them): either every week becomes Paid, each with its own video link, the cancellation
 * terms in force and ONE Payment row carrying its own share (the shares add up to what was charged)
 * and the provider's shared transactionReference; or, when the money came after the holds ran out
 * and any week can no longer be had, nothing is booked and every share is recorded RefundRequired
 * with its refund, sent at once (all or nothing: the patient is never left with part of a series
 * they paid for whole). Replays, double clicks and the webhook racing the callback find the weeks
 * Paid (or their payments written) and answer the same, writing nothing.
 */
export async function confirmSeriesPayment({ series, now }: { series: SeriesCheckout; now: Date }): Promise<{ message: string; data: SeriesPaidData }> {
  if (series.weeks.some((week) => week.status === 'Paid')) return seriesPaidAnswer(series.seriesId, now)

  const transaction = await askProvider(series.paymentReference)
  if (isFailedTransaction(transaction)) {
    await releaseSeriesHold(series.seriesId)
    throw new AppError('PAYMENT_REQUIRED', PAYMENT_FAILED)
  }
  if (!coversSeries(transaction, series)) {
    if (isMoneyReported(transaction))
      logWarn(`[payment] series ${series.paymentReference}: provider reports ${transaction.status} ${transaction.amountPaidKobo} ${transaction.currency} against exactly ${series.amountKobo} NGN due; not confirmed`)
    throw new AppError('PAYMENT_REQUIRED', PAYMENT_NOT_CONFIRMED)
  }

  const outcome = await applySeriesPayment(series.seriesId, transaction, now)
  if (outcome === 'paid' || outcome === 'refund') await afterSeriesTransition(outcome, series)
  if (outcome === 'refund' || outcome === 'already-refund') throw new AppError('CONFLICT', LATE_SERIES_PAYMENT)
  return seriesPaidAnswer(series.seriesId, now)
}

/**
 * Paid under the series' own reference, in naira, exactly its total: the weeks' shares must add up to
 * what was charged, so that each week's refund (at most its share) never goes above what came in.
 */
export function coversSeries(transaction: ProviderTransaction, series: { paymentReference: string; amountKobo: number }): boolean {
  return (
    (transaction.status === 'PAID' || transaction.status === 'OVERPAID') &&
    transaction.paymentReference === series.paymentReference &&
    transaction.currency === 'NGN' &&
    transaction.amountPaidKobo === series.amountKobo
  )
}

async function applySeriesPayment(seriesId: string, transaction: ProviderTransaction, now: Date): Promise<Outcome> {
  const policy = currentCancellationPolicy()
  const gateway = await refundGateway()
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "AppointmentSeries" WHERE id = ${seriesId}::uuid FOR UPDATE`
    await tx.$queryRaw`SELECT id FROM "Appointment" WHERE "seriesId" = ${seriesId}::uuid ORDER BY id FOR UPDATE`
    const weeks = await tx.appointment.findMany({
      where: { seriesId },
      orderBy: { seriesIndex: 'asc' },
      select: { id: true, status: true, holdExpiresAt: true, therapistId: true, patientId: true, startsAt: true, durationHours: true, amountKobo: true, paymentReference: true, payments: { select: { status: true } } },
    })
    if (weeks.some((week) => week.status === 'Paid')) return 'already-paid'
    if (weeks.some((week) => week.payments.length > 0)) return 'already-refund'
    const sharesKobo = weeks.reduce((sum, week) => sum + week.amountKobo, 0)
    if (sharesKobo !== transaction.amountPaidKobo) throw new Error(`series ${seriesId}: its weeks add up to ${sharesKobo} kobo, the payment to ${transaction.amountPaidKobo}`)

    let ownsEveryWeek = true
    for (const week of weeks) {
      if (!(await holdHours(tx, week, now))) {
        ownsEveryWeek = false
        break
      }
    }
    const ids = weeks.map((week) => week.id)
    const share = (week: (typeof weeks)[number]) => paymentRow(transaction, now, { appointmentId: week.id, seriesId, paymentReference: week.paymentReference, amountKobo: week.amountKobo })

    if (!ownsEveryWeek) {
      // Every week gives up the hours it may have taken again; the money goes back whole, share by
      // share, through the same path as every refund.
      await tx.appointmentSlot.deleteMany({ where: { appointmentId: { in: ids } } })
      await tx.appointment.updateMany({ where: { id: { in: ids }, status: 'Pending' }, data: { status: 'Expired' } })
      for (const week of weeks) {
        const late = await tx.payment.create({ data: { ...share(week), status: 'RefundRequired' }, select: { id: true, amountKobo: true } })
        await recordRefund(tx, { paymentId: late.id, amountKobo: late.amountKobo, reason: 'LatePayment', gateway })
      }
      return 'refund'
    }
    for (const week of weeks) await tx.appointment.update({ where: { id: week.id }, data: paidFields(transaction, policy) })
    await tx.payment.createMany({ data: weeks.map((week) => ({ ...share(week), status: 'Paid' as const })) })
    return 'paid'
  }, BOOKING_TRANSACTION_OPTIONS)
}

/** Committed: refresh the therapist's open hours, send any refunds, tell both people once for the series. */
async function afterSeriesTransition(outcome: 'paid' | 'refund', series: SeriesCheckout) {
  await freeHoursChanged(series.therapistId)
  if (outcome === 'refund') for (const week of series.weeks) await processPendingRefundsOf(week.id)
  try {
    if (outcome === 'paid') await sendSeriesConfirmedEmails(series.seriesId)
    else await sendSeriesLatePaymentEmails(series.seriesId)
  } catch (error) {
    logError(`[payment] ${outcome} recorded for series ${series.seriesId} but an email could not be queued`, error)
  }
}

/** The first week as a booking of its own is answered, with the series' id and every week. */
export async function seriesPaidAnswer(seriesId: string, now: Date): Promise<{ message: string; data: SeriesPaidData }> {
  const rows = await readAppointmentRows(Prisma.sql`a."seriesId" = ${seriesId}::uuid`, Prisma.sql`a."seriesIndex"`)
  const weeks = rows.map((row) => toPatientAppointment(row, now))
  return {
    message: PAYMENT_CONFIRMED,
    data: { ...weeks[0]!, seriesId, occurrences: weeks.map(({ _id, appointmentDate, slot_start, slot_end, status, videoLink }) => ({ _id, appointmentDate, slot_start, slot_end, status, videoLink })) },
  }
}
