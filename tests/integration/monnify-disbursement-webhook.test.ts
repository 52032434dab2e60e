import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { findTherapistBalance } from '@/lib/server/ledger/therapist-balances'
import { TRANSFER_REVERSED } from '@/lib/server/payments/monnify/monnify-transfer-answers'
import { monnifyTransferGateway } from '@/lib/server/payments/monnify/monnify-transfers'
import { createAppointment, createPatient, createPayout, createTherapist, lagosHourToUtc } from '../fixtures/factories'
import { disbursementEvent, FAKE_WALLET_ACCOUNT_NUMBER } from '../support/fake-monnify'
import { eventOf, postWebhook, withFakeMonnify } from '../support/monnify-webhook'

// Monnify's disbursement notifications through the webhook route, with real Postgres (the Payout
// trigger's ledger) and the local fake of Monnify's transfer calls. Outside Next, after() has no
// request to wait for, so each notification's work runs before the handler returns.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

const monnify = withFakeMonnify()
const webhook = (rawBody: string) => postWebhook(monnify.fake, rawBody)
const savedWallet = process.env.MONNIFY_WALLET_ACCOUNT_NUMBER

beforeEach(() => {
  process.env.MONNIFY_WALLET_ACCOUNT_NUMBER = FAKE_WALLET_ACCOUNT_NUMBER
  resetConfigForTests()
})
afterEach(() => {
  if (savedWallet === undefined) delete process.env.MONNIFY_WALLET_ACCOUNT_NUMBER
  else process.env.MONNIFY_WALLET_ACCOUNT_NUMBER = savedWallet
  resetConfigForTests()
})

let nextDay = 0
const PAYOUT_KOBO = 1_000_000

/** A therapist with a paid session (₦20,000, long past) and a payout of ₦10,000 sent to Monnify, as the run leaves it. */
async function payoutSent({ status = 'Processing', monnifyStatus = 'PENDING', isSent = true }: { status?: 'Processing' | 'Paid'; monnifyStatus?: string; isSent?: boolean } = {}) {
  const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
  nextDay += 1
  await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: new Date(lagosHourToUtc('2026-02-01', 9).getTime() - nextDay * 86_400_000), amountKobo: 2_000_000 })
  const payout = await createPayout(db, { therapistId: therapist.id, amountKobo: PAYOUT_KOBO, reference: `PO-${randomUUID()}`, provider: 'Monnify', status, attempts: 1 })
  monnify.fake.transfers.settings.statusOnSend = monnifyStatus
  if (isSent) await monnifyTransferGateway().send({ reference: payout.reference, amountKobo: PAYOUT_KOBO, narration: 'Alafia payout', bankCode: '058', accountNumber: '0123456789', accountName: 'TEST THERAPIST' })
  return { therapist, payout }
}

const payoutRow = (id: string) => db.payout.findUniqueOrThrow({ where: { id } })
const balance = async (therapistId: string) => (await findTherapistBalance(db, therapistId, new Date())).balanceKobo
const reversals = (payoutId: string) => db.ledgerTransaction.count({ where: { payoutId, kind: 'PayoutReversal' } })

describe('SUCCESSFUL_DISBURSEMENT', () => {
  it('marks the payout Paid when Monnify’s summary says SUCCESS, once however often it is sent', async () => {
    const { payout } = await payoutSent()
    monnify.fake.transfers.controls.setTransferStatus(payout.reference, 'SUCCESS')
    const body = disbursementEvent({ eventType: 'SUCCESSFUL_DISBURSEMENT', reference: payout.reference })

    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(body)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200))
    const paid = await payoutRow(payout.id)
    expect(paid).toMatchObject({ status: 'Paid', completedAt: expect.any(Date), providerReference: monnify.fake.transfers.controls.transfer(payout.reference)!.transactionReference })
    expect(await eventOf(body)).toMatchObject({ processedAt: expect.any(Date), alert: null })
  })

  it('does not trust the notification: a transfer Monnify still reports PENDING stays Processing and is asked again', async () => {
    const { payout } = await payoutSent()
    const body = disbursementEvent({ eventType: 'SUCCESSFUL_DISBURSEMENT', reference: payout.reference })
    expect((await webhook(body)).status).toBe(200)
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'Processing', completedAt: null })
    expect(await eventOf(body)).toMatchObject({ processedAt: null, lastError: expect.stringMatching(/does not report it finished/) })
  })

  it('a notification claiming success for a transfer Monnify reports FAILED fails the payout and gives the money back', async () => {
    const { therapist, payout } = await payoutSent()
    const before = await balance(therapist.id)
    monnify.fake.transfers.controls.setTransferStatus(payout.reference, 'FAILED', 'Beneficiary account is dormant')
    await webhook(disbursementEvent({ eventType: 'SUCCESSFUL_DISBURSEMENT', reference: payout.reference }))
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'Failed', failureReason: 'Beneficiary account is dormant' })
    expect(await balance(therapist.id)).toBe(before + PAYOUT_KOBO)
  })
})

describe('FAILED_DISBURSEMENT', () => {
  it('fails the payout with Monnify’s words; the ledger reverses it once', async () => {
    const { therapist, payout } = await payoutSent()
    const before = await balance(therapist.id)
    monnify.fake.transfers.controls.setTransferStatus(payout.reference, 'FAILED')
    const body = disbursementEvent({ eventType: 'FAILED_DISBURSEMENT', reference: payout.reference })
    await webhook(body)
    await webhook(disbursementEvent({ eventType: 'FAILED_DISBURSEMENT', reference: payout.reference, amount: 5001 }))

    expect(await payoutRow(payout.id)).toMatchObject({ status: 'Failed', failureReason: 'Transaction failed' })
    expect(await reversals(payout.id)).toBe(1)
    expect(await balance(therapist.id)).toBe(before + PAYOUT_KOBO)
    expect(await eventOf(body)).toMatchObject({ processedAt: expect.any(Date), alert: null })
  })
})

describe('REVERSED_DISBURSEMENT', () => {
  it('makes a paid payout Failed ("The bank reversed the transfer"), gives the money back and alerts an admin', async () => {
    const { therapist, payout } = await payoutSent({ status: 'Paid', monnifyStatus: 'SUCCESS' })
    const before = await balance(therapist.id)
    monnify.fake.transfers.controls.setTransferStatus(payout.reference, 'REVERSED')
    const body = disbursementEvent({ eventType: 'REVERSED_DISBURSEMENT', reference: payout.reference })
    await webhook(body)

    expect(await payoutRow(payout.id)).toMatchObject({ status: 'Failed', failureReason: TRANSFER_REVERSED })
    expect(await balance(therapist.id)).toBe(before + PAYOUT_KOBO)
    expect(await eventOf(body)).toMatchObject({ processedAt: expect.any(Date), alert: expect.stringMatching(/had been paid.*reversed/) })
  })

  it('is a reversal even while Monnify’s summary has not caught up', async () => {
    const { payout } = await payoutSent({ status: 'Paid', monnifyStatus: 'SUCCESS' })
    await webhook(disbursementEvent({ eventType: 'REVERSED_DISBURSEMENT', reference: payout.reference }))
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'Failed', failureReason: TRANSFER_REVERSED })
    expect(await reversals(payout.id)).toBe(1)
  })
})

describe('notifications this service did not send', () => {
  it('are acknowledged and logged when the reference is no payout here, without asking Monnify', async () => {
    const reference = `MANUAL-${randomUUID()}`
    const body = disbursementEvent({ eventType: 'SUCCESSFUL_DISBURSEMENT', reference })
    expect((await webhook(body)).status).toBe(200)
    expect(await eventOf(body)).toMatchObject({ processedAt: expect.any(Date), alert: null })
    expect(monnify.fake.requests.filter((request) => request.path.includes('/disbursements/'))).toEqual([])
  })

  it('wait for Monnify when its summary does not know a payout’s transfer yet', async () => {
    const { payout } = await payoutSent({ isSent: false })
    const body = disbursementEvent({ eventType: 'SUCCESSFUL_DISBURSEMENT', reference: payout.reference })
    expect((await webhook(body)).status).toBe(200)
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'Processing' })
    expect(await eventOf(body)).toMatchObject({ processedAt: null, lastError: expect.stringMatching(/does not know it yet/) })
  })
})
