import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { db } from '@/lib/server/db'
import { findTherapistBalance } from '@/lib/server/ledger/therapist-balances'
import { createAppointment, createPatient, createPayout, createRefund, createTherapist, lagosHourToUtc, type Db } from '../fixtures/factories'

// The ledger's rules live in PostgreSQL (migration 20261228090000_ledger_and_payouts, decision 035):
// these tests write payments, refunds and payouts the way the app does and read the entries back.

const HOUR_MS = 3_600_000
let nextDay = 0
/** A different past hour for each session, so no two of a therapist's sessions share a slot. */
function pastHour(): Date {
  nextDay += 1
  return new Date(lagosHourToUtc('2026-01-05', 9).getTime() - nextDay * 24 * HOUR_MS)
}

type Entry = { account: string; therapistId: string | null; amountKobo: number }

async function entriesOf(where: { paymentId?: string; refundId?: string; payoutId?: string }, kind: string): Promise<Entry[]> {
  const transaction = await db.ledgerTransaction.findFirstOrThrow({ where: { ...where, kind: kind as never }, select: { entries: { select: { account: true, therapistId: true, amountKobo: true } } } })
  return transaction.entries.sort((a, b) => a.account.localeCompare(b.account))
}

async function paidSession(client: Db, therapistId: string, amountKobo: number) {
  const patient = await createPatient(client)
  const appointment = await createAppointment(client, { patientId: patient.id, therapistId, startsAt: pastHour(), amountKobo })
  return { appointment, payment: appointment.payments[0]! }
}

/** A paid session whose payment froze the given commission, as paymentRow does with the setting. */
async function paidSessionAt(client: Db, therapistId: string, amountKobo: number, commissionPercent: number) {
  const patient = await createPatient(client)
  const appointment = await createAppointment(client, { patientId: patient.id, therapistId, startsAt: pastHour(), amountKobo, status: 'Pending' })
  const payment = await client.payment.create({
    data: { appointmentId: appointment.id, provider: 'Sandbox', paymentReference: appointment.paymentReference, amountKobo, commissionPercent, status: 'Paid', paidAt: new Date() },
  })
  await client.appointment.update({ where: { id: appointment.id }, data: { status: 'Paid', holdExpiresAt: null } })
  return { appointment, payment }
}

const payOut = (client: Db, therapistId: string, amountKobo: number) => createPayout(client, { therapistId, amountKobo })

const sumOf = (entries: Entry[]) => entries.reduce((total, entry) => total + entry.amountKobo, 0)

describe('a confirmed payment', () => {
  it('is split into the therapist’s share and Alafia’s 15 % commission, out of the wallet', async () => {
    const therapist = await createTherapist(db)
    const { payment } = await paidSession(db, therapist.id, 2_000_000)
    expect(payment.commissionPercent).toBe(15)
    expect(await entriesOf({ paymentId: payment.id }, 'Payment')).toEqual([
      { account: 'PlatformCommission', therapistId: null, amountKobo: 300_000 },
      { account: 'TherapistPayable', therapistId: therapist.id, amountKobo: 1_700_000 },
      { account: 'Wallet', therapistId: null, amountKobo: -2_000_000 },
    ])
    expect(await findTherapistBalance(db, therapist.id)).toMatchObject({ balanceKobo: 1_700_000, earnedKobo: 1_700_000, paidOutKobo: 0 })
  })

  it('keeps the commission frozen on it, rounded to the kobo half up, and writes no zero entry', async () => {
    const therapist = await createTherapist(db)
    const { payment } = await paidSessionAt(db, therapist.id, 333, 15)
    expect((await entriesOf({ paymentId: payment.id }, 'Payment')).map((entry) => entry.amountKobo)).toEqual([50, 283, -333])
    const free = await paidSessionAt(db, therapist.id, 1_000_000, 0)
    expect(await entriesOf({ paymentId: free.payment.id }, 'Payment')).toEqual([
      { account: 'TherapistPayable', therapistId: therapist.id, amountKobo: 1_000_000 },
      { account: 'Wallet', therapistId: null, amountKobo: -1_000_000 },
    ])
  })

  it('that came too late is owed back whole: nothing for the therapist or Alafia', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: pastHour(), status: 'Expired', holdExpiresAt: new Date(Date.now() - HOUR_MS) })
    const late = await db.payment.create({ data: { appointmentId: appointment.id, provider: 'Sandbox', paymentReference: appointment.paymentReference, amountKobo: 2_000_000, status: 'RefundRequired', paidAt: new Date() } })
    expect(await entriesOf({ paymentId: late.id }, 'LatePayment')).toEqual([
      { account: 'PatientRefunds', therapistId: null, amountKobo: 2_000_000 },
      { account: 'Wallet', therapistId: null, amountKobo: -2_000_000 },
    ])
    const refund = await db.refund.create({ data: { paymentId: late.id, appointmentId: appointment.id, reference: `RFD-${randomUUID()}`, amountKobo: 2_000_000, reason: 'LatePayment', provider: 'Sandbox' } })
    expect(await entriesOf({ refundId: refund.id }, 'Refund')).toEqual([
      { account: 'PatientRefunds', therapistId: null, amountKobo: -2_000_000 },
      { account: 'Wallet', therapistId: null, amountKobo: 2_000_000 },
    ])
    expect(await findTherapistBalance(db, therapist.id)).toMatchObject({ balanceKobo: 0 })
  })
})

describe('a refund', () => {
  it('takes back the share and the commission in the proportion the payment was split', async () => {
    const therapist = await createTherapist(db)
    const { appointment } = await paidSession(db, therapist.id, 2_000_000)
    const refund = await createRefund(db, { appointmentId: appointment.id, amountKobo: 1_000_000 })
    expect(await entriesOf({ refundId: refund.id }, 'Refund')).toEqual([
      { account: 'PlatformCommission', therapistId: null, amountKobo: -150_000 },
      { account: 'TherapistPayable', therapistId: therapist.id, amountKobo: -850_000 },
      { account: 'Wallet', therapistId: null, amountKobo: 1_000_000 },
    ])
    expect(await findTherapistBalance(db, therapist.id)).toMatchObject({ balanceKobo: 850_000, earnedKobo: 850_000 })
  })

  it('in full leaves nothing earned, whatever the rounding', async () => {
    const therapist = await createTherapist(db)
    const { appointment, payment } = await paidSessionAt(db, therapist.id, 333, 15)
    const refund = await createRefund(db, { appointmentId: appointment.id, amountKobo: 333 })
    expect(sumOf(await entriesOf({ refundId: refund.id }, 'Refund'))).toBe(0)
    const all = await db.ledgerEntry.findMany({ where: { appointmentId: appointment.id } })
    expect(all.filter((entry) => entry.account === 'TherapistPayable').reduce((total, entry) => total + entry.amountKobo, 0)).toBe(0)
    expect(all.filter((entry) => entry.account === 'PlatformCommission').reduce((total, entry) => total + entry.amountKobo, 0)).toBe(0)
    expect(payment.amountKobo).toBe(333)
  })
})

describe('a payout', () => {
  it('takes the therapist’s balance and the wallet down, and a failure gives it back once', async () => {
    const therapist = await createTherapist(db)
    await paidSession(db, therapist.id, 2_000_000)
    const payout = await payOut(db, therapist.id, 1_700_000)
    expect(await entriesOf({ payoutId: payout.id }, 'Payout')).toEqual([
      { account: 'TherapistPayable', therapistId: therapist.id, amountKobo: -1_700_000 },
      { account: 'Wallet', therapistId: null, amountKobo: 1_700_000 },
    ])
    expect(await findTherapistBalance(db, therapist.id)).toMatchObject({ balanceKobo: 0, earnedKobo: 1_700_000, paidOutKobo: 1_700_000 })

    await db.payout.update({ where: { id: payout.id }, data: { status: 'Paid' } })
    await db.payout.update({ where: { id: payout.id }, data: { status: 'Failed', failureReason: 'The bank reversed the transfer' } })
    await db.payout.update({ where: { id: payout.id }, data: { status: 'Failed', failureReason: 'Heard twice' } })
    expect(await db.ledgerTransaction.count({ where: { payoutId: payout.id, kind: 'PayoutReversal' } })).toBe(1)
    expect(await findTherapistBalance(db, therapist.id)).toMatchObject({ balanceKobo: 1_700_000, paidOutKobo: 0 })
  })

  it('is refused above the therapist’s balance, and a failed one stays failed', async () => {
    const therapist = await createTherapist(db)
    await paidSession(db, therapist.id, 2_000_000)
    await expect(payOut(db, therapist.id, 1_700_001)).rejects.toThrow(/Payout_within_balance|more than the therapist/)
    const payout = await payOut(db, therapist.id, 1_000_000)
    await db.payout.update({ where: { id: payout.id }, data: { status: 'Failed' } })
    await expect(db.payout.update({ where: { id: payout.id }, data: { status: 'Paid' } })).rejects.toThrow(/stays failed/)
    await expect(db.payout.update({ where: { id: payout.id }, data: { amountKobo: 1 } })).rejects.toThrow(/never change/)
  })

  it('leaves a negative balance when a session already paid out is refunded, which the next payout deducts', async () => {
    const therapist = await createTherapist(db)
    const { appointment } = await paidSession(db, therapist.id, 2_000_000)
    await payOut(db, therapist.id, 1_700_000)
    await createRefund(db, { appointmentId: appointment.id, amountKobo: 2_000_000 })
    expect(await findTherapistBalance(db, therapist.id)).toMatchObject({ balanceKobo: -1_700_000 })
    await paidSession(db, therapist.id, 4_000_000)
    const balance = await findTherapistBalance(db, therapist.id)
    expect(balance.balanceKobo).toBe(3_400_000 - 1_700_000)
    await expect(payOut(db, therapist.id, 3_400_000)).rejects.toThrow(/Payout_within_balance|more than the therapist/)
    await payOut(db, therapist.id, 1_700_000)
    expect(await findTherapistBalance(db, therapist.id)).toMatchObject({ balanceKobo: 0, paidOutKobo: 3_400_000 })
  })
})

describe('earnings become payable', () => {
  it('48 hours after the session ends, and not while a report that the therapist did not come is open', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    const now = new Date()
    const startOf = (hoursAgo: number) => new Date(Math.floor((now.getTime() - hoursAgo * HOUR_MS) / HOUR_MS) * HOUR_MS)
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: startOf(60), amountKobo: 1_000_000 })
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: startOf(30), amountKobo: 2_000_000 })
    const disputed = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: startOf(100), amountKobo: 4_000_000 })
    await db.absenceReport.create({ data: { appointmentId: disputed.id } })
    expect(await findTherapistBalance(db, therapist.id, now)).toMatchObject({ balanceKobo: 5_950_000, pendingKobo: 1_700_000 + 3_400_000, payableKobo: 850_000 })
    await db.absenceReport.update({ where: { appointmentId: disputed.id }, data: { status: 'Dismissed', resolvedAt: now } })
    expect(await findTherapistBalance(db, therapist.id, now)).toMatchObject({ pendingKobo: 1_700_000, payableKobo: 850_000 + 3_400_000 })
  })
})

describe('the database keeps the books', () => {
  it('refuses a transaction whose entries do not balance, at commit', async () => {
    const write = db.$transaction(async (tx) => {
      const transaction = await tx.ledgerTransaction.create({ data: { kind: 'Payment', occurredAt: new Date() } })
      await tx.ledgerEntry.create({ data: { transactionId: transaction.id, account: 'Wallet', amountKobo: -100, occurredAt: new Date() } })
      await tx.ledgerEntry.create({ data: { transactionId: transaction.id, account: 'PlatformCommission', amountKobo: 99, occurredAt: new Date() } })
    })
    await expect(write).rejects.toThrow(/does not balance/)
  })

  it('never changes or removes an entry, and never changes a payment’s or a refund’s figures', async () => {
    const therapist = await createTherapist(db)
    const { appointment, payment } = await paidSession(db, therapist.id, 2_000_000)
    const entry = await db.ledgerEntry.findFirstOrThrow({ where: { appointmentId: appointment.id, account: 'TherapistPayable' } })
    await expect(db.ledgerEntry.update({ where: { id: entry.id }, data: { amountKobo: 1 } })).rejects.toThrow(/append-only/)
    await expect(db.ledgerEntry.delete({ where: { id: entry.id } })).rejects.toThrow(/append-only/)
    await expect(db.ledgerTransaction.deleteMany({ where: { paymentId: payment.id } })).rejects.toThrow(/append-only/)
    await expect(db.payment.update({ where: { id: payment.id }, data: { amountKobo: 1 } })).rejects.toThrow(/never change/)
    await expect(db.payment.update({ where: { id: payment.id }, data: { commissionPercent: 0 } })).rejects.toThrow(/never change/)
    const refund = await createRefund(db, { appointmentId: appointment.id, amountKobo: 500_000 })
    await expect(db.refund.update({ where: { id: refund.id }, data: { amountKobo: 1 } })).rejects.toThrow(/never change/)
  })

  it('gives payments written before the ledger their entries, as the migration did', async () => {
    const therapist = await createTherapist(db)
    const patient = await createPatient(db)
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: pastHour(), status: 'Cancelled', amountKobo: 2_000_000 })
    // A payment as it stood before the ledger: written with the triggers off, then given its entries
    // by the migration's function.
    const paymentId = randomUUID()
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL session_replication_role = replica`
      await tx.$executeRaw`INSERT INTO "Payment" ("id", "appointmentId", "provider", "paymentReference", "amountKobo", "status", "paidAt", "updatedAt")
        VALUES (${paymentId}::uuid, ${appointment.id}::uuid, 'Sandbox', ${appointment.paymentReference}, 2000000, 'Paid', now(), now())`
      // What the Payment trigger keeps (decision 047), written by hand as its migration did for old payments.
      await tx.$executeRaw`UPDATE "Appointment" SET "paidFor" = true WHERE "id" = ${appointment.id}::uuid`
      await tx.$executeRaw`SELECT "recount_list_counts"()`
    })
    expect(await db.ledgerTransaction.count({ where: { paymentId } })).toBe(0)
    await db.$executeRaw`SELECT "ledger_record_payment"(p) FROM "Payment" p WHERE p."id" = ${paymentId}::uuid`
    expect((await entriesOf({ paymentId }, 'Payment')).map((entry) => entry.amountKobo)).toEqual([300_000, 1_700_000, -2_000_000])
  })
})

/** A small seeded generator, so a failing sequence can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) }
}

describe('any sequence of money events', () => {
  it('keeps every transaction balanced and each balance the sum of what happened', async () => {
    for (const seed of [1, 22, 333]) {
      const random = generator(seed)
      const therapists = await Promise.all([createTherapist(db), createTherapist(db)])
      const ids = therapists.map((therapist) => therapist.id)
      // What each therapist is owed, worked out here independently of the triggers.
      const expected = new Map(ids.map((id) => [id, 0]))
      const payments: { appointmentId: string; therapistId: string; amountKobo: number; shareKobo: number; commissionKobo: number; refunded: boolean }[] = []
      const payouts: { id: string; therapistId: string; amountKobo: number; failed: boolean }[] = []
      let walletKobo = 0

      for (let step = 0; step < 40; step++) {
        const therapistId = ids[random.int(0, 1)]!
        const roll = random.next()
        if (roll < 0.4 || payments.length === 0) {
          const amountKobo = random.int(1, 5_000_000)
          const percent = random.int(0, 30)
          const { appointment } = await paidSessionAt(db, therapistId, amountKobo, percent)
          const commissionKobo = Math.round((amountKobo * percent) / 100)
          payments.push({ appointmentId: appointment.id, therapistId, amountKobo, shareKobo: amountKobo - commissionKobo, commissionKobo, refunded: false })
          expected.set(therapistId, expected.get(therapistId)! + amountKobo - commissionKobo)
          walletKobo += amountKobo
        } else if (roll < 0.6) {
          const payment = payments[random.int(0, payments.length - 1)]!
          if (payment.refunded) continue
          const refundKobo = random.int(1, payment.amountKobo)
          await createRefund(db, { appointmentId: payment.appointmentId, amountKobo: refundKobo })
          payment.refunded = true
          const commissionBack = Math.round((payment.commissionKobo * refundKobo) / payment.amountKobo)
          expected.set(payment.therapistId, expected.get(payment.therapistId)! - (refundKobo - commissionBack))
          walletKobo -= refundKobo
        } else if (roll < 0.85) {
          const balance = expected.get(therapistId)!
          if (balance <= 0) continue
          const amountKobo = random.int(1, balance)
          const payout = await payOut(db, therapistId, amountKobo)
          payouts.push({ id: payout.id, therapistId, amountKobo, failed: false })
          expected.set(therapistId, balance - amountKobo)
          walletKobo -= amountKobo
        } else {
          const payout = payouts.find((candidate) => !candidate.failed)
          if (!payout) continue
          await db.payout.update({ where: { id: payout.id }, data: { status: 'Failed' } })
          payout.failed = true
          expected.set(payout.therapistId, expected.get(payout.therapistId)! + payout.amountKobo)
          walletKobo += payout.amountKobo
        }
      }

      const unbalanced = await db.$queryRaw<{ id: string }[]>`
        SELECT e."transactionId" AS id FROM "LedgerEntry" e GROUP BY e."transactionId" HAVING SUM(e."amountKobo") <> 0`
      expect(unbalanced).toEqual([])
      for (const id of ids) expect((await findTherapistBalance(db, id)).balanceKobo, `therapist balance, seed ${seed}`).toBe(expected.get(id))
      // The wallet holds what came in less what went out, for these therapists' sessions and payouts.
      const [wallet] = await db.$queryRaw<{ total: string }[]>`
        SELECT COALESCE(-SUM(e."amountKobo"), 0)::text AS total FROM "LedgerEntry" e
        JOIN "LedgerTransaction" t ON t."id" = e."transactionId"
        LEFT JOIN "Payout" po ON po."id" = t."payoutId"
        WHERE e."account" = 'Wallet' AND (e."appointmentId" IN (SELECT a."id" FROM "Appointment" a WHERE a."therapistId" = ANY(${ids}::uuid[])) OR po."therapistId" = ANY(${ids}::uuid[]))`
      expect(Number(wallet!.total), `wallet, seed ${seed}`).toBe(walletKobo)
    }
  })
})
