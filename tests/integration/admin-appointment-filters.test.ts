import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { GET as appointmentsRoute } from '@/app/api/v1/admin/appointments/route'
import { GET as viewUserRoute } from '@/app/api/v1/admin/admin-view-user/[id]/route'
import { appointmentStatusBadge } from '@/lib/admin/appointment-status'
import { listAdminAppointments } from '@/lib/server/admin/appointments/list-admin-appointments'
import { viewUser } from '@/lib/server/admin/users/view-user'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { createAdmin, createAppointment, createPatient, createTherapist, lagosHourToUtc, type AppointmentInput } from '../fixtures/factories'

// The admin appointment list filtered by state and by date in the database, and the rule
// "a hold that was never paid is not a session" (lib/appointments/appointment-state.ts, decision 020).

const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

const ADMIN = { role: 'Admin' } as const
const marker = () => `Qf${randomUUID().replaceAll('-', '').slice(0, 10)}`
// The clock of the holds; the appointments themselves are dated in 2032, clear of other tests' rows.
const NOW = new Date()

/** A patient (named with a fresh marker, so a search scopes a test to its own rows) with one of every kind of appointment. */
async function everyKind(month = '2032-04') {
  const word = marker()
  const [client, therapist] = await Promise.all([createPatient(db, { fullName: `Amaka ${word}` }), createTherapist(db, { feeKobo: 1_000_000 })])
  const at = (day: number, hour = 10) => lagosHourToUtc(`${month}-${String(day).padStart(2, '0')}`, hour)
  const make = (day: number, input: Partial<AppointmentInput> = {}) => createAppointment(db, { patientId: client.id, therapistId: therapist.id, startsAt: at(day), ...input })
  const lateMoney = async (day: number, status: 'Cancelled' | 'Expired', paymentStatus: 'RefundRequired' | 'Refunded') => {
    const appointment = await make(day, { status })
    await db.payment.create({
      data: { appointmentId: appointment.id, provider: 'Sandbox', paymentReference: appointment.paymentReference, amountKobo: appointment.amountKobo, status: paymentStatus, paidAt: NOW },
    })
    return appointment
  }
  const rows = {
    paid: await make(1),
    completed: await make(2, { isComplete: true, completedAt: NOW }),
    refundDue: await lateMoney(3, 'Expired', 'RefundRequired'),
    refunded: await lateMoney(4, 'Cancelled', 'Refunded'),
    // The three ways a checkout ends unpaid: closed or failed (Cancelled), ran out (Expired), ran out
    // and not tidied yet (still Pending, its time past).
    closedCheckout: await make(5, { status: 'Cancelled' }),
    ranOut: await make(6, { status: 'Expired', holdExpiresAt: NOW }),
    ranOutUntidied: await make(7, { status: 'Pending', holdExpiresAt: new Date(NOW.getTime() - 60_000) }),
    // Being paid for right now.
    running: await make(8, { status: 'Pending', holdExpiresAt: new Date(NOW.getTime() + 10 * 60_000) }),
  }
  return { word, client, therapist, rows }
}

const ids = (page: { rows: { _id: string }[] }) => page.rows.map((row) => row._id)

describe('abandoned checkouts', () => {
  it('are no session: out of the default list and the cancelled count, shown as "Abandoned payment" and found by that filter', async () => {
    const { word, client, rows } = await everyKind()
    const list = (status?: Parameters<typeof listAdminAppointments>[0]['status']) => listAdminAppointments({ viewer: ADMIN, search: word, status, now: NOW })

    // The sessions: every appointment money arrived for, latest first.
    expect(ids(await list())).toEqual([rows.refunded.id, rows.refundDue.id, rows.completed.id, rows.paid.id])

    const abandoned = await list('abandoned')
    expect(ids(abandoned)).toEqual([rows.ranOutUntidied.id, rows.ranOut.id, rows.closedCheckout.id])
    expect(abandoned.rows.map((row) => [row.status, row.paymentStatus, row.isAbandoned, appointmentStatusBadge(row).label])).toEqual([
      ['Expired', null, true, 'Abandoned payment'],
      ['Expired', null, true, 'Abandoned payment'],
      ['Cancelled', null, true, 'Abandoned payment'],
    ])

    // The admin's page of the person: the closed checkout and the two that ran out are not cancelled
    // sessions, nor is money that came too late (decision 020: it is counted as the refund its badge
    // reads; this test counted it as cancelled before).
    const summary = (await viewUser({ viewer: ADMIN, userId: client.id, now: NOW })).appointments
    expect({ ...summary, recent: undefined }).toEqual({ total: 5, paid: 2, completed: 1, pending: 1, cancelled: 0, refundDue: 1, refunded: 1, abandoned: 3, recent: undefined })
    expect(summary.recent.filter((row) => row.isAbandoned).map((row) => row._id).sort()).toEqual([rows.closedCheckout.id, rows.ranOut.id, rows.ranOutUntidied.id].sort())
    expect(summary.recent.filter((row) => row.isAbandoned).map((row) => appointmentStatusBadge(row).label)).toEqual(['Abandoned payment', 'Abandoned payment', 'Abandoned payment'])
  })

  it('one rule: the row test and the database filter agree on every kind of appointment', async () => {
    const { word } = await everyKind()
    const everything = await listAdminAppointments({ viewer: ADMIN, search: word, status: 'all', now: NOW })
    const abandoned = new Set(ids(await listAdminAppointments({ viewer: ADMIN, search: word, status: 'abandoned', now: NOW })))
    expect(everything.total).toBe(8)
    for (const row of everything.rows) expect([row._id, row.isAbandoned]).toEqual([row._id, abandoned.has(row._id)])
    // A payment arriving for an abandoned checkout (too late) makes it a refund case, never abandoned again.
    const [first] = everything.rows.filter((row) => row.isAbandoned)
    const appointment = await db.appointment.findUniqueOrThrow({ where: { id: first!._id } })
    await db.payment.create({ data: { appointmentId: appointment.id, provider: 'Sandbox', paymentReference: appointment.paymentReference, amountKobo: appointment.amountKobo, status: 'RefundRequired', paidAt: NOW } })
    const after = await listAdminAppointments({ viewer: ADMIN, search: word, status: 'refund-due', now: NOW })
    expect(after.rows.find((row) => row._id === appointment.id)).toMatchObject({ isAbandoned: false, paymentStatus: 'RefundRequired' })
    expect(ids(await listAdminAppointments({ viewer: ADMIN, search: word, status: 'abandoned', now: NOW }))).not.toContain(appointment.id)
  })
})

describe('the Status filter', () => {
  it('finds each state as its badge reads', async () => {
    const { word, rows } = await everyKind()
    const list = async (status: NonNullable<Parameters<typeof listAdminAppointments>[0]['status']>) => {
      const page = await listAdminAppointments({ viewer: ADMIN, search: word, status, now: NOW })
      return page.rows.map((row) => [row._id, appointmentStatusBadge(row).label])
    }
    expect(await list('paid')).toEqual([[rows.paid.id, 'Paid']])
    expect(await list('completed')).toEqual([[rows.completed.id, 'Completed']])
    expect(await list('refund-due')).toEqual([[rows.refundDue.id, 'Refund due']])
    expect(await list('refunded')).toEqual([[rows.refunded.id, 'Refunded']])
    expect(await list('pending')).toEqual([[rows.running.id, 'Pending']])
    // Money that came too late is a refund, never a cancelled session (decision 020).
    expect(await list('cancelled')).toEqual([])
  })
})

describe('the date filter', () => {
  it('takes whole Lagos days, both ends included, and combines with the search and the status', async () => {
    const word = marker()
    const [client, other, therapist] = await Promise.all([createPatient(db, { fullName: `Bisi ${word}` }), createPatient(db, { fullName: `Other ${word}x` }), createTherapist(db)])
    const make = (date: string, hour: number, patientId = client.id) => createAppointment(db, { patientId, therapistId: therapist.id, startsAt: lagosHourToUtc(date, hour) })
    const dayBefore = await make('2032-05-09', 23)
    const firstHour = await make('2032-05-10', 0)
    const lastHour = await make('2032-05-12', 23)
    const dayAfter = await make('2032-05-13', 0)
    await make('2032-05-11', 12, other.id)

    const range = { viewer: ADMIN, search: `Bisi ${word}`, from: '2032-05-10', to: '2032-05-12' }
    expect(ids(await listAdminAppointments(range))).toEqual([lastHour.id, firstHour.id])
    expect(ids(await listAdminAppointments({ ...range, to: '' }))).toEqual([dayAfter.id, lastHour.id, firstHour.id])
    expect(ids(await listAdminAppointments({ ...range, from: '' }))).toEqual([lastHour.id, firstHour.id, dayBefore.id])
    expect(ids(await listAdminAppointments({ ...range, from: '2032-05-10', to: '2032-05-10' }))).toEqual([firstHour.id])
    expect((await listAdminAppointments({ ...range, status: 'abandoned' })).total).toBe(0)
    expect((await listAdminAppointments({ ...range, search: word })).total).toBe(3)
  })
})

describe('the filters without a search', () => {
  it('read the whole list: each state within Lagos days, latest first', async () => {
    // A month of its own, far ahead, that no other test books (nor, almost surely, an earlier run of this one).
    const month = `${2400 + Math.floor(Math.random() * 500)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`
    const { rows } = await everyKind(month)
    const list = (status: NonNullable<Parameters<typeof listAdminAppointments>[0]['status']> | '', from: string, to: string) =>
      listAdminAppointments({ viewer: ADMIN, status, from: `${month}-${from}`, to: `${month}-${to}`, now: NOW })
    // Every row must be of the state and the days asked for, mine among them.
    const expectOnly = (page: Awaited<ReturnType<typeof list>>, badge: string | null, days: string[]) => {
      expect(page.rows.filter((row) => (badge !== null && appointmentStatusBadge(row).label !== badge) || !days.includes(row.appointmentDate))).toEqual([])
      const starts = page.rows.map((row) => row.startsAt)
      expect(starts).toEqual([...starts].sort().reverse())
      expect(page.total).toBeGreaterThanOrEqual(page.rows.length)
    }
    const completed = await list('completed', '02', '02')
    expectOnly(completed, 'Completed', [`${month}-02`])
    expect(ids(completed)).toContain(rows.completed.id)
    const abandoned = await list('abandoned', '05', '07')
    expectOnly(abandoned, 'Abandoned payment', [`${month}-05`, `${month}-06`, `${month}-07`])
    expect(ids(abandoned)).toEqual(expect.arrayContaining([rows.closedCheckout.id, rows.ranOut.id, rows.ranOutUntidied.id]))
    // The default view (paid for) and Any status with dates only.
    const paidFor = await list('', '01', '08')
    const mine = new Set(Object.values(rows).map((row) => row.id))
    expect(ids(paidFor).filter((id) => mine.has(id))).toEqual([rows.refunded.id, rows.refundDue.id, rows.completed.id, rows.paid.id])
    const any = await list('all', '08', '08')
    expectOnly(any, null, [`${month}-08`])
    expect(ids(any)).toContain(rows.running.id)
  })
})

describe('GET admin/appointments with filters', () => {
  const call = (query: string) => appointmentsRoute(new NextRequest(new URL(`/api/v1/admin/appointments${query}`, 'http://localhost')), { params: Promise.resolve({}) })

  it('answers the same field names with status, from and to applied, and 400 for a bad one', async () => {
    const admin = await createAdmin(db)
    session.token = await createSessionToken(admin)
    const { word, client, rows } = await everyKind()
    const response = await call(`?search=${word}&status=abandoned&from=2032-04-05&to=2032-04-06`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { data: Record<string, unknown>[]; total: number; status: string; from: string; to: string }
    expect([body.total, body.status, body.from, body.to]).toEqual([2, 'abandoned', '2032-04-05', '2032-04-06'])
    expect(body.data.map((row) => row._id)).toEqual([rows.ranOut.id, rows.closedCheckout.id])
    expect(Object.keys(body.data[0]!).sort()).toEqual(
      ['_id', 'userId', 'therapistId', 'appointmentDate', 'slot_start', 'slot_end', 'startsAt', 'endsAt', 'duration', 'amount', 'status', 'state', 'paymentStatus', 'isComplete', 'isAbandoned', 'createdAt'].sort(),
    )
    expect(body.data[1]).toMatchObject({ status: 'Cancelled', state: 'Abandoned', isAbandoned: true, paymentStatus: null, userId: { _id: client.id } })

    for (const [query, field] of [
      ['?status=Cancelled', 'status'],
      ['?from=2032-02-30', 'from'],
      ['?from=2032-05-02&to=2032-05-01', 'to'],
    ] as const) {
      const bad = await call(query)
      expect([query, bad.status, Object.keys(((await bad.json()) as { errors?: object }).errors ?? {})]).toEqual([query, 400, [field]])
    }
  })

  it('the person call counts abandoned checkouts and late payments apart from cancelled sessions', async () => {
    const admin = await createAdmin(db)
    const token = await createSessionToken(admin)
    session.token = token
    const { client } = await everyKind()
    const response = await viewUserRoute(new NextRequest(new URL(`/api/v1/admin/admin-view-user/${client.id}`, 'http://localhost')), { params: Promise.resolve({ id: client.id }) })
    const { data } = (await response.json()) as { data: { appointments: Record<string, unknown> } }
    expect(data.appointments).toMatchObject({ cancelled: 0, refundDue: 1, refunded: 1, abandoned: 3 })
  })
})
