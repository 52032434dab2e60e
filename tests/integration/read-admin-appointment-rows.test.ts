import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { ADMIN_APPOINTMENT_LIST_SELECT } from '@/lib/server/admin/appointments/list-admin-appointments'
import { readAdminAppointmentPage, readAdminAppointmentRows } from '@/lib/server/admin/appointments/read-admin-appointment-rows'
import { CAPPED_TOTAL, cappedWindowSql } from '@/lib/server/admin/dashboard/capped-window'
import { db, Prisma } from '@/lib/server/db'
import { createAppointment, createPatient, createRefund, createTherapist, lagosHourToUtc } from '../fixtures/factories'

// The admin list's page is read in one statement: it must be exactly what Prisma's nested select reads.
describe('readAdminAppointmentRows', () => {
  it('reads what the list select reads, latest first: paid, refunded, held and an erased client', async () => {
    const therapist = await createTherapist(db, { fullName: 'Parity Therapist' })
    const patient = await createPatient(db, { fullName: 'Parity Client' })
    const erased = await createPatient(db, { fullName: 'Gone Client', erasedAt: new Date('2031-01-02T03:04:05Z') })
    const paid = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-04-01', 10), durationHours: 2 })
    const refunded = await createAppointment(db, { patientId: erased.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-04-02', 9) })
    await db.appointment.update({ where: { id: refunded.id }, data: { status: 'Cancelled' } })
    await createRefund(db, { appointmentId: refunded.id, amountKobo: 500_000, status: 'Processing' })
    const held = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-04-03', 11), status: 'Pending' })
    const ids = [paid.id, held.id, refunded.id, randomUUID()]

    const expected = await db.appointment.findMany({
      where: { id: { in: ids } },
      orderBy: [{ startsAt: 'desc' }, { id: 'desc' }],
      select: ADMIN_APPOINTMENT_LIST_SELECT,
    })
    const rows = await readAdminAppointmentRows(ids)
    expect(rows).toEqual(expected)
    expect(rows.map((row) => row.id)).toEqual([held.id, refunded.id, paid.id])
    expect(rows[1]?.patient.erasedAt).toEqual(new Date('2031-01-02T03:04:05Z'))
    expect(rows[2]?.payments).toEqual([{ status: 'Paid' }])
    expect(rows[0]?.payments).toEqual([])
  })

  it('reads nothing for no ids', async () => {
    expect(await readAdminAppointmentRows([])).toEqual([])
  })

  it('reads a window given as a statement with its total beside it, the same rows as by id', async () => {
    const therapist = await createTherapist(db)
    const patient = await createPatient(db)
    const made = []
    for (const hour of [9, 11, 13]) made.push(await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-05-06', hour) }))
    const mine = Prisma.sql`SELECT "id" FROM "Appointment" WHERE "patientId" = ${patient.id}::uuid ORDER BY "startsAt" DESC, "id" DESC`
    const page = await readAdminAppointmentPage({ windowCtes: Prisma.sql`window_ids AS (${mine} OFFSET 1 LIMIT 2)`, totalSql: Prisma.sql`SELECT 41` })
    expect(page.total).toBe(41)
    expect(page.rows).toEqual(await readAdminAppointmentRows([made[1]!.id, made[0]!.id]))
    expect(page.rows.map((row) => row.id)).toEqual([made[1]!.id, made[0]!.id])
    // An empty window still answers the total.
    expect(await readAdminAppointmentPage({ windowCtes: Prisma.sql`window_ids AS (${mine} OFFSET 5)`, totalSql: Prisma.sql`SELECT 3` })).toEqual({ rows: [], total: 3 })
  })

  it('reads a filtered window latest first, its matches counted up to the cap, and past the cap in the index\'s order', async () => {
    const therapist = await createTherapist(db)
    const patient = await createPatient(db)
    // Made earliest first and matched by a condition no index serves (a scan in the table's order),
    // so the matches found first at the cap are the earliest, and a page taken from them would show it.
    const made = []
    for (const hour of [9, 10, 11, 13, 15]) made.push(await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-06-07', hour) }))
    const latestFirst = made.map((row) => row.id).reverse()
    const matching = Prisma.sql`"patientId"::text = ${patient.id}`
    const read = (cap: number) => readAdminAppointmentPage({ windowCtes: cappedWindowSql({ table: 'Appointment', matching, cap, skip: 1, take: 2 }), totalSql: CAPPED_TOTAL })

    const below = await read(10)
    expect([below.total, below.rows.map((row) => row.id)]).toEqual([5, latestFirst.slice(1, 3)])
    const atCap = await read(3)
    expect([atCap.total, atCap.rows.map((row) => row.id)]).toEqual([3, latestFirst.slice(1, 3)])
  })
})
