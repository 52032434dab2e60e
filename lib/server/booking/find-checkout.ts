import 'server-only'
import { PAYMENT_NOT_FOUND } from '@/lib/validation/booking'
import { db } from '../db'
import { AppError } from '../errors'

/*
 * What a payment reference pays for: one appointment (a booking of its own), or a weekly series (its
 * own reference, decision 023). A week's own reference (`<series>-W<n>`) stands for its series, so
 * every caller that is handed one (the webhook, cancel-hold, book-appointment, the sandbox) acts on
 * the whole checkout; the provider is only ever asked about the series' reference.
 */

export type SingleCheckout = { kind: 'single'; paymentReference: string; appointmentId: string; status: string; amountKobo: number; therapistId: string; patientId: string }
export type SeriesCheckout = {
  kind: 'series'
  paymentReference: string
  seriesId: string
  amountKobo: number
  therapistId: string
  patientId: string
  /** Week by week, the first first. */
  weeks: { id: string; status: string; startsAt: Date; endsAt: Date }[]
}
export type Checkout = SingleCheckout | SeriesCheckout

const SERIES_SELECT = {
  id: true,
  paymentReference: true,
  amountKobo: true,
  therapistId: true,
  patientId: true,
  appointments: { select: { id: true, status: true, startsAt: true, endsAt: true }, orderBy: { seriesIndex: 'asc' } },
} as const

/** The checkout of a reference; `patientId` narrows it to that patient's (anyone else's is simply not found). */
export async function findCheckout(paymentReference: string, patientId?: string): Promise<Checkout | null> {
  const owner = patientId ? { patientId } : {}
  // The appointment first: most checkouts are a booking of its own, found in one read. A series' own
  // reference is never an appointment's (its weeks carry `<series>-W<n>`), so the order changes no answer.
  const appointment = await db.appointment.findFirst({
    where: { paymentReference, ...owner },
    select: { id: true, status: true, amountKobo: true, therapistId: true, patientId: true, paymentReference: true, seriesId: true },
  })
  if (appointment && appointment.seriesId === null)
    return { kind: 'single', paymentReference: appointment.paymentReference, appointmentId: appointment.id, status: appointment.status, amountKobo: appointment.amountKobo, therapistId: appointment.therapistId, patientId: appointment.patientId }
  // A week of a series stands for its series (whoever owns the week owns the series).
  const series = await db.appointmentSeries.findFirst({ where: appointment ? { id: appointment.seriesId! } : { paymentReference, ...owner }, select: SERIES_SELECT })
  return series ? seriesCheckout(series) : null
}

/** findCheckout, or 404 with the payment pages' text. */
export async function requireCheckout(paymentReference: string, patientId?: string): Promise<Checkout> {
  const checkout = await findCheckout(paymentReference, patientId)
  if (!checkout) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND)
  return checkout
}

/** Whether a reference names anything of ours (the webhook's first question). */
export async function isOurReference(paymentReference: string): Promise<boolean> {
  return (await findCheckout(paymentReference)) !== null
}

type SeriesRow = { id: string; paymentReference: string; amountKobo: number; therapistId: string; patientId: string; appointments: SeriesCheckout['weeks'] }

function seriesCheckout(series: SeriesRow): SeriesCheckout {
  return { kind: 'series', paymentReference: series.paymentReference, seriesId: series.id, amountKobo: series.amountKobo, therapistId: series.therapistId, patientId: series.patientId, weeks: series.appointments }
}
