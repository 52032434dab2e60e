import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { db, Prisma } from '@/lib/server/db'
import { findPlatformStatement, type StatementMonth } from '@/lib/server/payouts/platform-statement'
import { lagosDateKey } from '@/lib/time'
import { createAppointment, createPatient, createPayout, createRefund, createTherapist, type Db } from '../fixtures/factories'

// The platform statement against the real ledger. Other test files write payments at the same time,
// so the month is read twice inside one REPEATABLE READ transaction (one snapshot): before and after
// this test's own events, also written in that transaction. The difference is exactly this test's.

const HOUR_MS = 3_600_000

const payout = (tx: Db, therapistId: string, amountKobo: number) => createPayout(tx, { therapistId, amountKobo })

const FIGURES = ['paymentsInKobo', 'latePaymentsKobo', 'refundsOutKobo', 'commissionKobo', 'payoutsKobo', 'therapistBalancesChangeKobo', 'owedBackChangeKobo', 'differenceKobo'] as const
const change = (after: StatementMonth, before: StatementMonth) => Object.fromEntries(FIGURES.map((key) => [key, after[key] - before[key]]))

describe('the platform statement', () => {
  it('reconciles to the kobo for a month with payments, a partial refund, a late payment, payouts and a failed payout', async () => {
    const now = new Date()
    const month = lagosDateKey(now).slice(0, 7)
    const thisHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS
    await db.$transaction(
      async (tx) => {
        const before = (await findPlatformStatement(tx, { now }))[0]!
        expect(before.month).toBe(month)

        const [ada, bola, patient] = await Promise.all([createTherapist(tx), createTherapist(tx), createPatient(tx)])
        // Payments: ₦20,000 (share 1,700,000, commission 300,000) and ₦10,000 (850,000 and 150,000).
        const first = await createAppointment(tx, { patientId: patient.id, therapistId: ada.id, startsAt: new Date(thisHour - 80 * HOUR_MS), amountKobo: 2_000_000, paidAt: now })
        await createAppointment(tx, { patientId: patient.id, therapistId: bola.id, startsAt: new Date(thisHour - 90 * HOUR_MS), amountKobo: 1_000_000, paidAt: now })
        // A partial refund of ₦5,000 of the first: 75,000 of commission back, 425,000 of the share.
        await createRefund(tx, { appointmentId: first.id, amountKobo: 500_000 })
        // A late payment of ₦7,000, owed back whole; ₦3,000 of it refunded.
        const lost = await createAppointment(tx, { patientId: patient.id, therapistId: bola.id, startsAt: new Date(thisHour - 100 * HOUR_MS), status: 'Expired', holdExpiresAt: new Date(now.getTime() - HOUR_MS) })
        const late = await tx.payment.create({ data: { appointmentId: lost.id, provider: 'Sandbox', paymentReference: lost.paymentReference, amountKobo: 700_000, status: 'RefundRequired', paidAt: now } })
        await tx.refund.create({ data: { paymentId: late.id, appointmentId: lost.id, reference: `RFD-TEST-${randomUUID()}`, amountKobo: 300_000, reason: 'LatePayment', provider: 'Sandbox' } })
        // Payouts: 1,000,000 to Ada, 800,000 to Bola that fails (reversed).
        await payout(tx, ada.id, 1_000_000)
        const failed = await payout(tx, bola.id, 800_000)
        await tx.payout.update({ where: { id: failed.id }, data: { status: 'Failed', failureReason: 'Account closed' } })

        const after = (await findPlatformStatement(tx, { now }))[0]!
        expect(change(after, before)).toEqual({
          paymentsInKobo: 2_000_000 + 1_000_000 + 700_000,
          latePaymentsKobo: 700_000,
          refundsOutKobo: 500_000 + 300_000,
          commissionKobo: 300_000 + 150_000 - 75_000,
          payoutsKobo: 1_000_000,
          therapistBalancesChangeKobo: 1_700_000 + 850_000 - 425_000 - 1_000_000,
          owedBackChangeKobo: 700_000 - 300_000,
          differenceKobo: 0,
        })
        // payments − refunds = balances + payouts + commission + owed back: 3,700,000 − 800,000 = 1,125,000 + 1,000,000 + 375,000 + 400,000.
        expect(after.differenceKobo).toBe(0)
        expect(before.differenceKobo).toBe(0)
      },
      { isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead, timeout: 20_000 },
    )
  })

  it('shows this month and the eleven before it, newest first, empty months as zero', async () => {
    const months = await findPlatformStatement(db, { now: new Date('2026-01-10T12:00:00Z') })
    expect(months.map((row) => row.month)).toEqual(['2026-01', '2025-12', '2025-11', '2025-10', '2025-09', '2025-08', '2025-07', '2025-06', '2025-05', '2025-04', '2025-03', '2025-02'])
    expect(months.every((row) => row.differenceKobo === 0)).toBe(true)
    // A Lagos month: 23:30 on Jan 31 in UTC is already February in Lagos.
    const february = await findPlatformStatement(db, { now: new Date('2031-01-31T23:30:00Z'), months: 1 })
    expect(february.map((row) => row.month)).toEqual(['2031-02'])
  })
})
