import 'server-only'
import { quoteCancellation, type CancellationPolicy } from '@/lib/appointments/cancellation-policy'
import { koboToNaira } from '@/lib/money'
import { lagosClock, slotTime } from '@/lib/time'
import type { RefundAccount } from '@/lib/validation/cancellation'
import { isUuid } from '@/lib/validation/directory'
import { APPOINTMENT_SELECT, toPatientAppointment, type PatientAppointment } from '../appointments/appointment-dto'
import { tellWaitlistSoon } from '../waitlist/tell-waitlist'
import { db, type Prisma } from '../db'
import { AppError } from '../errors'
import { processPendingRefundsOf } from '../refunds/process-pending-refunds'
import type { RecordedRefund } from '../refunds/record-refund'
import { refundGateway } from '../refunds/refund-gateway'
import { sendSeriesCancellationEmails } from '../booking/series-emails'
import { refundDestination, writeCancellation } from './cancel-appointment'
import { storedPolicy } from './current-policy'
import { logError } from '@/lib/server/log'
import { freeHoursChanged } from '../therapists/free-hours-ahead'

export const SERIES_NOT_FOUND = 'Series not found'
export const NOTHING_LEFT_TO_CANCEL = 'Nothing is left to cancel in this series: every session has started or was cancelled.'
export const SERIES_CANCELLED = 'The rest of your weekly sessions has been cancelled.'

/** One week the patient would cancel (or has): when, and what comes back of its share (naira). */
export type SeriesWeekQuote = { _id: string; week: number; appointmentDate: string; slot_start: string; slot_end: string; refundAmount: number; fullRefundUntil: string }

export type SeriesCancellationQuote = {
  seriesId: string
  weeks: number
  /** The weeks not started yet and still paid: what cancelling the rest would cancel. */
  remaining: SeriesWeekQuote[]
  /** Naira, all those refunds together. */
  refundAmount: number
  policy: CancellationPolicy
  /** The patient paid by bank transfer through Monnify: the refunds need an account they name. */
  needsRefundAccount: boolean
}

export type SeriesCancellationAnswer = {
  message: string
  data: { seriesId: string; cancelled: { appointment: PatientAppointment; refund: { reference: string; amount: number; status: RecordedRefund['status'] } | null }[]; refundAmount: number }
}

const WEEK_SELECT = {
  id: true,
  status: true,
  therapistId: true,
  startsAt: true,
  endsAt: true,
  durationHours: true,
  seriesIndex: true,
  policyFullRefundHours: true,
  policyLateRefundPercent: true,
  payments: { where: { status: 'Paid' }, select: { id: true, amountKobo: true, paymentMethod: true }, take: 1 },
} as const satisfies Prisma.AppointmentSelect

type Week = Prisma.AppointmentGetPayload<{ select: typeof WEEK_SELECT }>

/** The weeks the rest of the series is: still Paid, with their payment, not started at `now`. */
function remainingWeeks(weeks: Week[], now: Date) {
  return weeks.flatMap((week) => (week.status === 'Paid' && week.startsAt > now && week.payments[0] ? [{ ...week, payment: week.payments[0] }] : []))
}

/** Each week under the policy stored with it when the series was paid: its own share, its own refund. */
function refundOf(week: Week & { payment: { amountKobo: number } }, now: Date) {
  return quoteCancellation({ policy: storedPolicy(week), amountPaidKobo: week.payment.amountKobo, startsAt: week.startsAt, now })
}

async function findOwnSeries(client: Prisma.TransactionClient, { patientId, seriesId }: { patientId: string; seriesId: string }) {
  const series = isUuid(seriesId) ? await client.appointmentSeries.findFirst({ where: { id: seriesId, patientId }, select: { id: true, weeks: true, therapistId: true, appointments: { select: WEEK_SELECT, orderBy: { seriesIndex: 'asc' } } } }) : null
  if (!series) throw new AppError('NOT_FOUND', SERIES_NOT_FOUND)
  return series
}

/**
 * GET patient/cancel-series/{seriesId}: what cancelling the rest of the series now would cancel and
 * give back, week by week, each under its stored policy. The patient's own series only (anyone
 * else's is not found); 409 when nothing is left to cancel.
 */
export async function quoteSeriesCancellation({ patientId, seriesId, now = new Date() }: { patientId: string; seriesId: string; now?: Date }): Promise<SeriesCancellationQuote> {
  const series = await findOwnSeries(db, { patientId, seriesId })
  const remaining = remainingWeeks(series.appointments, now)
  if (remaining.length === 0) throw new AppError('CONFLICT', NOTHING_LEFT_TO_CANCEL)
  const weeks = remaining.map((week) => {
    const quote = refundOf(week, now)
    const { date, hour } = lagosClock(week.startsAt)
    return { _id: week.id, week: week.seriesIndex ?? 0, appointmentDate: date, slot_start: slotTime(hour), slot_end: slotTime(lagosClock(week.endsAt).hour), refundKobo: quote.refundKobo, fullRefundUntil: quote.fullRefundUntil.toISOString() }
  })
  const refundKobo = weeks.reduce((sum, week) => sum + week.refundKobo, 0)
  const gateway = await refundGateway()
  return {
    seriesId: series.id,
    weeks: series.weeks,
    remaining: weeks.map(({ refundKobo: kobo, ...week }) => ({ ...week, refundAmount: koboToNaira(kobo) })),
    refundAmount: koboToNaira(refundKobo),
    policy: storedPolicy(remaining[0]!),
    needsRefundAccount: refundKobo > 0 && remaining.some((week) => gateway.needsDestination(week.payment.paymentMethod)),
  }
}

/**
 * POST patient/cancel-series/{seriesId}: the patient cancels every week of their series that has not
 * started yet, each exactly as cancelling it alone would (its stored policy, its own share refunded,
 * its hours free at once), in ONE transaction under row locks on the series and its weeks (in id
 * order, as confirmation takes them): either every remaining week is cancelled or, on any failure,
 * none. A week cancelled or moved on its own meanwhile is simply no longer part of the rest (read
 * after the locks). Never more than was paid: each refund is at most its week's payment, the
 * database refuses more, and the weeks' payments add up to what was charged. 404 when the series is
 * not the caller's, 409 when nothing is left to cancel.
 */
export async function cancelSeriesByPatient({
  patientId,
  seriesId,
  reason,
  refundAccount,
  now = new Date(),
}: {
  patientId: string
  seriesId: string
  reason?: string
  refundAccount?: RefundAccount
  now?: Date
}): Promise<SeriesCancellationAnswer> {
  const before = await findOwnSeries(db, { patientId, seriesId })
  const remainingBefore = remainingWeeks(before.appointments, now)
  // An account is asked for only when something goes back and the provider cannot send it to the source.
  const refundsSomething = remainingBefore.some((week) => refundOf(week, now).refundKobo > 0)
  const gateway = await refundGateway()
  const method = remainingBefore.find((week) => gateway.needsDestination(week.payment.paymentMethod))?.payment.paymentMethod ?? remainingBefore[0]?.payment.paymentMethod ?? null
  const destination = refundsSomething ? await refundDestination(gateway, method, refundAccount) : null

  const result = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "AppointmentSeries" WHERE id = ${seriesId}::uuid FOR UPDATE`
    await tx.$queryRaw`SELECT id FROM "Appointment" WHERE "seriesId" = ${seriesId}::uuid ORDER BY id FOR UPDATE`
    const series = await findOwnSeries(tx, { patientId, seriesId })
    const remaining = remainingWeeks(series.appointments, now)
    if (remaining.length === 0) throw new AppError('CONFLICT', NOTHING_LEFT_TO_CANCEL)
    const cancelled = []
    for (const week of remaining) {
      const refundKobo = refundOf(week, now).refundKobo
      await writeCancellation(tx, { appointment: week, paymentId: week.payment.id, by: 'Patient', reason: reason || null, now, refundKobo, refundReason: 'PatientCancelled', destination, gateway })
      cancelled.push({ appointmentId: week.id, refundKobo })
    }
    return { therapistId: series.therapistId, cancelled }
  })

  await freeHoursChanged(result.therapistId)
  await tellWaitlistSoon(result.therapistId, now)
  for (const week of result.cancelled) await processPendingRefundsOf(week.appointmentId)
  await sendSeriesCancellationEmails({ seriesId, cancelled: result.cancelled }).catch((error: unknown) => logError(`[cancellation] series ${seriesId} was cancelled but an email could not be queued`, error))
  const ids = result.cancelled.map((week) => week.appointmentId)
  const [rows, refunds] = await Promise.all([
    db.appointment.findMany({ where: { id: { in: ids } }, orderBy: { seriesIndex: 'asc' }, select: APPOINTMENT_SELECT }),
    db.refund.findMany({ where: { appointmentId: { in: ids } }, select: { appointmentId: true, reference: true, amountKobo: true, status: true } }),
  ])
  return {
    message: SERIES_CANCELLED,
    data: {
      seriesId,
      cancelled: rows.map((row) => {
        const refund = refunds.find((item) => item.appointmentId === row.id)
        return { appointment: toPatientAppointment(row, now), refund: refund ? { reference: refund.reference, amount: koboToNaira(refund.amountKobo), status: refund.status } : null }
      }),
      refundAmount: koboToNaira(result.cancelled.reduce((sum, week) => sum + week.refundKobo, 0)),
    },
  }
}
