import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { listAdminAppointments } from '@/lib/server/admin/appointments/list-admin-appointments'
import { listAdminUsers } from '@/lib/server/admin/dashboard/list-admin-users'
import { listAdminTherapists } from '@/lib/server/admin/dashboard/list-admin-therapists'
import { COUNT_CAP } from '@/lib/server/admin/dashboard/admin-read'
import { listAuditLog } from '@/lib/server/audit/list-audit-log'
import { listOutbox, OUTBOX_PAGE_SIZE } from '@/lib/server/email/list-outbox'
import { db } from '@/lib/server/db'
import { createAdmin, createAppointment, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'

/*
 * The large admin lists read their totals from counters the writes keep (ListCount, decision 047),
 * and "paid for" from the flag the Payment trigger keeps. Other test files write at the same time, so
 * each check compares a counter with the table's own count in one statement (one snapshot).
 */

/** The counter and the table's count, read in one statement. */
async function counterAndTable(list: string, table: string): Promise<{ counter: number; table: number }> {
  const rows = await db.$queryRawUnsafe<{ counter: bigint; table: bigint }[]>(
    `SELECT (SELECT coalesce(sum("rows"), 0) FROM "ListCount" WHERE "list" = $1)::bigint AS counter, (${table})::bigint AS "table"`,
    list,
  )
  return { counter: Number(rows[0]?.counter), table: Number(rows[0]?.table) }
}

const PATIENTS = `SELECT count(*) FROM "User" WHERE "role" = 'Patient'`
const THERAPISTS = `SELECT count(*) FROM "User" WHERE "role" = 'Therapist'`
const ALL_APPOINTMENTS = `SELECT count(*) FROM "Appointment"`
const PAID_FOR = `SELECT count(*) FROM "Appointment" a WHERE EXISTS (SELECT 1 FROM "Payment" p WHERE p."appointmentId" = a."id")`
const AUDIT_ENTRIES = `SELECT count(*) FROM "AuditLog"`
const OUTBOX_EMAILS = `SELECT count(*) FROM "EmailOutbox"`

async function expectCountsRight() {
  for (const [list, table] of [['User:Patient', PATIENTS], ['User:Therapist', THERAPISTS], ['Appointment:all', ALL_APPOINTMENTS], ['Appointment:paid-for', PAID_FOR], ['AuditLog:all', AUDIT_ENTRIES], ['EmailOutbox:all', OUTBOX_EMAILS]] as const) {
    const { counter, table: counted } = await counterAndTable(list, table)
    expect({ list, counter }).toEqual({ list, counter: counted })
  }
}

/** An hour far ahead on a day of its own, so no other test's appointment shares the test's dates. */
function farDay(): string {
  const day = new Date(Date.UTC(2045 + Math.floor(Math.random() * 40), 0, 1) + Math.floor(Math.random() * 360) * 86_400_000)
  return day.toISOString().slice(0, 10)
}

const admin = { role: 'Admin' as const }

describe('the counts kept by the writes', () => {
  it('stay equal to the tables through inserts, role changes and deletes of accounts', async () => {
    await expectCountsRight()
    const patient = await createPatient(db, { healthConsent: false })
    await expectCountsRight()
    await db.user.update({ where: { id: patient.id }, data: { role: 'Therapist' } })
    await expectCountsRight()
    await db.user.update({ where: { id: patient.id }, data: { role: 'Patient' } })
    await db.user.delete({ where: { id: patient.id } })
    await expectCountsRight()
  })

  it('stay equal to the tables through inserts and deletes of audit log entries and outbox emails', async () => {
    await expectCountsRight()
    const admin = await createAdmin(db)
    const entries = Array.from({ length: 3 }, () => ({ id: randomUUID(), actorId: admin.id, action: 'payouts.run', targetType: 'PayoutRun', targetId: randomUUID() }))
    const emails = Array.from({ length: 2 }, () => ({ id: randomUUID(), to: `counts-${randomUUID()}@example.test`, subject: 'Counted', text: 'Counted.', provider: 'outbox' }))
    await db.$transaction([db.auditLog.createMany({ data: entries }), db.emailOutbox.createMany({ data: emails })])
    await expectCountsRight()
    await db.auditLog.delete({ where: { id: entries[0]!.id } })
    await db.emailOutbox.deleteMany({ where: { id: { in: emails.map((email) => email.id) } } })
    await expectCountsRight()
    await db.auditLog.deleteMany({ where: { id: { in: entries.map((entry) => entry.id) } } })
    await db.user.delete({ where: { id: admin.id } })
    await expectCountsRight()
  })

  it('are written when a transaction commits, so one that books several hours holds no counter row while it waits for others', async () => {
    const therapist = await createTherapist(db)
    const patient = await createPatient(db)
    const day = farDay()
    // Counter rows this transaction has written so far (their xmin is its own transaction id).
    const ownCounterRows = `SELECT count(*)::int AS n FROM "ListCount" WHERE xmin = xid(pg_current_xact_id())`
    const before = await counterAndTable('Appointment:all', ALL_APPOINTMENTS)
    await db.$transaction(async (tx) => {
      for (const hour of [9, 10, 11, 12]) {
        await createAppointment(tx, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(day, hour), status: 'Pending' })
      }
      const rows = await tx.$queryRawUnsafe<{ n: number }[]>(ownCounterRows)
      expect(rows[0]?.n).toBe(0)
    })
    const after = await counterAndTable('Appointment:all', ALL_APPOINTMENTS)
    expect(after.counter).toBe(after.table)
    expect(after.table).toBeGreaterThanOrEqual(before.table + 4)
  })

  it('count an appointment as paid for from its first payment to the removal of its last', async () => {
    const therapist = await createTherapist(db)
    const patient = await createPatient(db)
    const day = farDay()
    const hold = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(day, 10), status: 'Pending' })
    expect((await db.appointment.findUniqueOrThrow({ where: { id: hold.id } })).paidFor).toBe(false)
    await expectCountsRight()

    const paid = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(day, 12) })
    expect((await db.appointment.findUniqueOrThrow({ where: { id: paid.id } })).paidFor).toBe(true)
    await expectCountsRight()

    // A second payment of the same appointment (money that came twice) counts it once.
    const second = await db.payment.create({
      data: { appointmentId: paid.id, provider: 'Sandbox', paymentReference: `TEST-${randomUUID()}`, amountKobo: paid.amountKobo, status: 'RefundRequired', paidAt: new Date() },
    })
    await expectCountsRight()

    // A status change (cancelled after payment) keeps it paid for: the payment is still there.
    await db.appointment.update({ where: { id: paid.id }, data: { status: 'Cancelled', cancelledAt: new Date(), cancelledBy: 'Admin' } })
    expect((await db.appointment.findUniqueOrThrow({ where: { id: paid.id } })).paidFor).toBe(true)
    await expectCountsRight()

    // The ledger keeps payments for good; a payment without ledger rows (a test's own) can go, and
    // with the last one the appointment is no longer paid for.
    const first = paid.payments[0]?.id
    expect(first).toBeDefined()
    await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`ALTER TABLE "LedgerEntry" DISABLE TRIGGER "LedgerEntry_append_only"`)
      await tx.$executeRawUnsafe(`ALTER TABLE "LedgerTransaction" DISABLE TRIGGER "LedgerTransaction_append_only"`)
      await tx.$executeRawUnsafe(`DELETE FROM "LedgerEntry" WHERE "transactionId" IN (SELECT "id" FROM "LedgerTransaction" WHERE "paymentId" IN ($1::uuid, $2::uuid))`, second.id, first)
      await tx.$executeRawUnsafe(`DELETE FROM "LedgerTransaction" WHERE "paymentId" IN ($1::uuid, $2::uuid)`, second.id, first)
      await tx.$executeRawUnsafe(`ALTER TABLE "LedgerEntry" ENABLE TRIGGER "LedgerEntry_append_only"`)
      await tx.$executeRawUnsafe(`ALTER TABLE "LedgerTransaction" ENABLE TRIGGER "LedgerTransaction_append_only"`)
      await tx.payment.delete({ where: { id: second.id } })
      expect((await tx.appointment.findUniqueOrThrow({ where: { id: paid.id } })).paidFor).toBe(true)
      await tx.payment.delete({ where: { id: first } })
    })
    expect((await db.appointment.findUniqueOrThrow({ where: { id: paid.id } })).paidFor).toBe(false)
    await expectCountsRight()

    await db.appointment.delete({ where: { id: hold.id } })
    await expectCountsRight()
  })

  it('refuses a direct write of the paid-for flag', async () => {
    const therapist = await createTherapist(db)
    const patient = await createPatient(db)
    const hold = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(farDay(), 9), status: 'Pending' })
    await expect(db.appointment.update({ where: { id: hold.id }, data: { paidFor: true } })).rejects.toThrow(/paidFor|Appointment_paidFor_derived/)
  })

  it('give the unsearched lists the counted totals', async () => {
    const therapist = await createTherapist(db)
    await createAppointment(db, { patientId: (await createPatient(db)).id, therapistId: therapist.id, startsAt: lagosHourToUtc(farDay(), 11) })
    const tables = () => Promise.all([PATIENTS, THERAPISTS, PAID_FOR, ALL_APPOINTMENTS].map(async (sql) => Number((await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT (${sql})::bigint AS n`))[0]?.n)))
    const before = await tables()
    const lists = await Promise.all([
      listAdminUsers({ viewer: admin }),
      listAdminTherapists({ viewer: admin }),
      listAdminAppointments({ viewer: admin }),
      listAdminAppointments({ viewer: admin, status: 'all' }),
    ])
    const after = await tables()
    // Other files add rows meanwhile: each total lies between the table's counts before and after.
    lists.forEach((list, i) => {
      const [low, high] = [before[i] ?? 0, after[i] ?? 0].sort((a, b) => a - b) as [number, number]
      expect(list.total).toBeGreaterThanOrEqual(low)
      expect(list.total).toBeLessThanOrEqual(high)
      expect(list.total).toBeGreaterThan(0)
      expect(list.rows).toHaveLength(Math.min(10, list.total))
    })
  })

  it('give the unfiltered audit log and outbox the counted totals', async () => {
    const tables = () => Promise.all([AUDIT_ENTRIES, OUTBOX_EMAILS].map(async (sql) => Number((await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT (${sql})::bigint AS n`))[0]?.n)))
    const before = await tables()
    const [log, outbox] = await Promise.all([listAuditLog({ viewer: admin }), listOutbox({ viewer: admin })])
    const after = await tables()
    for (const [total, shown, pageSize, i] of [[log.total, log.rows.length, 10, 0], [outbox.total, outbox.emails.length, OUTBOX_PAGE_SIZE, 1]] as const) {
      const [low, high] = [before[i] ?? 0, after[i] ?? 0].sort((a, b) => a - b) as [number, number]
      expect(total).toBeGreaterThanOrEqual(low)
      expect(total).toBeLessThanOrEqual(high)
      expect(shown).toBe(Math.min(pageSize, total))
    }
  })
})

describe('paging the admin lists', () => {
  it('lists the paid-for appointments by default and every one under All, latest first, ties by the id', async () => {
    // A day after every appointment there is (other test files book up to 2099): these are the latest.
    const { _max } = await db.appointment.aggregate({ _max: { startsAt: true } })
    const latest = Math.max(_max.startsAt?.getTime() ?? 0, Date.UTC(2100, 0, 1))
    const day = new Date(latest + 86_400_000).toISOString().slice(0, 10)
    const [first, second, patient] = await Promise.all([createTherapist(db), createTherapist(db), createPatient(db)])
    const at = (hour: number) => lagosHourToUtc(day, hour)
    const earlier = await createAppointment(db, { patientId: patient.id, therapistId: first.id, startsAt: at(9) })
    const tied = [
      await createAppointment(db, { patientId: patient.id, therapistId: first.id, startsAt: at(11) }),
      await createAppointment(db, { patientId: (await createPatient(db)).id, therapistId: second.id, startsAt: at(11) }),
    ].sort((a, b) => (a.id < b.id ? 1 : -1))
    const hold = await createAppointment(db, { patientId: patient.id, therapistId: second.id, startsAt: at(14), status: 'Pending' })

    const paidFor = await listAdminAppointments({ viewer: admin })
    expect(paidFor.rows.slice(0, 3).map((row) => row._id)).toEqual([tied[0]!.id, tied[1]!.id, earlier.id])
    const all = await listAdminAppointments({ viewer: admin, status: 'all' })
    expect(all.rows.slice(0, 4).map((row) => row._id)).toEqual([hold.id, tied[0]!.id, tied[1]!.id, earlier.id])
    // The next page goes on where the first stopped.
    const next = await listAdminAppointments({ viewer: admin, status: 'all', page: 2 })
    expect(next.rows.map((row) => row._id)).not.toContain(hold.id)
    expect(new Date(next.rows[0]!.appointmentDate).getTime()).toBeLessThanOrEqual(new Date(all.rows.at(-1)!.appointmentDate).getTime())
  })

  it('returns every patient of a search exactly once across the pages, newest first', async () => {
    const marker = `Pagetest ${randomUUID().slice(0, 8)}`
    const created = []
    for (let i = 0; i < 23; i++) created.push(await createPatient(db, { fullName: `${marker} ${i}`, createdAt: new Date(Date.UTC(2024, 0, 1 + (i % 5))), healthConsent: false }))
    const seen: string[] = []
    let pageCount = 0
    for (let page = 1; page <= 3; page++) {
      const result = await listAdminUsers({ viewer: admin, search: marker, page })
      expect(result.total).toBe(23)
      pageCount = result.pageCount
      seen.push(...result.rows.map((row) => row._id))
      const times = result.rows.map((row) => row.createdAt)
      expect(times).toEqual([...times].sort().reverse())
    }
    expect(pageCount).toBe(3)
    expect(seen).toHaveLength(23)
    expect(new Set(seen)).toEqual(new Set(created.map((patient) => patient.id)))
  })

  it('returns every appointment of a date range exactly once across the pages, latest first, in every view', async () => {
    const therapist = await createTherapist(db)
    const day = farDay()
    const ids: string[] = []
    for (let hour = 7; hour < 21; hour++) {
      const patient = await createPatient(db)
      ids.push((await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(day, hour) })).id)
    }
    const unpaid = await createAppointment(db, { patientId: (await createPatient(db)).id, therapistId: therapist.id, startsAt: lagosHourToUtc(day, 21), status: 'Pending' })
    for (const [status, expected] of [['', ids], ['all', [...ids, unpaid.id]]] as const) {
      const seen: string[] = []
      const starts: string[] = []
      for (let page = 1; page <= 2; page++) {
        const result = await listAdminAppointments({ viewer: admin, status, from: day, to: day, page })
        expect(result.total).toBe(expected.length)
        seen.push(...result.rows.map((row) => row._id))
        starts.push(...result.rows.map((row) => row.slot_start))
      }
      expect(seen).toHaveLength(expected.length)
      expect(new Set(seen)).toEqual(new Set(expected))
      expect(starts).toEqual([...starts].sort().reverse())
    }
  })

  it('count a search exactly below the cap and report 10,001 (more than 10,000) past it, every page still reachable', async () => {
    const marker = `cap${randomUUID().slice(0, 8)}`
    const insert = (from: number, to: number) =>
      db.$executeRawUnsafe(
        `INSERT INTO "User" ("id", "email", "passwordHash", "fullName", "role", "updatedAt")
         SELECT gen_random_uuid(), '${marker}-' || i || '@cap.test', 'x', 'Cap ${marker} ' || i, 'Patient', now() FROM generate_series($1::int, $2::int) AS i`,
        from,
        to,
      )
    try {
      await insert(1, 25)
      const few = await listAdminUsers({ viewer: admin, search: marker })
      expect([few.total, few.pageCount]).toEqual([25, 3])
      await insert(26, COUNT_CAP + 5)
      const many = await listAdminUsers({ viewer: admin, search: marker })
      expect(COUNT_CAP).toBe(10_001)
      expect([many.total, many.pageCount, many.rows.length]).toEqual([10_001, 1000, 10])
      const last = await listAdminUsers({ viewer: admin, search: marker, page: 1000 })
      expect([last.page, last.rows.length]).toEqual([1000, 10])
    } finally {
      await db.user.deleteMany({ where: { email: { startsWith: `${marker}-` } } })
    }
  })
})
