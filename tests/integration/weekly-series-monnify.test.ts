import { describe, expect, it, vi } from 'vitest'
import { confirmPayment } from '@/lib/server/booking/confirm-payment'
import { holdAppointment } from '@/lib/server/booking/hold-appointment'
import type { SeriesHold } from '@/lib/server/booking/hold-series'
import { cancelByPatient } from '@/lib/server/cancellations/cancel-appointment'
import { cancelSeriesByPatient } from '@/lib/server/cancellations/cancel-series'
import { db } from '@/lib/server/db'
import { processProviderEvent } from '@/lib/server/payments/process-provider-event'
import { koboToNaira } from '@/lib/money'
import { createAvailability, createPatient, createTherapist } from '../fixtures/factories'
import { successfulTransactionEvent } from '../support/fake-monnify'
import { eventOf, postWebhook, withFakeMonnify } from '../support/monnify-webhook'

// A weekly series paid through Monnify (decision 023), against real Postgres and the local fake of
// Monnify's API: ONE checkout under the series' reference, confirmed once by the patient's return and
// the webhook together, each week's refund a partial refund of the shared transaction.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

const monnify = withFakeMonnify()

const NOW = new Date('2031-04-07T07:30:00Z')
const week = (n: number) => new Date(Date.parse('2031-04-09T00:00:00Z') + 7 * (n - 1) * 86_400_000).toISOString().slice(0, 10)

/** A patient's held series of `weeks` Wednesdays, 10:00–12:00 (₦20,000 an hour: ₦40,000 a week). */
async function heldSeries(weeks: number) {
  const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
  for (let n = 1; n <= weeks; n++) await createAvailability(db, { therapistId: therapist.id, date: week(n), hours: [10, 11] })
  const { data } = (await holdAppointment({ patientId: patient.id, therapistId: therapist.id, appointmentDate: week(1), slot_start: 10, slot_end: 12, weeks, now: NOW })) as { data: SeriesHold }
  return { therapist, patient, series: data }
}

const weeksOf = (seriesId: string) => db.appointment.findMany({ where: { seriesId }, orderBy: { seriesIndex: 'asc' }, include: { payments: true, refunds: true } })

describe('a weekly series paid through Monnify', () => {
  it('is confirmed once when the patient’s return and the webhook arrive together, with the shared transaction on every week', async () => {
    const { fake } = monnify
    const { patient, series } = await heldSeries(3)
    const transactionReference = fake.setTransaction(series.paymentReference, { paymentStatus: 'PAID', amountPaid: `${series.amount}.00` })
    const event = successfulTransactionEvent({ paymentReference: series.paymentReference, amountPaid: series.amount, transactionReference })
    const [answer, hook] = await Promise.all([confirmPayment({ paymentReference: series.paymentReference, source: { kind: 'patient', patientId: patient.id }, now: NOW }), postWebhook(fake, event)])
    expect(answer.data).toMatchObject({ seriesId: series.seriesId, status: 'Paid' })
    expect(hook.status).toBe(200)
    // The webhook's own work, if the host left it for later, finds the series paid and writes nothing.
    const recorded = await eventOf(event)
    if (!recorded?.processedAt) await processProviderEvent(recorded!.id)

    const weeks = await weeksOf(series.seriesId)
    expect(weeks.map((w) => [w.status, w.transactionReference, w.payments.map((p) => [p.amountKobo, p.transactionReference, p.provider])])).toEqual(
      weeks.map(() => ['Paid', transactionReference, [[4_000_000, transactionReference, 'Monnify']]]),
    )
    // Monnify was only ever asked about the series' own reference.
    expect(fake.requests.filter((r) => r.path.includes('paymentReference=')).every((r) => r.path.includes(encodeURIComponent(series.paymentReference)) && !r.path.includes('-W'))).toBe(true)
  })

  it('is not confirmed when Monnify reports less or more than the series total', async () => {
    const { fake } = monnify
    const { patient, series } = await heldSeries(2)
    for (const amountPaid of [`${series.amount - 1}.00`, `${series.amount + 40_000}.00`]) {
      fake.setTransaction(series.paymentReference, { paymentStatus: amountPaid.startsWith(String(series.amount + 40_000)) ? 'OVERPAID' : 'PARTIALLY_PAID', amountPaid })
      await expect(confirmPayment({ paymentReference: series.paymentReference, source: { kind: 'patient', patientId: patient.id }, now: NOW })).rejects.toMatchObject({ code: 'PAYMENT_REQUIRED' })
      expect((await weeksOf(series.seriesId)).map((w) => [w.status, w.payments.length])).toEqual([['Pending', 0], ['Pending', 0]])
    }
  })

  it('refunds one cancelled week as a partial refund of the shared transaction, for that week’s amount only', async () => {
    const { fake } = monnify
    const { patient, series } = await heldSeries(4)
    const transactionReference = fake.setTransaction(series.paymentReference, { paymentStatus: 'PAID', amountPaid: `${series.amount}.00` })
    await confirmPayment({ paymentReference: series.paymentReference, source: { kind: 'patient', patientId: patient.id }, now: NOW })

    await cancelByPatient({ patientId: patient.id, appointmentId: series.occurrences[2]!._id, now: NOW })
    const [third] = (await weeksOf(series.seriesId)).filter((w) => w.seriesIndex === 3)
    expect(fake.refundRequests).toEqual([expect.objectContaining({ transactionReference, refundReference: third!.refunds[0]!.reference, refundAmount: 40_000 })])

    // The rest at once: one partial refund per week, each of its own amount, together within the charge.
    await cancelSeriesByPatient({ patientId: patient.id, seriesId: series.seriesId, now: NOW })
    expect(fake.refundRequests).toHaveLength(4)
    expect(fake.refundRequests.every((request) => request.transactionReference === transactionReference && request.refundAmount === 40_000)).toBe(true)
    expect(fake.refundRequests.reduce((sum, request) => sum + Number(request.refundAmount), 0)).toBeLessThanOrEqual(koboToNaira(4 * 4_000_000))
  })

  it('flags every week when Monnify reports the series’ payment reversed', async () => {
    const { fake } = monnify
    const { patient, series } = await heldSeries(2)
    const transactionReference = fake.setTransaction(series.paymentReference, { paymentStatus: 'PAID', amountPaid: `${series.amount}.00` })
    await confirmPayment({ paymentReference: series.paymentReference, source: { kind: 'patient', patientId: patient.id }, now: NOW })
    fake.setTransaction(series.paymentReference, { paymentStatus: 'REVERSED', amountPaid: `${series.amount}.00`, transactionReference })
    const event = successfulTransactionEvent({ paymentReference: series.paymentReference, amountPaid: series.amount, transactionReference, paymentStatus: 'REVERSED' })
    expect((await postWebhook(fake, event)).status).toBe(200)
    const recorded = await eventOf(event)
    if (!recorded?.processedAt) await processProviderEvent(recorded!.id)
    expect((await weeksOf(series.seriesId)).map((w) => w.paymentReversedAt !== null)).toEqual([true, true])
    expect((await eventOf(event))?.alert).toContain(`the 2 appointments of series ${series.paymentReference} are flagged`)
  })
})
