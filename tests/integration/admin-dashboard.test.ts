import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { GET as therapistsRoute } from '@/app/api/v1/admin/admin-get-all-therapists/route'
import { GET as usersRoute } from '@/app/api/v1/admin/admin-get-all-users/route'
import { GET as appointmentsRoute } from '@/app/api/v1/admin/appointments/route'
import { listAdminAppointments } from '@/lib/server/admin/appointments/list-admin-appointments'
import { countDashboardFigures, readDashboardFigures, type DashboardFigures } from '@/lib/server/admin/dashboard/count-dashboard-figures'
import { listAdminTherapists } from '@/lib/server/admin/dashboard/list-admin-therapists'
import { listAdminUsers } from '@/lib/server/admin/dashboard/list-admin-users'
import { listVerificationQueue } from '@/lib/server/admin/dashboard/list-verification-queue'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { createAdmin, createAppointment, createManager, createPatient, createRefund, createTherapist, lagosHourToUtc, type AppointmentInput, type Db } from '../fixtures/factories'

// Route handlers read the session from the request headers and call connection(); outside Next both
// need a stand-in. The session itself is real (a signed token checked against the database).
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

type SignInUser = { id: string; role: 'Patient' | 'Admin' | 'Therapist' | 'Manager'; fullName: string; sessionVersion: number }
async function signIn(user: SignInUser | null) {
  session.token = user ? await createSessionToken(user) : null
}
const request = (path: string) => new NextRequest(new URL(path, 'http://localhost'))
const context = () => ({ params: Promise.resolve({}) })

const ADMIN = { role: 'Admin' } as const
const MANAGER = { role: 'Manager' } as const

/** A word no other test's data contains: every search below is scoped to this test's rows by it. */
const marker = () => `Qx${randomUUID().replaceAll('-', '').slice(0, 10)}`

/** Rows dated far from now so they sort first; removed afterwards so later runs find a clean table. */
const cleanup: { users: string[]; files: string[]; appointments: string[] } = { users: [], files: [], appointments: [] }
afterAll(async () => {
  // The ledger is append-only (its triggers refuse a delete): this cleanup alone steps around them,
  // inside one transaction, with replication-mode triggers off.
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SET LOCAL session_replication_role = replica`
    const ids = cleanup.appointments
    await tx.$executeRaw`DELETE FROM "LedgerTransaction" t USING "Payment" p WHERE t."paymentId" = p."id" AND p."appointmentId" = ANY(${ids}::uuid[])`
    await tx.$executeRaw`DELETE FROM "LedgerEntry" e WHERE e."appointmentId" = ANY(${ids}::uuid[])`
    await tx.payment.deleteMany({ where: { appointmentId: { in: ids } } })
    await tx.appointmentSlot.deleteMany({ where: { appointmentId: { in: ids } } })
    await tx.appointment.deleteMany({ where: { id: { in: ids } } })
    // The admin lists' counts (decision 047) are kept by the triggers switched off above.
    await tx.$executeRaw`SELECT "recount_list_counts"()`
  })
  await db.user.deleteMany({ where: { id: { in: cleanup.users } } })
  await db.storedFile.deleteMany({ where: { id: { in: cleanup.files } } })
})

async function appError(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

/** A booking whose money came after the time was lost: a Payment in the given state, the appointment not Paid. */
async function paidTooLate(client: Db, input: AppointmentInput & { status: 'Cancelled' | 'Expired' }, paymentStatus: 'RefundRequired' | 'Refunded') {
  const appointment = await createAppointment(client, input)
  await client.payment.create({
    data: { appointmentId: appointment.id, provider: 'Sandbox', paymentReference: appointment.paymentReference, amountKobo: appointment.amountKobo, status: paymentStatus, paidAt: input.startsAt },
  })
  return appointment
}

class Rollback extends Error {}

describe('the dashboard figures', () => {
  it('count patients, therapists by verification, paid appointments and confirmed revenue', async () => {
    // One REPEATABLE READ transaction sees a single snapshot: the other test files writing at the same
    // time cannot move the figures between the two readings, so the difference is exactly these rows.
    const run = db.$transaction(
      async (tx) => {
        const before = await readDashboardFigures(tx)
        const [patient] = await Promise.all([
          createPatient(tx),
          createPatient(tx, { isBlocked: true }),
          createPatient(tx, { erasedAt: new Date(), fullName: 'Deleted user' }),
          createAdmin(tx),
          createManager(tx),
        ])
        const [therapist] = await Promise.all([
          createTherapist(tx, { feeKobo: 1_000_000 }),
          createTherapist(tx),
          createTherapist(tx, { isVerified: false }),
          createTherapist(tx, { isVerified: false, erasedAt: new Date() }),
        ])
        const base = { patientId: patient.id, therapistId: therapist.id }
        await createAppointment(tx, { ...base, startsAt: lagosHourToUtc('2031-05-05', 10) })
        await createAppointment(tx, { ...base, startsAt: lagosHourToUtc('2031-05-06', 10), durationHours: 2, isComplete: true })
        await createAppointment(tx, { ...base, startsAt: lagosHourToUtc('2031-05-07', 10), status: 'Pending' })
        await createAppointment(tx, { ...base, startsAt: lagosHourToUtc('2031-05-07', 12), status: 'Cancelled' })
        await paidTooLate(tx, { ...base, startsAt: lagosHourToUtc('2031-05-08', 10), status: 'Expired' }, 'RefundRequired')
        await paidTooLate(tx, { ...base, startsAt: lagosHourToUtc('2031-05-08', 12), status: 'Cancelled' }, 'Refunded')
        // Sessions that still count with part of their money going back: a partial refund
        // requested is taken off the revenue, a failed one has not left and is not.
        const partlyRefunded = await createAppointment(tx, { ...base, startsAt: lagosHourToUtc('2031-05-09', 10) })
        await createRefund(tx, { appointmentId: partlyRefunded.id, amountKobo: 400_000, status: 'Requested' })
        const refundFailed = await createAppointment(tx, { ...base, startsAt: lagosHourToUtc('2031-05-09', 12) })
        await createRefund(tx, { appointmentId: refundFailed.id, amountKobo: 1_000_000, status: 'Failed' })
        const after = await readDashboardFigures(tx)
        const delta = (pick: (f: DashboardFigures) => number) => pick(after) - pick(before)
        expect({
          patients: delta((f) => f.patients),
          therapists: delta((f) => f.therapists.total),
          verified: delta((f) => f.therapists.verified),
          awaiting: delta((f) => f.therapists.awaitingVerification),
          paidAppointments: delta((f) => f.paidAppointments),
          revenueKobo: delta((f) => f.revenueKobo),
        }).toEqual({
          // The blocked patient counts, the erased one, the admin and the manager do not.
          patients: 2,
          therapists: 3,
          verified: 2,
          awaiting: 1,
          // Only Paid: no hold, no abandoned checkout, no money to refund or refunded.
          paidAppointments: 4,
          // ₦10,000 and ₦20,000, ₦10,000 less the ₦4,000 going back, and ₦10,000 whose refund failed.
          revenueKobo: 1_000_000 * 3 + (1_000_000 - 400_000) + 1_000_000,
        })
        expect(after.therapists.total).toBe(after.therapists.verified + after.therapists.awaitingVerification)
        throw new Rollback()
      },
      { isolationLevel: 'RepeatableRead', timeout: 30_000, maxWait: 10_000 },
    )
    await expect(run).rejects.toBeInstanceOf(Rollback)
  })

  it('are read by admins and managers only, and are the database\'s own counts', async () => {
    // Other test files write at the same time: compare with a count taken just before and just after,
    // in a moment when nothing moved them.
    async function whileStill(read: () => Promise<DashboardFigures>) {
      for (let attempt = 0; attempt < 20; attempt++) {
        const before = await readDashboardFigures(db)
        const figures = await read()
        const after = await readDashboardFigures(db)
        if (JSON.stringify(before) === JSON.stringify(after)) return { figures, counted: before }
      }
      throw new Error('the figures never held still for a moment')
    }
    await createPatient(db)
    for (const viewer of [MANAGER, ADMIN]) {
      const { figures, counted } = await whileStill(() => countDashboardFigures({ viewer }))
      expect(figures).toEqual(counted)
      expect(figures.patients).toBeGreaterThan(0)
      expect(figures.therapists.total).toBe(figures.therapists.verified + figures.therapists.awaitingVerification)
    }
    for (const role of ['Patient', 'Therapist'] as const) expect((await appError(countDashboardFigures({ viewer: { role } }))).status).toBe(403)
  })
})

describe('the users list', () => {
  it('searches patients by email or name in the database, case-insensitively, with Blocked / Not Blocked', async () => {
    const word = marker()
    const [byName, byEmail, blocked] = await Promise.all([
      createPatient(db, { fullName: `Ngozi ${word}` }),
      createPatient(db, { fullName: 'Bola Ade', email: `bola.${word.toLowerCase()}@example.test` }),
      createPatient(db, { fullName: `Blocked ${word}`, isBlocked: true }),
      // Not patients, or erased: never in this list's search.
      createTherapist(db, { fullName: `Therapist ${word}` }),
      createAdmin(db, { fullName: `Admin ${word}` }),
      createPatient(db, { fullName: `Gone ${word}`, erasedAt: new Date() }),
    ])

    const found = await listAdminUsers({ viewer: ADMIN, search: word.toUpperCase() })
    expect(found.total).toBe(3)
    expect(new Set(found.rows.map((row) => row._id))).toEqual(new Set([byName.id, byEmail.id, blocked.id]))
    expect(found.rows.find((row) => row._id === blocked.id)).toMatchObject({ isBlocked: true, isDeleted: false, fullName: `Blocked ${word}` })
    expect(found.rows.find((row) => row._id === byEmail.id)).toMatchObject({ isBlocked: false, email: byEmail.email })

    // Part of an email, part of a name, in the middle of either.
    expect((await listAdminUsers({ viewer: ADMIN, search: `la.${word.slice(0, 6)}` })).rows.map((row) => row._id)).toEqual([byEmail.id])
    expect((await listAdminUsers({ viewer: MANAGER, search: `gozi ${word.toLowerCase()}` })).rows.map((row) => row._id)).toEqual([byName.id])
  })

  it('takes % and _ in a search literally', async () => {
    const word = marker()
    await createPatient(db, { fullName: `Percent ${word}` })
    expect((await listAdminUsers({ viewer: ADMIN, search: `%${word}` })).total).toBe(0)
    expect((await listAdminUsers({ viewer: ADMIN, search: `Percent_${word}` })).total).toBe(0)
    expect((await listAdminUsers({ viewer: ADMIN, search: `Percent ${word}` })).total).toBe(1)
  })

  it('shows an erased person as "Deleted user" with no email', async () => {
    const erased = await createPatient(db, { fullName: 'Adaeze Private', erasedAt: new Date(), createdAt: new Date('2199-01-01T00:00:00Z') })
    cleanup.users.push(erased.id)
    const first = await listAdminUsers({ viewer: ADMIN })
    const row = first.rows.find((r) => r._id === erased.id)
    expect(row).toEqual({ _id: erased.id, fullName: 'Deleted user', email: null, isBlocked: false, isDeleted: true, createdAt: erased.createdAt.toISOString(), lastSeen: null })
  })

  it('pages the whole list without a search newest first, the id breaking ties, across pages', async () => {
    // Twelve patients newer than anyone else; the 10th and 11th newest share an instant, so the id decides
    // which one ends page 1 and which one starts page 2.
    const at = (minute: number) => new Date(Date.UTC(2300, 0, 1, 0, minute))
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => createPatient(db, { createdAt: at(i === 11 ? 1 : i) })))
    cleanup.users.push(...made.map((user) => user.id))
    const expected = [...made].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)).map((user) => user.id)
    const [first, second] = await Promise.all([1, 2].map((page) => listAdminUsers({ viewer: ADMIN, page })))
    expect([...first!.rows, ...second!.rows].slice(0, 12).map((row) => row._id)).toEqual(expected)
  })

  it('pages in a stable order: newest first, the id breaking ties, no row twice, a page past the end reads as the last', async () => {
    const word = marker()
    const base = Date.parse('2030-01-01T00:00:00Z')
    const patients = await Promise.all(
      // Five share one creation time: the id must order them.
      Array.from({ length: 23 }, (_, i) => createPatient(db, { fullName: `Page ${word} ${i}`, createdAt: new Date(base + (i < 5 ? 0 : i) * 60_000) })),
    )
    const expected = [...patients].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)).map((p) => p.id)

    const pages = await Promise.all([1, 2, 3].map((page) => listAdminUsers({ viewer: ADMIN, search: word, page })))
    expect(pages.map((p) => p.rows.length)).toEqual([10, 10, 3])
    expect(pages.map((p) => [p.page, p.pageCount, p.total])).toEqual([
      [1, 3, 23],
      [2, 3, 23],
      [3, 3, 23],
    ])
    expect(pages.flatMap((p) => p.rows.map((row) => row._id))).toEqual(expected)
    expect((await listAdminUsers({ viewer: ADMIN, search: word, page: 2 })).rows).toEqual(pages[1]!.rows)

    const past = await listAdminUsers({ viewer: ADMIN, search: word, page: 9 })
    expect([past.page, past.rows.map((row) => row._id)]).toEqual([3, pages[2]!.rows.map((row) => row._id)])
  })

  it('is refused to patients and therapists', async () => {
    for (const role of ['Patient', 'Therapist'] as const) expect((await appError(listAdminUsers({ viewer: { role } }))).status).toBe(403)
  })
})

describe('the therapists list', () => {
  it('searches therapists by email or name with Verified / Not Verified and Blocked', async () => {
    const word = marker()
    const [verified, unverified, blocked] = await Promise.all([
      createTherapist(db, { fullName: `Dr. Ada ${word}` }),
      createTherapist(db, { fullName: 'Dr. Emeka Obi', email: `emeka.${word.toLowerCase()}@example.test`, isVerified: false }),
      createTherapist(db, { fullName: `Dr. Blocked ${word}`, isBlocked: true }),
      createPatient(db, { fullName: `Patient ${word}` }),
    ])
    const found = await listAdminTherapists({ viewer: MANAGER, search: word.toLowerCase() })
    expect(found.total).toBe(3)
    const byId = Object.fromEntries(found.rows.map((row) => [row._id, row]))
    expect(byId[verified.id]).toMatchObject({ fullName: `Dr. Ada ${word}`, isVerified: true, isBlocked: false, isDeleted: false })
    expect(byId[unverified.id]).toMatchObject({ email: unverified.email, isVerified: false })
    expect(byId[blocked.id]).toMatchObject({ isVerified: true, isBlocked: true })
    expect((await listAdminTherapists({ viewer: ADMIN, search: `emeka.${word}` })).rows.map((row) => row._id)).toEqual([unverified.id])
    expect((await listAdminTherapists({ viewer: ADMIN, search: `nobody-${word}` })).rows).toEqual([])
  })
})

describe('the appointments list', () => {
  it('lists the sessions by default (paid appointments and refund cases), latest first, searched by client name, no unpaid hold', async () => {
    const word = marker()
    const [client, erasedClient, therapist] = await Promise.all([
      createPatient(db, { fullName: `Chioma ${word}` }),
      createPatient(db, { fullName: `Gone ${word}` }),
      createTherapist(db, { fullName: 'Dr. Funmi Afolabi', feeKobo: 1_500_000 }),
    ])
    const base = { patientId: client.id, therapistId: therapist.id }
    const paid = await createAppointment(db, { ...base, startsAt: lagosHourToUtc('2031-06-10', 9), durationHours: 2 })
    const completed = await createAppointment(db, { ...base, startsAt: lagosHourToUtc('2031-06-01', 14), isComplete: true })
    const refundDue = await paidTooLate(db, { ...base, startsAt: lagosHourToUtc('2031-06-05', 10), status: 'Expired', holdExpiresAt: lagosHourToUtc('2031-06-01', 9) }, 'RefundRequired')
    const refunded = await paidTooLate(db, { ...base, startsAt: lagosHourToUtc('2031-06-03', 10), status: 'Cancelled' }, 'Refunded')
    await createAppointment(db, { ...base, startsAt: lagosHourToUtc('2031-06-11', 9), status: 'Pending' })
    await createAppointment(db, { ...base, startsAt: lagosHourToUtc('2031-06-11', 12), status: 'Expired', holdExpiresAt: lagosHourToUtc('2031-06-01', 9) })
    // Far in the future: the first row of the unsearched list (removed after the tests).
    const erasedOnes = await createAppointment(db, { patientId: erasedClient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2199-06-12', 9) })
    cleanup.appointments.push(erasedOnes.id)
    await db.user.update({ where: { id: erasedClient.id }, data: { erasedAt: new Date(), fullName: 'Deleted user' } })

    const found = await listAdminAppointments({ viewer: ADMIN, search: `chioma ${word.toLowerCase()}` })
    expect(found.rows.map((row) => row._id)).toEqual([paid.id, refundDue.id, refunded.id, completed.id])
    expect(found.rows.map((row) => [row.status, row.paymentStatus, row.isComplete])).toEqual([
      ['Paid', 'Paid', false],
      ['Expired', 'RefundRequired', false],
      ['Cancelled', 'Refunded', false],
      ['Paid', 'Paid', true],
    ])
    expect(found.rows[0]).toEqual({
      _id: paid.id,
      userId: { _id: client.id, fullName: `Chioma ${word}`, email: client.email, isDeleted: false },
      therapistId: { _id: therapist.id, fullName: 'Dr. Funmi Afolabi', email: therapist.email, isDeleted: false },
      appointmentDate: '2031-06-10',
      slot_start: '09:00',
      slot_end: '11:00',
      startsAt: paid.startsAt.toISOString(),
      endsAt: paid.endsAt.toISOString(),
      duration: 2,
      amount: 30_000,
      status: 'Paid',
      state: 'Paid',
      paymentStatus: 'Paid',
      isComplete: false,
      isAbandoned: false,
      createdAt: paid.createdAt.toISOString(),
    })

    // An erased client is found by nothing they left behind, and shown without their data.
    expect((await listAdminAppointments({ viewer: ADMIN, search: `Gone ${word}` })).total).toBe(0)
    const first = await listAdminAppointments({ viewer: MANAGER })
    expect(first.rows.find((row) => row._id === erasedOnes.id)?.userId).toEqual({ _id: erasedClient.id, fullName: 'Deleted user', email: null, isDeleted: true })
  })
})

describe('the verification queue', () => {
  it('lists unverified therapists with documents, longest waiting first, with each document state', async () => {
    const file = async () => {
      const stored = await db.storedFile.create({ data: { storageKey: `${randomUUID()}.jpg`, contentType: 'image/jpeg', byteSize: 1, visibility: 'Private' } })
      cleanup.files.push(stored.id)
      return stored.id
    }
    const [waiting, noDocuments, verified, erased] = await Promise.all([
      createTherapist(db, { isVerified: false, fullName: 'Dr. Waiting Long' }),
      createTherapist(db, { isVerified: false }),
      createTherapist(db),
      createTherapist(db, { isVerified: false, erasedAt: new Date() }),
    ])
    cleanup.users.push(waiting.id, noDocuments.id, verified.id, erased.id)
    // Registered long ago: first in the queue, whatever else the table holds.
    for (const t of [waiting, noDocuments, verified, erased]) {
      await db.therapistProfile.update({ where: { userId: t.id }, data: { createdAt: new Date('1990-01-01T00:00:00Z') } })
    }
    await db.therapistDocument.createMany({
      data: [
        // Two certificates, each reviewed on its own: listed one by one, oldest first.
        { therapistId: waiting.id, kind: 'Certificate', fileId: await file(), reviewState: 'Pending', createdAt: new Date('2030-01-01T10:00:00Z') },
        { therapistId: waiting.id, kind: 'Certificate', fileId: await file(), reviewState: 'Approved', createdAt: new Date('2030-01-01T11:00:00Z') },
        { therapistId: waiting.id, kind: 'CacDocument', fileId: await file(), reviewState: 'Declined', declineReason: 'Blurred' },
        { therapistId: verified.id, kind: 'Logo', fileId: await file(), reviewState: 'Approved' },
        { therapistId: erased.id, kind: 'Logo', fileId: await file() },
      ],
    })

    const queue = await listVerificationQueue({ viewer: MANAGER })
    const ids = queue.rows.map((row) => row._id)
    expect(ids).toContain(waiting.id)
    for (const absent of [noDocuments.id, verified.id, erased.id]) expect(ids).not.toContain(absent)
    expect(queue.rows.find((row) => row._id === waiting.id)).toEqual({
      _id: waiting.id,
      fullName: 'Dr. Waiting Long',
      email: waiting.email,
      isBlocked: false,
      createdAt: '1990-01-01T00:00:00.000Z',
      documents: [
        { kind: 'Certificate', reviewState: 'Pending' },
        { kind: 'Certificate', reviewState: 'Approved' },
        { kind: 'CacDocument', reviewState: 'Declined' },
        { kind: 'Logo', reviewState: null },
      ],
      // Kinds with at least one document: certificates and the CAC document.
      uploaded: 2,
      pending: 1,
      approved: 1,
      declined: 1,
    })
    expect(queue.withoutDocuments).toBeGreaterThanOrEqual(1)
    expect((await appError(listVerificationQueue({ viewer: { role: 'Therapist' } }))).status).toBe(403)
  })
})

describe('the list API calls', () => {
  const routes = [
    ['admin/admin-get-all-users', usersRoute],
    ['admin/admin-get-all-therapists', therapistsRoute],
    ['admin/appointments', appointmentsRoute],
  ] as const

  it('refuse visitors (401), patients and therapists (403), and answer admins and managers', async () => {
    const [patient, therapist, admin, manager] = await Promise.all([createPatient(db), createTherapist(db), createAdmin(db), createManager(db)])
    for (const [path, route] of routes) {
      const call = async () => (await route(request(`/api/v1/${path}`), context())).status
      await signIn(null)
      expect([path, await call()]).toEqual([path, 401])
      for (const user of [patient, therapist]) {
        await signIn(user)
        expect([path, user.role, await call()]).toEqual([path, user.role, 403])
      }
      for (const user of [admin, manager]) {
        await signIn(user)
        expect([path, user.role, await call()]).toEqual([path, user.role, 200])
      }
    }
  })

  it('answer { data, page, pageCount, total } with _id fields, and 400 for a bad page', async () => {
    const word = marker()
    const [admin, patient, therapist] = await Promise.all([
      createAdmin(db),
      createPatient(db, { fullName: `Api ${word}` }),
      createTherapist(db, { fullName: `Dr. Api ${word}` }),
    ])
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-07-01', 10) })
    await signIn(admin)
    for (const [path, route] of routes) {
      const response = await route(request(`/api/v1/${path}?search=${encodeURIComponent(word)}&page=1`), context())
      const body = (await response.json()) as { data: { _id: string }[]; page: number; pageCount: number; total: number }
      expect([path, response.status, body.page, body.pageCount, body.total, body.data.length]).toEqual([path, 200, 1, 1, 1, 1])
      expect(body.data[0]!._id).toMatch(/^[0-9a-f-]{36}$/)
      expect(response.headers.get('cache-control')).toBe('no-store')

      const bad = await route(request(`/api/v1/${path}?page=zero`), context())
      expect([path, bad.status, ((await bad.json()) as { errors?: Record<string, string[]> }).errors?.page]).toEqual([path, 400, ['page must be a whole number']])
    }
  })
})
