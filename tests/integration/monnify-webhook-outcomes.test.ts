import { randomUUID } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { db } from '@/lib/server/db'
import { newRefundReference } from '@/lib/server/refunds/record-refund'
import { createAppointment, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'
import { refundEvent, successfulTransactionEvent } from '../support/fake-monnify'
import { DAY, DUE_NAIRA, eventOf, monnifySays, postWebhook, stateOf, withFakeMonnify } from '../support/monnify-webhook'

// What Monnify's refund notifications and a reversed payment do, through the webhook route with real
// Postgres and the local fake of Monnify (tests/support/fake-monnify.ts). Outside Next, after() has
// no request to wait for, so each notification's work runs before the handler returns.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

const monnify = withFakeMonnify()
const webhook = (rawBody: string) => postWebhook(monnify.fake, rawBody)

/** A session paid through Monnify (₦40,000), and a refund of ₦30,000 of it sent to Monnify and not finished. */
async function refundInProgress() {
  const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
  const appointment = await createAppointment(db, {
    patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 14), durationHours: 2, provider: 'Monnify',
    paymentReference: `ALF-${Date.now()}-${randomUUID().slice(0, 16)}`, transactionReference: `MNFY|87|${randomUUID()}`,
  })
  const payment = appointment.payments[0]!
  const refund = await db.refund.create({
    data: { paymentId: payment.id, appointmentId: appointment.id, reference: newRefundReference(), amountKobo: 3_000_000, reason: 'PatientCancelled', provider: 'Monnify', status: 'Processing', attempts: 1 },
  })
  return { patient, appointment, payment, refund }
}

const refundRow = (id: string) => db.refund.findUniqueOrThrow({ where: { id } })
const refundEmails = (to: string) => db.emailOutbox.count({ where: { to, subject: { startsWith: 'Your refund of' } } })
const failedRefundEmails = (reference: string) => db.emailOutbox.count({ where: { subject: `Refund failed: ${reference}` } })

describe('SUCCESSFUL_REFUND', () => {
  it('completes the refund once, however often it is sent: one status change, one email', async () => {
    const { patient, payment, refund } = await refundInProgress()
    const body = refundEvent({ eventType: 'SUCCESSFUL_REFUND', refundReference: refund.reference, transactionReference: payment.transactionReference!, refundAmount: 30_000 })

    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(body)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(await db.providerEvent.count({ where: { bodyHash: (await eventOf(body))!.bodyHash } })).toBe(1)
    const completed = await refundRow(refund.id)
    expect(completed).toMatchObject({ status: 'Completed', completedAt: expect.any(Date), lastError: null })
    expect(await refundEmails(patient.email)).toBe(1)

    // The same news in other bodies (Monnify's timestamps differ) changes nothing more.
    for (let resend = 0; resend < 3; resend += 1)
      await webhook(refundEvent({ eventType: 'SUCCESSFUL_REFUND', refundReference: refund.reference, refundAmount: 30_000 + resend }))
    expect(await refundRow(refund.id)).toMatchObject({ status: 'Completed', completedAt: completed.completedAt })
    expect(await refundEmails(patient.email)).toBe(1)
  })

  it('is an alert when no refund here has that reference', async () => {
    const body = refundEvent({ eventType: 'SUCCESSFUL_REFUND', refundReference: `RFD-unknown-${randomUUID()}` })
    expect((await webhook(body)).status).toBe(200)
    expect(await eventOf(body)).toMatchObject({ processedAt: expect.any(Date), alert: expect.stringMatching(/no refund here has that reference/) })
  })
})

describe('FAILED_REFUND', () => {
  it('fails the refund once, with Monnify’s merchantReason in its error, and tells support once', async () => {
    const { refund } = await refundInProgress()
    const body = refundEvent({ eventType: 'FAILED_REFUND', refundReference: refund.reference, merchantReason: 'Session cancelled by the patient' })
    for (let replay = 0; replay < 10; replay += 1) expect((await webhook(body)).status).toBe(200)
    expect(await refundRow(refund.id)).toMatchObject({ status: 'Failed', completedAt: null, lastError: 'Monnify reports the refund failed (refund reason: Session cancelled by the patient)' })
    expect(await failedRefundEmails(refund.reference)).toBe(1)
  })

  it('never moves a refund already completed', async () => {
    const { refund } = await refundInProgress()
    await webhook(refundEvent({ eventType: 'SUCCESSFUL_REFUND', refundReference: refund.reference }))
    await webhook(refundEvent({ eventType: 'FAILED_REFUND', refundReference: refund.reference }))
    expect(await refundRow(refund.id)).toMatchObject({ status: 'Completed' })
    expect(await failedRefundEmails(refund.reference)).toBe(0)
  })
})

describe('a payment reported REVERSED', () => {
  const reversedEvent = (paymentReference: string, transactionReference: string) =>
    successfulTransactionEvent({ paymentReference, transactionReference, amountPaid: DUE_NAIRA, paymentStatus: 'REVERSED' })

  it('flags the appointment of a payment we confirmed, and alerts an admin, once Monnify’s query agrees', async () => {
    const { fake } = monnify
    const { appointment, payment } = await refundInProgress()
    monnifySays(fake, payment.paymentReference, { paymentStatus: 'REVERSED', transactionReference: payment.transactionReference! })

    const body = reversedEvent(payment.paymentReference, payment.transactionReference!)
    expect((await webhook(body)).status).toBe(200)
    const state = await stateOf(appointment.id)
    expect(state.paymentReversedAt).toBeInstanceOf(Date)
    // Nothing else is undone by itself: the admin decides.
    expect(state.status).toBe('Paid')
    expect(await eventOf(body)).toMatchObject({ processedAt: expect.any(Date), alert: expect.stringMatching(/reversed payment .* flagged for an admin/) })
    expect(fake.lookups).toBe(1)
  })

  it('changes nothing, with an alert, when Monnify’s query does not report it reversed', async () => {
    const { fake } = monnify
    const { appointment, payment } = await refundInProgress()
    monnifySays(fake, payment.paymentReference, { transactionReference: payment.transactionReference! })
    const body = reversedEvent(payment.paymentReference, payment.transactionReference!)
    await webhook(body)
    expect((await stateOf(appointment.id)).paymentReversedAt).toBeNull()
    expect(await eventOf(body)).toMatchObject({ alert: expect.stringMatching(/transaction query reports PAID; nothing changed/) })
  })

  it('is found through the transaction query when the notification’s reference is not ours', async () => {
    const { fake } = monnify
    const { appointment, payment } = await refundInProgress()
    monnifySays(fake, payment.paymentReference, { paymentStatus: 'REVERSED', transactionReference: payment.transactionReference! })
    const body = successfulTransactionEvent({ paymentReference: 'MNFY-OTHER-REF', transactionReference: payment.transactionReference!, amountPaid: DUE_NAIRA })
    await webhook(body)
    expect((await stateOf(appointment.id)).paymentReversedAt).toBeInstanceOf(Date)
    expect(await eventOf(body)).toMatchObject({ alert: expect.stringMatching(/flagged for an admin/) })
  })

  it('is an alert when it matches no payment recorded here', async () => {
    const body = reversedEvent(`ALF-${randomUUID()}`, `MNFY|87|${randomUUID()}`)
    await webhook(body)
    expect(await eventOf(body)).toMatchObject({ processedAt: expect.any(Date), alert: expect.stringMatching(/matches no payment recorded here/) })
  })
})
