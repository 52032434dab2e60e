import { createHash, randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { POST } from '@/app/api/webhooks/monnify/route'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { LEFT_TO_WEBHOOK_MS } from '@/lib/server/payments/drain-provider-events'
import { createAppointment, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'
import { monnifySettings, signMonnifyWebhook, startFakeMonnify, type FakeMonnify, type FakeTransaction } from './fake-monnify'

/*
 * What the Monnify webhook tests share: a fake Monnify the server is pointed at (its settings set
 * before each test and put back after), the route handler called with a real request, and the
 * recorded event of a body. The test files mock next/server themselves (vi.mock is per file).
 */

const SETTINGS = ['MONNIFY_API_KEY', 'MONNIFY_SECRET_KEY', 'MONNIFY_CONTRACT_CODE', 'MONNIFY_BASE_URL', 'MONNIFY_WEBHOOK_IPS', 'RESEND_API_KEY'] as const
export const DAY = '2031-05-06'
/** Two hours at ₦20,000 an hour (the factory's default fee). */
export const DUE_NAIRA = 40_000

/** Hashes of the bodies this file posted: what a test leaves unhandled is closed after it. */
const posted: string[] = []
const hashOf = (rawBody: string) => createHash('sha256').update(rawBody, 'utf8').digest('hex')

/**
 * A fake Monnify for this file. `closeLeftovers`: for the file whose tests drain events. An earlier run
 * stopped half way may have left events waiting, which its drains would pick up first; they are
 * closed before its tests (fresh events, another file's being handled right now, are left alone).
 */
export function withFakeMonnify({ closeLeftovers = false } = {}): { readonly fake: FakeMonnify } {
  const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]))
  const holder = {} as { fake: FakeMonnify }
  beforeAll(async () => {
    holder.fake = await startFakeMonnify()
    if (!closeLeftovers) return
    await db.providerEvent.updateMany({
      where: { processedAt: null, receivedAt: { lt: new Date(Date.now() - LEFT_TO_WEBHOOK_MS) } },
      data: { processedAt: new Date(), alert: 'Left unhandled by an earlier test run' },
    })
  })
  afterAll(() => holder.fake.close())
  beforeEach(() => {
    holder.fake.reset()
    Object.assign(process.env, monnifySettings(holder.fake))
    delete process.env.RESEND_API_KEY
    delete process.env.MONNIFY_WEBHOOK_IPS
    resetConfigForTests()
  })
  afterEach(async () => {
    // Events a test left waiting (a payment never reported paid) would otherwise be picked up by
    // later drains, in this run or the next, and make their counts depend on history.
    await db.providerEvent.updateMany({ where: { bodyHash: { in: posted.splice(0) }, processedAt: null }, data: { processedAt: new Date(), alert: 'Left unhandled by a test' } })
    for (const name of SETTINGS) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
    resetConfigForTests()
  })
  return holder
}

/** A patient's unpaid hold on 10:00–12:00 with a fresh therapist, as Make Payment leaves it. */
export async function heldBooking() {
  const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
  const hold = await createAppointment(db, {
    patientId: patient.id,
    therapistId: therapist.id,
    startsAt: lagosHourToUtc(DAY, 10),
    durationHours: 2,
    status: 'Pending',
    paymentReference: `ALF-${Date.now()}-${randomUUID().slice(0, 16)}`,
  })
  return { therapist, patient, hold }
}

/** What Monnify's own transaction query will say about the reference; returns the transactionReference. */
export function monnifySays(fake: FakeMonnify, paymentReference: string, transaction: Partial<FakeTransaction> = {}): string {
  return fake.setTransaction(paymentReference, { paymentStatus: 'PAID', amountPaid: `${DUE_NAIRA}.00`, transactionReference: `MNFY|87|${randomUUID()}`, ...transaction })
}

export function postWebhook(fake: FakeMonnify, rawBody: string, { signature = signMonnifyWebhook(rawBody, fake.secretKey), from }: { signature?: string | null; from?: string } = {}) {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (signature !== null) headers.set('monnify-signature', signature)
  if (from) headers.set('x-forwarded-for', from)
  posted.push(hashOf(rawBody))
  return POST(new NextRequest('http://localhost:3000/api/webhooks/monnify', { method: 'POST', body: rawBody, headers }))
}

/** The ProviderEvent row a body was recorded as, or null. */
export function eventOf(rawBody: string) {
  return db.providerEvent.findUnique({ where: { bodyHash: hashOf(rawBody) } })
}

/** As if the event had arrived two minutes ago: old enough for the drain (which leaves fresh ones to the webhook). */
export async function ageEvent(rawBody: string): Promise<void> {
  await db.providerEvent.update({ where: { bodyHash: hashOf(rawBody) }, data: { receivedAt: new Date(Date.now() - 2 * 60_000) } })
}

export async function stateOf(appointmentId: string) {
  const appointment = await db.appointment.findUniqueOrThrow({ where: { id: appointmentId }, include: { payments: true, slots: true } })
  return {
    status: appointment.status,
    payments: appointment.payments,
    slots: appointment.slots.length,
    videoLink: appointment.videoLink,
    transactionReference: appointment.transactionReference,
    paymentReversedAt: appointment.paymentReversedAt,
  }
}

export const UNCHANGED = { status: 'Pending', payments: [], slots: 2, videoLink: null, transactionReference: null } as const
