import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { GET } from '@/app/api/v1/admin/payouts/route'
import { POST } from '@/app/api/v1/admin/payouts/run/route'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { findTherapistBalance } from '@/lib/server/ledger/therapist-balances'
import { drainPayouts } from '@/lib/server/payouts/drain-payouts'
import { listPayoutRuns } from '@/lib/server/payouts/list-payout-runs'
import { runPayouts } from '@/lib/server/payouts/run-payouts'
import { runScheduledPayouts } from '@/lib/server/payouts/scheduled-payouts'
import { TransferGatewayError, type TransferGateway, type TransferOutcome, type TransferRequest } from '@/lib/server/payouts/transfer-gateway'
import { lagosInstant } from '@/lib/time'
import { createAdmin, createAppointment, createManager, createPatient, createRefund, createTherapist } from '../fixtures/factories'

// Payout runs against the real database and its ledger triggers; the provider is a small stand-in
// passed by parameter (the Monnify client has its own tests against a local fake).

const request = vi.hoisted(() => ({ authorization: null as string | null }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.authorization ? { authorization: request.authorization } : {}),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

const HOUR_MS = 3_600_000
const thisHour = () => Math.floor(Date.now() / HOUR_MS) * HOUR_MS

type Stub = { gateway: TransferGateway; sent: TransferRequest[]; asked: string[] }

/**
 * A provider that pays at once unless told otherwise. It knows only the references it was sent, so
 * a drain in this file never touches another test file's transfers (it throws for those).
 */
function stubGateway({ send, status }: { send?: (request: TransferRequest) => Promise<TransferOutcome>; status?: (reference: string) => Promise<TransferOutcome | 'unknown'> } = {}): Stub {
  const sent: TransferRequest[] = []
  const asked: string[] = []
  const ours = new Set<string>()
  const gateway: TransferGateway = {
    provider: 'Sandbox',
    async send(request) {
      sent.push(request)
      ours.add(request.reference)
      return send ? send(request) : { status: 'Paid', message: null, providerReference: `BANK-${request.reference}` }
    },
    async status(reference) {
      if (!ours.has(reference) && !status) throw new Error('not a transfer of this test')
      asked.push(reference)
      return status ? status(reference) : 'unknown'
    },
    async accountName(_account, holder) {
      return holder
    },
    async banks() {
      return []
    },
  }
  return { gateway, sent, asked }
}

/** A therapist with a paid one-hour session that ended `endedHoursAgo` hours before `at` (share 85 %). */
async function therapistWithSession(amountKobo: number, { endedHoursAgo = 72, at = thisHour() }: { endedHoursAgo?: number; at?: number } = {}) {
  const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
  const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: new Date(at - (endedHoursAgo + 1) * HOUR_MS), amountKobo })
  return { therapist, patient, appointment }
}

async function addSession(therapistId: string, amountKobo: number, endedHoursAgo: number) {
  const patient = await createPatient(db)
  return createAppointment(db, { patientId: patient.id, therapistId, startsAt: new Date(thisHour() - (endedHoursAgo + 1) * HOUR_MS), amountKobo })
}

async function giveAccount(therapistId: string, changedAt: Date | null = null) {
  return db.payoutAccount.create({ data: { therapistId, bankCode: '058', bankName: 'Guaranty Trust Bank', accountNumber: '0123456789', accountName: 'ADA OKAFOR', changedAt } })
}

const payoutsOf = (therapistId: string) => db.payout.findMany({ where: { therapistId }, orderBy: { createdAt: 'asc' } })
const transferTo = (run: { transfers: { therapistId: string }[] }, therapistId: string) => run.transfers.filter((transfer) => transfer.therapistId === therapistId)
const skipOf = (run: { skipped: { therapistId: string }[] }, therapistId: string) => run.skipped.find((skip) => skip.therapistId === therapistId)

describe('a payout run', () => {
  it('pays exactly the payable balance: not sessions still within 48 hours, not one with an open absence report', async () => {
    const { therapist } = await therapistWithSession(2_000_000)
    await addSession(therapist.id, 1_000_000, 10)
    const disputed = await addSession(therapist.id, 3_000_000, 96)
    await db.absenceReport.create({ data: { appointmentId: disputed.id } })
    await giveAccount(therapist.id)
    const stub = stubGateway()

    const run = await runPayouts({ trigger: 'Admin', gateway: stub.gateway })

    expect(transferTo(run, therapist.id)).toEqual([expect.objectContaining({ amountKobo: 1_700_000, status: 'Paid' })])
    const [payout] = await payoutsOf(therapist.id)
    expect(payout).toMatchObject({ amountKobo: 1_700_000, status: 'Paid', providerReference: `BANK-${payout!.reference}`, bankCode: '058', accountNumber: '0123456789', accountName: 'ADA OKAFOR', provider: 'Sandbox', attempts: 1 })
    expect(payout!.reference).toMatch(/^PO-\d{13}-[0-9a-f]{12}$/)
    expect(stub.sent.filter((request) => request.reference === payout!.reference)).toEqual([
      { reference: payout!.reference, amountKobo: 1_700_000, narration: 'Alafia payout', bankCode: '058', accountNumber: '0123456789', accountName: 'ADA OKAFOR' },
    ])
    expect(await findTherapistBalance(db, therapist.id)).toMatchObject({ payableKobo: 0, pendingKobo: 850_000 + 2_550_000, paidOutKobo: 1_700_000 })
    expect((await db.payoutRun.findUniqueOrThrow({ where: { id: run.runId } })).finishedAt).not.toBeNull()
  })

  it('respects the minimum, the 24-hour hold after an account change and a missing account', async () => {
    const below = await therapistWithSession(100_000) // ₦850 payable, under ₦1,000
    const noAccount = await therapistWithSession(2_000_000)
    const held = await therapistWithSession(2_000_000)
    const heldLongAgo = await therapistWithSession(2_000_000)
    const changedAt = new Date(Date.now() - HOUR_MS)
    await Promise.all([giveAccount(below.therapist.id), giveAccount(held.therapist.id, changedAt), giveAccount(heldLongAgo.therapist.id, new Date(Date.now() - 25 * HOUR_MS))])

    const run = await runPayouts({ trigger: 'Admin', gateway: stubGateway().gateway })

    expect(skipOf(run, below.therapist.id)).toEqual({ therapistId: below.therapist.id, payableKobo: 85_000, reason: 'BelowMinimum', heldUntil: null })
    expect(skipOf(run, noAccount.therapist.id)).toMatchObject({ payableKobo: 1_700_000, reason: 'NoAccount' })
    expect(skipOf(run, held.therapist.id)).toMatchObject({ reason: 'AccountHeld', heldUntil: new Date(changedAt.getTime() + 24 * HOUR_MS) })
    expect(transferTo(run, heldLongAgo.therapist.id)).toEqual([expect.objectContaining({ amountKobo: 1_700_000, status: 'Paid' })])
    for (const { therapist } of [below, noAccount, held]) expect(await payoutsOf(therapist.id)).toEqual([])
  })

  it('run twice pays nobody twice', async () => {
    const { therapist } = await therapistWithSession(2_000_000)
    await giveAccount(therapist.id)
    const first = await runPayouts({ trigger: 'Admin', gateway: stubGateway().gateway })
    const second = await runPayouts({ trigger: 'Admin', gateway: stubGateway().gateway })
    expect(transferTo(first, therapist.id)).toHaveLength(1)
    expect(transferTo(second, therapist.id)).toEqual([])
    expect(await payoutsOf(therapist.id)).toHaveLength(1)
  })

  it('run twice at once pays once: the second waits for the therapist’s lock and finds nothing payable', async () => {
    const owed = await Promise.all([therapistWithSession(2_000_000), therapistWithSession(3_000_000), therapistWithSession(4_000_000)])
    await Promise.all(owed.map(({ therapist }) => giveAccount(therapist.id)))
    const stub = stubGateway()
    const runs = await Promise.all([runPayouts({ trigger: 'Admin', gateway: stub.gateway }), runPayouts({ trigger: 'Admin', gateway: stub.gateway })])
    for (const { therapist, appointment } of owed) {
      const payouts = await payoutsOf(therapist.id)
      expect(payouts).toHaveLength(1)
      expect(payouts[0]!.amountKobo).toBe(appointment.amountKobo * 0.85)
      expect(runs.flatMap((run) => transferTo(run, therapist.id))).toHaveLength(1)
      // The other run found nothing payable (under the lock), rather than being refused by the database.
      // (or, when it looked after the first had paid, did not count them as owed at all).
      expect(runs.flatMap((run) => run.skipped.filter((skip) => skip.therapistId === therapist.id).map((skip) => skip.reason))).not.toContain('NotPrepared')
      expect(stub.sent.filter((request) => request.reference === payouts[0]!.reference)).toHaveLength(1)
      expect((await findTherapistBalance(db, therapist.id)).balanceKobo).toBe(0)
    }
  })

  it('a refund after a payout leaves a negative balance that the next payout deducts', async () => {
    const { therapist, appointment } = await therapistWithSession(2_000_000)
    await giveAccount(therapist.id)
    await runPayouts({ trigger: 'Admin', gateway: stubGateway().gateway })
    await createRefund(db, { appointmentId: appointment.id, amountKobo: 2_000_000 })
    expect(await findTherapistBalance(db, therapist.id)).toMatchObject({ balanceKobo: -1_700_000, payableKobo: -1_700_000 })

    const nothing = await runPayouts({ trigger: 'Admin', gateway: stubGateway().gateway })
    expect(transferTo(nothing, therapist.id)).toEqual([])

    await addSession(therapist.id, 4_000_000, 60)
    const next = await runPayouts({ trigger: 'Admin', gateway: stubGateway().gateway })
    expect(transferTo(next, therapist.id)).toEqual([expect.objectContaining({ amountKobo: 3_400_000 - 1_700_000, status: 'Paid' })])
    expect((await findTherapistBalance(db, therapist.id)).balanceKobo).toBe(0)
  })

  it('a transfer that fails is reversed in the ledger and shown with its reason', async () => {
    const { therapist } = await therapistWithSession(2_000_000)
    await giveAccount(therapist.id)
    const stub = stubGateway({ send: async () => ({ status: 'Failed', message: 'Beneficiary account is dormant', providerReference: 'MFDS-1' }) })
    const run = await runPayouts({ trigger: 'Admin', gateway: stub.gateway })

    expect(transferTo(run, therapist.id)).toEqual([expect.objectContaining({ status: 'Failed' })])
    const [payout] = await payoutsOf(therapist.id)
    const ledger = await db.ledgerTransaction.findMany({ where: { payoutId: payout!.id }, select: { kind: true } })
    expect(ledger.map((transaction) => transaction.kind).sort()).toEqual(['Payout', 'PayoutReversal'])
    expect(await findTherapistBalance(db, therapist.id)).toMatchObject({ balanceKobo: 1_700_000, payableKobo: 1_700_000, paidOutKobo: 0 })

    const shown = (await listPayoutRuns({ role: 'Admin' })).find((row) => row._id === run.runId)
    expect(shown?.transfers.find((transfer) => transfer._id === payout!.id)).toMatchObject({
      status: 'Failed', failureReason: 'Beneficiary account is dormant', amount: 17_000, bankName: 'Guaranty Trust Bank', accountNumber: '••••••6789', providerReference: 'MFDS-1',
    })
    // The money is back: the next run pays it.
    const retry = await runPayouts({ trigger: 'Admin', gateway: stubGateway().gateway })
    expect(transferTo(retry, therapist.id)).toEqual([expect.objectContaining({ amountKobo: 1_700_000, status: 'Paid' })])
  })

  it('a final refusal by the provider fails the transfer; one it could not be asked about stays Pending for the drain', async () => {
    const refused = await therapistWithSession(2_000_000)
    const unreachable = await therapistWithSession(2_000_000)
    await Promise.all([giveAccount(refused.therapist.id), giveAccount(unreachable.therapist.id)])
    const stub = stubGateway({
      send: async (request) => {
        const payout = await db.payout.findUniqueOrThrow({ where: { reference: request.reference } })
        if (payout.therapistId === refused.therapist.id) throw new TransferGatewayError('Invalid destination account', true)
        throw new TransferGatewayError('connect ETIMEDOUT', false)
      },
    })
    await runPayouts({ trigger: 'Admin', gateway: stub.gateway })
    expect(await payoutsOf(refused.therapist.id)).toEqual([expect.objectContaining({ status: 'Failed', failureReason: 'Invalid destination account' })])
    expect(await payoutsOf(unreachable.therapist.id)).toEqual([expect.objectContaining({ status: 'Pending', attempts: 1 })])
    expect((await findTherapistBalance(db, unreachable.therapist.id)).balanceKobo).toBe(0)
  })

  it('records an admin’s run in the audit log: counts and the total, no bank details', async () => {
    const admin = await createAdmin(db)
    const { therapist } = await therapistWithSession(2_000_000)
    await giveAccount(therapist.id)
    const run = await runPayouts({ trigger: 'Admin', startedById: admin.id, gateway: stubGateway().gateway })
    const entry = await db.auditLog.findFirstOrThrow({ where: { action: 'payouts.run', targetId: run.runId } })
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'PayoutRun' })
    expect(entry.details).toMatchObject({ transfers: run.transfers.length, paid: run.transfers.filter((transfer) => transfer.status === 'Paid').length })
    expect(JSON.stringify(entry.details)).not.toContain('0123456789')
  })
})

describe('the payouts drain', () => {
  it('sends an unanswered Pending transfer again with the same reference, and asks only after a few minutes', async () => {
    const { therapist } = await therapistWithSession(2_000_000)
    await giveAccount(therapist.id)
    const down = stubGateway({ send: async () => { throw new TransferGatewayError('socket hang up') } })
    await runPayouts({ trigger: 'Admin', gateway: down.gateway })
    const [pending] = await payoutsOf(therapist.id)
    expect(pending).toMatchObject({ status: 'Pending', attempts: 1 })

    const up = stubGateway({ status: async () => 'unknown' })
    await drainPayouts({ gateway: up.gateway, limit: 10_000 })
    expect(up.sent.filter((request) => request.reference === pending!.reference)).toEqual([])

    const later = new Date(Date.now() + 10 * 60_000)
    const [first, second] = await Promise.all([drainPayouts({ now: later, gateway: up.gateway, limit: 10_000 }), drainPayouts({ now: later, gateway: up.gateway, limit: 10_000 })])
    expect(first.resent + second.resent).toBeGreaterThanOrEqual(1)
    expect(up.sent.filter((request) => request.reference === pending!.reference)).toEqual([expect.objectContaining({ reference: pending!.reference, amountKobo: 1_700_000 })])
    expect(await payoutsOf(therapist.id)).toEqual([expect.objectContaining({ status: 'Paid', attempts: 2, reference: pending!.reference })])
  })

  it('polls a Processing transfer and applies what the provider says', async () => {
    const { therapist } = await therapistWithSession(2_000_000)
    await giveAccount(therapist.id)
    const accepted = stubGateway({ send: async () => ({ status: 'Processing', message: null, providerReference: 'MFDS-PROC' }) })
    await runPayouts({ trigger: 'Admin', gateway: accepted.gateway })
    const [processing] = await payoutsOf(therapist.id)
    expect(processing).toMatchObject({ status: 'Processing', providerReference: 'MFDS-PROC' })

    const poll = stubGateway({ status: async (reference) => (reference === processing!.reference ? { status: 'Paid', message: null, providerReference: 'MFDS-PROC' } : Promise.reject(new Error('not ours'))) })
    await drainPayouts({ now: new Date(Date.now() + 10 * 60_000), gateway: poll.gateway, limit: 10_000 })
    expect(poll.asked).toContain(processing!.reference)
    expect(poll.sent).toEqual([])
    expect(await payoutsOf(therapist.id)).toEqual([expect.objectContaining({ status: 'Paid', completedAt: expect.any(Date) })])
  })
})

describe('the scheduled run', () => {
  /** A payout day long ago that no earlier test run has used (the run of a day is unique). */
  async function unusedDay(kind: 'mid' | 'last'): Promise<string> {
    for (;;) {
      const year = 1971 + Math.floor(Math.random() * 49)
      const month = 1 + Math.floor(Math.random() * 12)
      const day = kind === 'mid' ? 15 : new Date(Date.UTC(year, month, 0)).getUTCDate()
      const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
      if (!(await db.payoutRun.findUnique({ where: { scheduledOn: date } }))) return date
    }
  }

  it('runs once on the 15th however often it is called, and pays nobody the second time', async () => {
    const day = await unusedDay('mid')
    const now = lagosInstant(day, 9)
    const { therapist } = await therapistWithSession(2_000_000, { at: now.getTime() })
    await giveAccount(therapist.id)
    const stub = stubGateway()

    const first = await runScheduledPayouts({ now, gateway: stub.gateway })
    expect(first.run).toMatchObject({ isNew: true, transfers: 1, amount: 17_000 })
    const again = await Promise.all([runScheduledPayouts({ now, gateway: stub.gateway }), runScheduledPayouts({ now: new Date(now.getTime() + 5 * HOUR_MS), gateway: stub.gateway })])
    for (const call of again) expect(call.run).toMatchObject({ runId: first.run!.runId, isNew: false })
    expect(await db.payoutRun.count({ where: { scheduledOn: day } })).toBe(1)
    expect(await payoutsOf(therapist.id)).toHaveLength(1)
    expect(stub.sent).toHaveLength(1)
    expect(await db.payoutRun.findUniqueOrThrow({ where: { scheduledOn: day } })).toMatchObject({ trigger: 'Schedule', startedById: null })
  })

  it('runs on the last day of the month and on no other day', async () => {
    const last = await unusedDay('last')
    expect((await runScheduledPayouts({ now: lagosInstant(last, 23), gateway: stubGateway().gateway })).run).toMatchObject({ isNew: true })
    expect(await db.payoutRun.count({ where: { scheduledOn: last } })).toBe(1)
    for (const other of ['2019-03-14', '2019-03-16', '2019-02-27', '2020-02-28']) {
      expect((await runScheduledPayouts({ now: lagosInstant(other, 12), gateway: stubGateway().gateway })).run).toBeNull()
      expect(await db.payoutRun.count({ where: { scheduledOn: other } })).toBe(0)
    }
  })
})

describe('POST /api/v1/admin/payouts/run and GET /api/v1/admin/payouts', () => {
  const context = { params: Promise.resolve({}) }
  const as = (token: string | null) => {
    request.authorization = token ? `Bearer ${token}` : null
    return request.authorization ? { authorization: request.authorization } : undefined
  }
  const post = (token: string | null) => POST(new NextRequest('http://localhost/api/v1/admin/payouts/run', { method: 'POST', headers: as(token) }), context)
  const get = (token: string | null) => GET(new NextRequest('http://localhost/api/v1/admin/payouts', { headers: as(token) }), context)

  it('answers 401 without a session and 403 to a manager, a therapist or a patient; nothing runs', async () => {
    expect((await post(null)).status).toBe(401)
    const others = [await createManager(db), await createPatient(db), await createTherapist(db)]
    for (const user of others) expect((await post(await createSessionToken(user))).status).toBe(403)
    expect(await db.payoutRun.count({ where: { startedById: { in: others.map((user) => user.id) } } })).toBe(0)
    expect((await get(null)).status).toBe(401)
    expect((await get(await createSessionToken(await createPatient(db)))).status).toBe(403)
  })

  it('lets an admin run payouts (sandbox) and admins and managers read the runs with their transfers', async () => {
    const { therapist } = await therapistWithSession(2_000_000)
    await giveAccount(therapist.id)
    const admin = await createAdmin(db)
    const response = await post(await createSessionToken(admin))
    expect(response.status).toBe(200)
    const body = (await response.json()) as { message: string; data: { runId: string; transfers: { therapistId: string; amount: number; reference: string; status: string }[] } }
    const mine = body.data.transfers.filter((transfer) => transfer.therapistId === therapist.id)
    expect(mine).toEqual([{ therapistId: therapist.id, amount: 17_000, reference: expect.stringMatching(/^PO-/), status: 'Paid' }])
    expect(body.message).toMatch(/paid/)

    const list = await get(await createSessionToken(await createManager(db)))
    expect(list.status).toBe(200)
    const runs = ((await list.json()) as { data: { _id: string; startedBy: { _id: string } | null; transfers: Record<string, unknown>[] }[] }).data
    const run = runs.find((row) => row._id === body.data.runId)
    expect(run?.startedBy?._id).toBe(admin.id)
    expect(run?.transfers.find((transfer) => (transfer.therapist as { _id: string })._id === therapist.id)).toMatchObject({
      therapist: { _id: therapist.id, fullName: therapist.fullName }, amount: 17_000, reference: mine[0]!.reference, status: 'Paid', failureReason: null,
      bankName: 'Guaranty Trust Bank', accountNumber: '••••••6789', providerReference: `SANDBOX-${mine[0]!.reference}`,
    })
    expect(JSON.stringify(runs)).not.toContain('0123456789')
  })
})
