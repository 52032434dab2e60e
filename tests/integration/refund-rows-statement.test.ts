import { describe, expect, it } from 'vitest'
import { db } from '@/lib/server/db'
import { listRefunds, REFUNDS_SHOWN } from '@/lib/server/payments/list-refunds'
import { readRefundRows, REFUND_ROW_SELECT } from '@/lib/server/payments/read-refund-rows'
import { createAppointment, createPatient, createRefund, createTherapist, lagosHourToUtc } from '../fixtures/factories'

const ORDER = [{ requestedAt: 'desc' }, { id: 'desc' }] as const

// The refunds list reads its rows and total in one statement of ours (read-refund-rows.ts): it must
// answer what Prisma answers for REFUND_ROW_SELECT with the same filters.
describe('the refunds list statement', () => {
  it('reads each refund with its payment, appointment, patient and therapist as Prisma does, newest first', async () => {
    const patient = await createPatient(db, { email: `refund-rows-${Date.now()}@example.test` })
    const therapist = await createTherapist(db)
    const base = { patientId: patient.id, therapistId: therapist.id }
    const requestedAt = new Date(Date.UTC(2031, 6, 1, 9))
    const made = []
    for (const [hour, status] of [[10, 'Completed'], [12, 'Failed'], [14, 'Requested']] as const) {
      const appointment = await createAppointment(db, { ...base, startsAt: lagosHourToUtc('2031-07-02', hour), durationHours: 2 })
      const refund = await createRefund(db, { appointmentId: appointment.id, amountKobo: 100_000 * hour, status })
      // Two of them at the same instant: the id decides.
      made.push(await db.refund.update({ where: { id: refund.id }, data: { requestedAt, note: hour === 12 ? 'Cancelled by the therapist' : null, lastError: hour === 12 ? 'Bank said no' : null } }))
    }
    const ids = made.map((refund) => refund.id)

    const mine = await readRefundRows({ term: patient.email.slice(0, 18).toUpperCase(), take: REFUNDS_SHOWN })
    const expected = await db.refund.findMany({ where: { id: { in: ids } }, select: REFUND_ROW_SELECT, orderBy: [...ORDER] })
    expect(mine.rows.filter((row) => ids.includes(row.id))).toEqual(expected)
    expect(expected).toHaveLength(3)
    expect(expected[0]!.appointment.therapist.user.fullName).toBe(therapist.fullName)

    const failed = await readRefundRows({ term: patient.email, status: 'Failed', take: REFUNDS_SHOWN })
    expect(failed).toEqual({ total: 1, rows: [expected.find((row) => row.status === 'Failed')] })
    expect((await readRefundRows({ term: made[0]!.reference, take: REFUNDS_SHOWN })).rows.map((row) => row.id)).toEqual([made[0]!.id])
    const payment = expected[2]!.payment.paymentReference
    expect((await readRefundRows({ term: payment, take: REFUNDS_SHOWN })).rows.map((row) => row.payment.paymentReference)).toEqual([payment])
    // Part of a reference is no match, and % or _ match only themselves.
    expect((await readRefundRows({ term: made[0]!.reference.slice(0, 12), take: REFUNDS_SHOWN })).total).toBe(0)
    expect((await listRefunds({ role: 'Admin' }, { search: '%' })).total).toBe(0)
    expect((await listRefunds({ role: 'Admin' }, { search: `${patient.email.slice(0, 10)}_` })).total).toBe(0)
  })

  it('counts every match and lists at most the newest `take`', async () => {
    const patient = await createPatient(db, { email: `refund-take-${Date.now()}@example.test` })
    const therapist = await createTherapist(db)
    for (const hour of [10, 12, 14]) {
      const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-08-04', hour) })
      await createRefund(db, { appointmentId: appointment.id, amountKobo: 50_000 })
    }
    const two = await readRefundRows({ term: patient.email, take: 2 })
    expect(two.total).toBe(3)
    const newest = await db.refund.findMany({ where: { appointment: { patientId: patient.id } }, select: REFUND_ROW_SELECT, orderBy: [...ORDER], take: 2 })
    expect(two.rows).toEqual(newest)
    // Without a search every refund counts (other test files add theirs meanwhile: at least these three).
    const everything = await readRefundRows({ term: '', take: 2 })
    expect(everything.rows).toHaveLength(2)
    expect(everything.total).toBeGreaterThanOrEqual(3)
    expect(await readRefundRows({ term: 'no-such-refund', take: 2 })).toEqual({ rows: [], total: 0 })
  })
})
