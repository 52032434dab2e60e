import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/lib/server/db'
import { MonnifyClient } from '@/lib/server/payments/monnify/monnify-client'
import { monnifyRefundGateway } from '@/lib/server/payments/monnify/monnify-refunds'
import { processRefund } from '@/lib/server/refunds/process-refund'
import { newRefundReference, recordRefund } from '@/lib/server/refunds/record-refund'
import { createAppointment, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'
import { startFakeMonnify, type FakeMonnify } from '../support/fake-monnify'

// The refund domain (record, send, outcome, emails) with the Monnify gateway, against real Postgres
// and the local fake of Monnify's API. Each test works on its own refund only.

let fake: FakeMonnify
beforeAll(async () => {
  fake = await startFakeMonnify()
})
afterAll(() => fake.close())
beforeEach(() => fake.reset())

const gateway = () => monnifyRefundGateway(new MonnifyClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, secretKey: fake.secretKey, contractCode: '1234567890' }))

/** A ₦40,000 session paid through Monnify (how: `paymentMethod`), and Monnify's record of the payment. */
async function paidSession(paymentMethod = 'CARD') {
  const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
  const transactionReference = `MNFY|87|${Date.now()}|${randomUUID().slice(0, 8)}`
  const appointment = await createAppointment(db, {
    patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-06-10', 9), durationHours: 2, provider: 'Monnify',
    paymentReference: `ALF-${Date.now()}-${randomUUID().slice(0, 16)}`, transactionReference,
  })
  const payment = await db.payment.update({ where: { id: appointment.payments[0]!.id }, data: { paymentMethod } })
  fake.setTransaction(payment.paymentReference, { paymentStatus: 'PAID', amountPaid: '40000.00', transactionReference, paymentMethod })
  return { patient, appointment, payment }
}

async function requestedRefund(destination?: { destinationAccountNumber: string; destinationBankCode: string; destinationAccountName: string }) {
  const session = await paidSession()
  const refund = await db.refund.create({
    data: { paymentId: session.payment.id, appointmentId: session.appointment.id, reference: newRefundReference(), amountKobo: 3_000_050, reason: 'TherapistCancelled', provider: 'Monnify', ...destination },
  })
  return { ...session, refund }
}

const refundRow = (id: string) => db.refund.findUniqueOrThrow({ where: { id } })

describe('a refund sent through Monnify', () => {
  it('sends the payment’s transactionReference and the amount in naira, and waits while Monnify processes it', async () => {
    const { payment, refund } = await requestedRefund()
    await processRefund(refund.id, gateway())
    expect(fake.refundRequests).toEqual([
      { transactionReference: payment.transactionReference, refundReference: refund.reference, refundAmount: 30000.5, refundReason: 'Session cancelled by the therapist', customerNote: 'Alafia refund' },
    ])
    expect(await refundRow(refund.id)).toMatchObject({ status: 'Processing', attempts: 1 })
  })

  it('names the account a transfer is refunded to', async () => {
    const { refund } = await requestedRefund({ destinationAccountNumber: '0123456789', destinationBankCode: '058', destinationAccountName: 'Ada Obi' })
    await processRefund(refund.id, gateway())
    expect(fake.refundRequests[0]).toMatchObject({ destinationAccountNumber: '0123456789', destinationAccountBankCode: '058' })
  })

  it('is Completed, and the patient told, when Monnify completes it at once', async () => {
    fake.refundStatusOnInitiate = 'COMPLETED'
    const { patient, refund } = await requestedRefund()
    await processRefund(refund.id, gateway())
    expect(await refundRow(refund.id)).toMatchObject({ status: 'Completed', completedAt: expect.any(Date) })
    expect(await db.emailOutbox.count({ where: { to: patient.email, subject: { startsWith: 'Your refund of' } } })).toBe(1)
  })

  it('is Failed at once, with Monnify’s words, when Monnify refuses it', async () => {
    fake.refuseRefunds = { status: 400, message: 'Refund is not enabled for this merchant' }
    const { refund } = await requestedRefund()
    await processRefund(refund.id, gateway())
    expect(await refundRow(refund.id)).toMatchObject({ status: 'Failed', lastError: expect.stringContaining('Refund is not enabled for this merchant') })
    expect(await db.emailOutbox.count({ where: { subject: `Refund failed: ${refund.reference}` } })).toBe(1)
  })

  it('goes back to Requested when Monnify is down, and is sent again under the same reference', async () => {
    const { refund } = await requestedRefund()
    fake.refundsMode = 'error'
    await processRefund(refund.id, gateway())
    expect(await refundRow(refund.id)).toMatchObject({ status: 'Requested', attempts: 1, lastError: expect.stringMatching(/HTTP 500/) })

    fake.refundsMode = 'normal'
    await processRefund(refund.id, gateway())
    expect(await refundRow(refund.id)).toMatchObject({ status: 'Processing', attempts: 2 })
    expect(fake.refundRequests.map((body) => body.refundReference)).toEqual([refund.reference, refund.reference])
  })
})

describe('recording a refund with the Monnify gateway', () => {
  it('waits for an account when the payment was a bank transfer, and not for a card', async () => {
    for (const [paymentMethod, status] of [['ACCOUNT_TRANSFER', 'AwaitingAccount'], ['CARD', 'Requested']] as const) {
      const { payment } = await paidSession(paymentMethod)
      const recorded = await db.$transaction((tx) => recordRefund(tx, { paymentId: payment.id, amountKobo: 4_000_000, reason: 'PatientCancelled', gateway: gateway() }))
      expect(recorded.status).toBe(status)
    }
  })
})
