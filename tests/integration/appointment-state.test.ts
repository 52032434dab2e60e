import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { APPOINTMENT_STATE_FILTERS, appointmentStatusBadge } from '@/lib/admin/appointment-status'
import { appointmentState, type AppointmentState } from '@/lib/appointments/appointment-state'
import { listAdminAppointments } from '@/lib/server/admin/appointments/list-admin-appointments'
import { viewAdminAppointment } from '@/lib/server/admin/appointments/view-admin-appointment'
import { readDashboardFigures } from '@/lib/server/admin/dashboard/count-dashboard-figures'
import { viewTherapistForAdmin } from '@/lib/server/admin/therapists/view-therapist'
import { viewUser } from '@/lib/server/admin/users/view-user'
import { listPatientAppointments, listProfileAppointments } from '@/lib/server/appointments/list-patient-appointments'
import { adminAppointmentsSql, adminAppointmentsWhere, APPOINTMENT_STATE_SELECT, appointmentStateSql, appointmentStateWhere } from '@/lib/server/appointments/visible-appointments'
import { db, Prisma, readRows } from '@/lib/server/db'
import { findDashboardFigures } from '@/lib/server/therapist-dashboard/find-dashboard-figures'
import { listTherapistSchedule } from '@/lib/server/therapist-dashboard/list-therapist-schedule'
import { createAppointment, createPatient, createRefund, createTherapist, type Db } from '../fixtures/factories'

/*
 * Decision 020: one appointment, the same booking (one hour, the same fee), made at
 * each state it can be in, read back through the data layer of every surface that shows appointments
 * — the patient's list (the profile page and GET patient/my-appointments), the therapist's schedule
 * and figures, the admin list with each Status filter, the admin appointment page, the admin person
 * pages and the admin figures — which must all say the same thing: what
 * lib/appointments/appointment-state.ts decides.
 */

const ADMIN = { role: 'Admin' } as const
const HOUR_MS = 3_600_000
const FEE_KOBO = 2_000_000
// The sessions are whole hours around the real clock.
const NOW = new Date()
const THIS_HOUR = new Date(Math.floor(NOW.getTime() / HOUR_MS) * HOUR_MS)
const hoursFromThisHour = (hours: number) => new Date(THIS_HOUR.getTime() + hours * HOUR_MS)
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000)

type Kind = 'liveHold' | 'lapsedHold' | 'closedCheckout' | 'paidUpcoming' | 'paidEnded' | 'markedComplete' | 'paidThenCancelled' | 'refundDue' | 'refunded'

/** What every surface must show for each kind: the decided state, the stored status, and the admin badge. */
const EXPECTED: Record<Kind, { state: AppointmentState; status: string; badge: string }> = {
  liveHold: { state: 'Pending', status: 'Pending', badge: 'Pending' },
  lapsedHold: { state: 'Abandoned', status: 'Expired', badge: 'Abandoned payment' },
  closedCheckout: { state: 'Abandoned', status: 'Cancelled', badge: 'Abandoned payment' },
  paidUpcoming: { state: 'Paid', status: 'Paid', badge: 'Paid' },
  paidEnded: { state: 'Completed', status: 'Paid', badge: 'Completed' },
  markedComplete: { state: 'Completed', status: 'Paid', badge: 'Completed' },
  paidThenCancelled: { state: 'Cancelled', status: 'Cancelled', badge: 'Cancelled' },
  refundDue: { state: 'RefundDue', status: 'Expired', badge: 'Refund due' },
  refunded: { state: 'Refunded', status: 'Cancelled', badge: 'Refunded' },
}
const KINDS = Object.keys(EXPECTED) as Kind[]

const isPaidFor = (state: AppointmentState) => ['Paid', 'Completed', 'Cancelled', 'RefundDue', 'Refunded'].includes(state)
const isSession = (state: AppointmentState) => ['Paid', 'Completed', 'Cancelled'].includes(state)

async function addPayment(client: Db, appointment: { id: string; amountKobo: number }, status: 'RefundRequired' | 'Refunded') {
  await client.payment.create({
    data: { appointmentId: appointment.id, provider: 'Sandbox', paymentReference: `TEST-${randomUUID()}`, amountKobo: appointment.amountKobo, status, paidAt: NOW },
  })
}

/**
 * The same booking — a one-hour session with a patient and a therapist of its own, named with a
 * fresh marker so the admin search finds only it — made at one state, the way the app leaves it there.
 */
async function book(client: Db, kind: Kind) {
  const word = `St${randomUUID().replaceAll('-', '').slice(0, 10)}`
  const [patient, therapist] = await Promise.all([createPatient(client, { fullName: `Kemi ${word}` }), createTherapist(client, { feeKobo: FEE_KOBO })])
  const base = { patientId: patient.id, therapistId: therapist.id }
  const ahead = { ...base, startsAt: hoursFromThisHour(48) }
  const make = async (): Promise<{ id: string; amountKobo: number }> => {
    switch (kind) {
      case 'liveHold':
        return createAppointment(client, { ...ahead, status: 'Pending', holdExpiresAt: minutesFromNow(15) })
      case 'lapsedHold':
        // Ran out a minute ago; no booking has tidied its row yet, so it still says Pending.
        return createAppointment(client, { ...ahead, status: 'Pending', holdExpiresAt: minutesFromNow(-1) })
      case 'closedCheckout':
        return createAppointment(client, { ...ahead, status: 'Cancelled' })
      case 'paidUpcoming':
        return createAppointment(client, ahead)
      case 'paidEnded':
        return createAppointment(client, { ...base, startsAt: hoursFromThisHour(-48) })
      case 'markedComplete':
        // Going on now (started an hour ago, two more to go), and already marked complete.
        return createAppointment(client, { ...base, startsAt: hoursFromThisHour(-1), durationHours: 3, isComplete: true, completedAt: NOW })
      case 'paidThenCancelled': {
        // Paid, then cancelled: the hours are freed, the confirmed payment stays.
        const paid = await createAppointment(client, ahead)
        await client.appointmentSlot.deleteMany({ where: { appointmentId: paid.id } })
        await client.appointment.update({ where: { id: paid.id }, data: { status: 'Cancelled' } })
        return paid
      }
      case 'refundDue': {
        // The money came after the hold ran out and the time was taken.
        const lost = await createAppointment(client, { ...ahead, status: 'Expired', holdExpiresAt: minutesFromNow(-30) })
        await addPayment(client, lost, 'RefundRequired')
        return lost
      }
      case 'refunded': {
        // The checkout was closed, the money came anyway, and was sent back.
        const lost = await createAppointment(client, { ...ahead, status: 'Cancelled' })
        await addPayment(client, lost, 'Refunded')
        return lost
      }
    }
  }
  const appointment = await make()
  return { kind, word, patient, therapist, appointment }
}

describe('the state of an appointment (decision 020)', () => {
  it('is what the rule says for each kind of booking, read from the stored row', async () => {
    for (const kind of KINDS) {
      const { appointment } = await book(db, kind)
      const row = await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, select: APPOINTMENT_STATE_SELECT })
      expect([kind, appointmentState(row, NOW)]).toEqual([kind, EXPECTED[kind].state])
    }
  })

  it('is found by the SQL form of each state exactly as by the Prisma form and the row rule', async () => {
    const booked = await Promise.all(KINDS.map((kind) => book(db, kind)))
    const mine = booked.map(({ appointment }) => appointment.id)
    const byPrisma = async (where: Prisma.AppointmentWhereInput) =>
      (await db.appointment.findMany({ where: { AND: [{ id: { in: mine } }, where] }, select: { id: true } })).map((row) => row.id).sort()
    const bySql = async (condition: Prisma.Sql) =>
      (await readRows<{ id: string }>(Prisma.sql`SELECT "id"::text AS "id" FROM "Appointment" WHERE "id" = ANY(${mine}::uuid[]) AND ${condition}`)).map((row) => row.id).sort()
    const STATES: AppointmentState[] = ['Pending', 'Paid', 'Completed', 'Cancelled', 'RefundDue', 'Refunded', 'Abandoned']
    for (const state of STATES) {
      const expected = booked.filter(({ kind }) => EXPECTED[kind].state === state).map(({ appointment }) => appointment.id).sort()
      expect([state, await bySql(appointmentStateSql(state, NOW))]).toEqual([state, expected])
      expect([state, await byPrisma(appointmentStateWhere(state, NOW))]).toEqual([state, expected])
    }
    for (const view of ['paid-for', 'all'] as const) {
      const expected = booked.filter(({ kind }) => view === 'all' || isPaidFor(EXPECTED[kind].state)).map(({ appointment }) => appointment.id).sort()
      expect([view, await bySql(adminAppointmentsSql(view, NOW))]).toEqual([view, expected])
      expect([view, await byPrisma(adminAppointmentsWhere(view, NOW))]).toEqual([view, expected])
    }
  })

  it('reads the same on the patient list, the therapist schedule, the admin list, appointment and person pages', async () => {
    for (const kind of KINDS) {
      const { word, patient, therapist, appointment } = await book(db, kind)
      const { state, status, badge } = EXPECTED[kind]
      const shown = { _id: appointment.id, status, state }
      const pick = (rows: { _id: string; status: string; state: string }[]) => rows.filter((row) => row._id === appointment.id).map(({ _id, status, state }) => ({ _id, status, state }))
      const where = (found: unknown) => [kind, found]

      // The patient (the API's list and the profile page's): every booking paid for, and nothing else.
      const patientList = await listPatientAppointments({ patientId: patient.id, now: NOW })
      expect(where(pick(patientList))).toEqual(where(isPaidFor(state) ? [shown] : []))
      const profile = await listProfileAppointments({ patientId: patient.id, now: NOW })
      expect(where(pick([...profile.upcoming, ...profile.past]))).toEqual(where(isPaidFor(state) ? [shown] : []))

      // The therapist: their sessions only.
      const schedule = await listTherapistSchedule({ therapistId: therapist.id, now: NOW })
      expect(where(pick([...schedule.upcoming, ...schedule.past]))).toEqual(where(isSession(state) ? [shown] : []))

      // The admin list: with every status, by default (the ones paid for), and under exactly one filter: its own.
      const list = (status?: (typeof APPOINTMENT_STATE_FILTERS)[number]['value']) => listAdminAppointments({ viewer: ADMIN, search: word, status, now: NOW })
      const everything = await list('all')
      expect(where(pick(everything.rows))).toEqual(where([shown]))
      expect(where(everything.rows.map((row) => [appointmentStatusBadge(row).label, row.isAbandoned]))).toEqual(where([[badge, state === 'Abandoned']]))
      expect(where((await list()).total)).toEqual(where(isPaidFor(state) ? 1 : 0))
      const filteredBy: string[] = []
      for (const filter of APPOINTMENT_STATE_FILTERS) if (filter.value !== 'all' && (await list(filter.value)).total > 0) filteredBy.push(filter.label)
      expect(where(filteredBy)).toEqual(where([badge]))

      // The admin appointment page.
      const detail = await viewAdminAppointment({ viewer: ADMIN, appointmentId: appointment.id, now: NOW })
      expect(where([detail.status, detail.state, appointmentStatusBadge(detail).label, detail.isAbandoned])).toEqual(where([status, state, badge, state === 'Abandoned']))

      // The admin page of the patient: the row, and the one count it falls in.
      const person = await viewUser({ viewer: ADMIN, userId: patient.id, now: NOW })
      expect(where(pick(person.appointments.recent))).toEqual(where([shown]))
      const { recent, ...counts } = person.appointments
      expect(where(appointmentStatusBadge(recent[0]!).label)).toEqual(where(badge))
      const bucket = { Pending: 'pending', Paid: 'paid', Completed: 'completed', Cancelled: 'cancelled', RefundDue: 'refundDue', Refunded: 'refunded', Abandoned: 'abandoned' }[state]
      const expectedCounts = { total: 0, paid: 0, completed: 0, pending: 0, cancelled: 0, refundDue: 0, refunded: 0, abandoned: 0, [bucket]: 1 }
      // Paid counts the completed sessions too; total is everything but an abandoned checkout.
      if (state === 'Completed') expectedCounts.paid = 1
      if (state !== 'Abandoned') expectedCounts.total = 1
      expect(where(counts)).toEqual(where(expectedCounts))

      // The paid sessions still to come, on both person pages (for a blocked or erased account).
      const therapistPage = await viewTherapistForAdmin({ viewer: ADMIN, therapistId: therapist.id })
      expect(where([person.paidUpcoming.total, therapistPage.paidUpcoming.total])).toEqual(where(kind === 'paidUpcoming' ? [1, 1] : [0, 0]))
    }
  })

  it('counts the same on the therapist dashboard and the admin dashboard', async () => {
    for (const kind of KINDS) {
      const { therapist } = await book(db, kind)
      const { state } = EXPECTED[kind]
      const figures = await findDashboardFigures({ therapistId: therapist.id, now: NOW })
      expect([kind, { ...figures, next: figures.next.length }]).toEqual([
        kind,
        {
          // Booked: paid and not started; the session marked complete while going on is neither.
          upcoming: kind === 'paidUpcoming' ? 1 : 0,
          cancelled: state === 'Cancelled' ? 1 : 0,
          completed: state === 'Completed' ? 1 : 0,
          // The therapist's revenue is the ledger's net (decision 036): 85 % of each confirmed payment,
          // a session paid for and cancelled afterwards included until a refund takes it back.
          revenueKobo: isSession(state) ? 0.85 * FEE_KOBO * (kind === 'markedComplete' ? 3 : 1) : 0,
          next: state === 'Paid' ? 1 : 0,
        },
      ])
    }

    // The admin figures, in one snapshot (other tests write meanwhile): the sessions that go ahead and their money.
    class Rollback extends Error {}
    const run = db.$transaction(
      async (tx) => {
        const before = await readDashboardFigures(tx)
        for (const kind of KINDS) await book(tx, kind)
        const after = await readDashboardFigures(tx)
        const ahead = KINDS.filter((kind) => ['Paid', 'Completed'].includes(EXPECTED[kind].state))
        expect(ahead).toEqual(['paidUpcoming', 'paidEnded', 'markedComplete'])
        expect([after.paidAppointments - before.paidAppointments, after.revenueKobo - before.revenueKobo]).toEqual([3, FEE_KOBO * (1 + 1 + 3)])
        throw new Rollback()
      },
      { isolationLevel: 'RepeatableRead', timeout: 30_000, maxWait: 10_000 },
    )
    await expect(run).rejects.toBeInstanceOf(Rollback)
  })

  it('takes what goes back of a session that still counts off both revenues, and the session stays Paid', async () => {
    // An admin gave back part of the money of a session that goes ahead.
    const partlyRefunded = async (client: Db) => {
      const booked = await book(client, 'paidUpcoming')
      await createRefund(client, { appointmentId: booked.appointment.id, amountKobo: 750_000, status: 'Completed' })
      const row = await client.appointment.findUniqueOrThrow({ where: { id: booked.appointment.id }, select: APPOINTMENT_STATE_SELECT })
      expect(appointmentState(row, NOW)).toBe('Paid')
      return booked
    }
    const { therapist } = await partlyRefunded(db)
    const figures = await findDashboardFigures({ therapistId: therapist.id, now: NOW })
    expect([figures.upcoming, figures.revenueKobo]).toEqual([1, 0.85 * (FEE_KOBO - 750_000)])

    class Rollback extends Error {}
    const run = db.$transaction(
      async (tx) => {
        const before = await readDashboardFigures(tx)
        await partlyRefunded(tx)
        const after = await readDashboardFigures(tx)
        expect([after.paidAppointments - before.paidAppointments, after.revenueKobo - before.revenueKobo]).toEqual([1, FEE_KOBO - 750_000])
        throw new Rollback()
      },
      { isolationLevel: 'RepeatableRead', timeout: 30_000, maxWait: 10_000 },
    )
    await expect(run).rejects.toBeInstanceOf(Rollback)
  })
})
