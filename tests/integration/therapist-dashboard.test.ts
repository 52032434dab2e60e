import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { GET as therapistAppointmentsRoute } from '@/app/api/v1/therapist/appointments/route'
import { markCompleteAction } from '@/app/therapist-dashboard/therapistAppointment/actions'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { hasUpcomingHours } from '@/lib/server/availability/has-upcoming-hours'
import { findDashboardFigures } from '@/lib/server/therapist-dashboard/find-dashboard-figures'
import { listTherapistSchedule } from '@/lib/server/therapist-dashboard/list-therapist-schedule'
import { ALREADY_COMPLETE, MARKED_COMPLETE, markAppointmentComplete, NOT_PAID, NOT_STARTED } from '@/lib/server/therapist-dashboard/mark-appointment-complete'
import {
  AWAITING_VERIFICATION,
  NOT_VERIFIED_PATH,
  requireVerifiedTherapist,
  requireVerifiedTherapistApi,
} from '@/lib/server/therapists/require-verified-therapist'
import { APPOINTMENT_NOT_FOUND } from '@/lib/validation/reschedule'
import { createAdmin, createAppointment, createAvailability, createPatient, createRefund, createTherapist, lagosHourToUtc, type AppointmentInput } from '../fixtures/factories'

// Route handlers and actions read the session from the request headers and call connection(); outside
// Next both need a stand-in. The session itself is real (a signed token checked against the database).
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
const HOUR_MS = 3_600_000

// A fixed "now" for the data layer: 08:30 in Lagos on Monday 7 April 2031.
const NOW = new Date('2031-04-07T07:30:00Z')
const TODAY = '2031-04-07'

async function appError(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

/**
 * A payment row on an appointment that is not Paid. `Paid`: a session paid for and cancelled
 * afterwards (the money was confirmed while the appointment was Paid). `RefundRequired`: money that
 * came after the hold was lost (decision 012), an abandoned checkout, not a cancelled session.
 */
async function withPayment(input: AppointmentInput & { status: 'Cancelled' | 'Expired' }, paymentStatus: 'Paid' | 'RefundRequired') {
  const appointment = await createAppointment(db, input)
  await db.payment.create({
    data: {
      appointmentId: appointment.id,
      provider: 'Sandbox',
      paymentReference: appointment.paymentReference,
      amountKobo: appointment.amountKobo,
      status: paymentStatus,
      paidAt: input.startsAt,
    },
  })
  return appointment
}

/** A paid session that was cancelled afterwards: the therapist's cancelled appointment. */
const paidThenCancelled = (input: AppointmentInput) => withPayment({ ...input, status: 'Cancelled' }, 'Paid')

/**
 * One therapist's week around NOW, with every kind of appointment, and the same kinds for another
 * therapist (who must never be counted or listed for the first).
 */
async function busyTherapist() {
  const [therapist, other, patient] = await Promise.all([
    createTherapist(db, { feeKobo: 2_000_000, specialties: ['Grief Counseling', 'Crisis Counseling', 'Career Counseling'] }),
    createTherapist(db),
    createPatient(db, { fullName: 'Chioma Eze' }),
  ])
  const base = { patientId: patient.id, therapistId: therapist.id }
  const a = {
    pastComplete: await createAppointment(db, { ...base, startsAt: lagosHourToUtc('2031-04-01', 10), isComplete: true, completedAt: lagosHourToUtc('2031-04-01', 11) }),
    pastNotMarked: await createAppointment(db, { ...base, startsAt: lagosHourToUtc('2031-04-03', 14), durationHours: 2 }),
    inSession: await createAppointment(db, { ...base, startsAt: lagosHourToUtc(TODAY, 8) }),
    laterToday: await createAppointment(db, { ...base, startsAt: lagosHourToUtc(TODAY, 15) }),
    nextWeek: await createAppointment(db, { ...base, startsAt: lagosHourToUtc('2031-04-14', 10), durationHours: 3 }),
    cancelledPaid: await paidThenCancelled({ ...base, startsAt: lagosHourToUtc('2031-04-10', 9) }),
    // Not the therapist's business: a hold being paid for, a checkout closed, a hold that ran out, and
    // money that came after the hold was lost (to be refunded), whether the hold had expired or been closed.
    hold: await createAppointment(db, { ...base, startsAt: lagosHourToUtc('2031-04-09', 9), status: 'Pending', holdExpiresAt: new Date(NOW.getTime() + 10 * 60_000) }),
    abandoned: await createAppointment(db, { ...base, startsAt: lagosHourToUtc('2031-04-09', 11), status: 'Cancelled' }),
    expired: await createAppointment(db, { ...base, startsAt: lagosHourToUtc('2031-04-09', 13), status: 'Expired', holdExpiresAt: lagosHourToUtc('2031-04-06', 9) }),
    expiredLatePayment: await withPayment({ ...base, startsAt: lagosHourToUtc('2031-04-02', 9), status: 'Expired', holdExpiresAt: lagosHourToUtc('2031-03-30', 9) }, 'RefundRequired'),
    closedLatePayment: await withPayment({ ...base, startsAt: lagosHourToUtc('2031-04-12', 9), status: 'Cancelled' }, 'RefundRequired'),
  }
  const theirs = {
    upcoming: await createAppointment(db, { patientId: patient.id, therapistId: other.id, startsAt: lagosHourToUtc('2031-04-08', 10) }),
    past: await createAppointment(db, { patientId: patient.id, therapistId: other.id, startsAt: lagosHourToUtc('2031-04-01', 16) }),
    cancelled: await paidThenCancelled({ patientId: patient.id, therapistId: other.id, startsAt: lagosHourToUtc('2031-04-11', 9) }),
  }
  return { therapist, other, patient, a, theirs }
}

describe('the verification gate', () => {
  it('lets a verified therapist through and refuses an unverified one, a patient, an admin and a visitor', async () => {
    const [verified, unverified, patient, admin] = await Promise.all([
      createTherapist(db),
      createTherapist(db, { isVerified: false }),
      createPatient(db),
      createAdmin(db),
    ])
    await signIn(verified)
    expect(await requireVerifiedTherapistApi()).toMatchObject({ id: verified.id, role: 'Therapist' })

    await signIn(unverified)
    const awaiting = await appError(requireVerifiedTherapistApi())
    expect([awaiting.status, awaiting.message]).toEqual([403, AWAITING_VERIFICATION])

    for (const user of [patient, admin]) {
      await signIn(user)
      expect((await appError(requireVerifiedTherapistApi())).status).toBe(403)
    }
    await signIn(null)
    expect((await appError(requireVerifiedTherapistApi())).status).toBe(401)
  })

  it('sends an unverified therapist from a dashboard page to the not-verified page, and a verified one through', async () => {
    const [verified, unverified] = await Promise.all([createTherapist(db), createTherapist(db, { isVerified: false })])
    await signIn(unverified)
    const thrown: unknown = await requireVerifiedTherapist('/therapist-dashboard').catch((e: unknown) => e)
    // next/navigation's redirect() throws an error whose digest names the target.
    expect(String((thrown as { digest?: unknown }).digest)).toContain(`;${NOT_VERIFIED_PATH};`)

    await signIn(verified)
    expect((await requireVerifiedTherapist('/therapist-dashboard')).id).toBe(verified.id)
  })

  it('takes effect at once: a therapist verified after signing in gets through on the next request', async () => {
    const therapist = await createTherapist(db, { isVerified: false })
    await signIn(therapist)
    expect((await appError(requireVerifiedTherapistApi())).status).toBe(403)
    await db.therapistProfile.update({ where: { userId: therapist.id }, data: { isVerified: true, verifiedAt: new Date() } })
    expect((await requireVerifiedTherapistApi()).id).toBe(therapist.id)
  })

  it("refuses a blocked therapist's session outright (getCurrentUser ends it)", async () => {
    const therapist = await createTherapist(db)
    await signIn(therapist)
    await db.user.update({ where: { id: therapist.id }, data: { isBlocked: true } })
    expect((await appError(requireVerifiedTherapistApi())).status).toBe(401)
  })
})

describe("the dashboard home's figures", () => {
  it('counts by the rules, only this therapist, computed by the database', async () => {
    const { therapist, other, a } = await busyTherapist()
    const figures = await findDashboardFigures({ therapistId: therapist.id, now: NOW })

    // Upcoming: paid, not complete, starting later (the session going on now is not "upcoming").
    expect(figures.upcoming).toBe(2)
    // Cancelled: only the session paid for and cancelled afterwards; no abandoned checkout or lapsed hold.
    expect(figures.cancelled).toBe(1)
    // Completed: marked, or over on its own.
    expect(figures.completed).toBe(2)
    // Revenue: the ledger's net, the therapist's 85 % of every confirmed payment (a session paid for and
    // cancelled afterwards with nothing refunded included); money that came too late is owed back, never earned.
    const paidKobo = [a.pastComplete, a.pastNotMarked, a.inSession, a.laterToday, a.nextWeek, a.cancelledPaid].reduce((sum, x) => sum + x.amountKobo, 0)
    expect(paidKobo).toBe(2_000_000 * 9)
    expect(figures.revenueKobo).toBe(paidKobo * 0.85)
    // The next sessions: the one going on now first (for its video link), then the rest, soonest first.
    expect(figures.next.map((x) => x._id)).toEqual([a.inSession.id, a.laterToday.id, a.nextWeek.id])

    const theirs = await findDashboardFigures({ therapistId: other.id, now: NOW })
    expect({ ...theirs, next: theirs.next.map((x) => x._id).length }).toEqual({ upcoming: 1, cancelled: 1, completed: 1, revenueKobo: 0.85 * 6_000_000, next: 1 })
  })

  it('does not count abandoned checkouts as cancelled appointments, only paid sessions cancelled afterwards', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    const base = { patientId: patient.id, therapistId: therapist.id }
    // Every way a checkout is abandoned: still holding, closed, ran out, and money too late (refund due).
    await createAppointment(db, { ...base, startsAt: lagosHourToUtc('2031-04-09', 9), status: 'Pending', holdExpiresAt: new Date(NOW.getTime() + 60_000) })
    await createAppointment(db, { ...base, startsAt: lagosHourToUtc('2031-04-09', 10), status: 'Cancelled' })
    await createAppointment(db, { ...base, startsAt: lagosHourToUtc('2031-04-09', 11), status: 'Expired', holdExpiresAt: lagosHourToUtc('2031-04-06', 9) })
    await withPayment({ ...base, startsAt: lagosHourToUtc('2031-04-09', 12), status: 'Expired', holdExpiresAt: lagosHourToUtc('2031-04-06', 9) }, 'RefundRequired')
    await withPayment({ ...base, startsAt: lagosHourToUtc('2031-04-09', 13), status: 'Cancelled' }, 'RefundRequired')
    expect((await findDashboardFigures({ therapistId: therapist.id, now: NOW })).cancelled).toBe(0)
    expect(await listTherapistSchedule({ therapistId: therapist.id, now: NOW })).toMatchObject({ upcoming: [], past: [] })

    const cancelled = await paidThenCancelled({ ...base, startsAt: lagosHourToUtc('2031-04-10', 9) })
    expect((await findDashboardFigures({ therapistId: therapist.id, now: NOW })).cancelled).toBe(1)
    expect((await listTherapistSchedule({ therapistId: therapist.id, now: NOW })).upcoming.map((x) => x._id)).toEqual([cancelled.id])
  })

  it('starts at zero for a new therapist', async () => {
    const therapist = await createTherapist(db)
    expect(await findDashboardFigures({ therapistId: therapist.id, now: NOW })).toEqual({ upcoming: 0, cancelled: 0, completed: 0, revenueKobo: 0, next: [] })
  })

  it("takes off Total Revenue the therapist's share of every refund decided, as the ledger does (one that failed is still owed to the patient)", async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db, { feeKobo: 2_000_000 }), createPatient(db)])
    const base = { patientId: patient.id, therapistId: therapist.id }
    const [partly, failed, whole] = await Promise.all(
      [9, 11, 13].map((hour) => createAppointment(db, { ...base, startsAt: lagosHourToUtc('2031-04-11', hour) })),
    )
    await createRefund(db, { appointmentId: partly!.id, amountKobo: 500_000, status: 'Completed' })
    await createRefund(db, { appointmentId: failed!.id, amountKobo: 2_000_000, status: 'Failed' })
    expect(whole).toBeDefined()
    const figures = await findDashboardFigures({ therapistId: therapist.id, now: NOW })
    // Three sessions of ₦20,000 still booked, 85 % of each the therapist's; ₦5,000 of one and all of another go back.
    expect([figures.upcoming, figures.revenueKobo]).toEqual([3, 0.85 * (2_000_000 * 3 - 500_000 - 2_000_000)])
  })

  it('moves a session from upcoming to completed once marked, and sums revenue past 32 bits', async () => {
    // Three sessions of ₦10,000,000 each: 3,000,000,000 kobo is more than a 32-bit integer holds.
    const [therapist, patient] = await Promise.all([createTherapist(db, { feeKobo: 1_000_000_000 }), createPatient(db)])
    const [current] = await Promise.all(
      [8, 10, 11].map((hour) => createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(TODAY, hour) })),
    )
    const before = await findDashboardFigures({ therapistId: therapist.id, now: NOW })
    expect([before.upcoming, before.completed, before.revenueKobo, before.next.length]).toEqual([2, 0, 0.85 * 3_000_000_000, 3])
    await markAppointmentComplete({ appointmentId: current!.id, therapistId: therapist.id, now: NOW })
    const after = await findDashboardFigures({ therapistId: therapist.id, now: NOW })
    expect([after.upcoming, after.completed, after.next.length]).toEqual([2, 1, 2])
  })
})

describe('the "Set your availability" prompt', () => {
  it('asks until the therapist has an hour from now on published, and only their own hours count', async () => {
    const [therapist, other] = await Promise.all([createTherapist(db), createTherapist(db)])
    const has = () => hasUpcomingHours({ therapistId: therapist.id, now: NOW })
    expect(await has()).toBe(false)
    // A passed date, and today's hours that have started (it is 08:30 in Lagos): nothing to book.
    await createAvailability(db, { therapistId: therapist.id, date: '2031-04-06', hours: [9, 10] })
    await createAvailability(db, { therapistId: therapist.id, date: TODAY, hours: [7, 8] })
    await createAvailability(db, { therapistId: other.id, date: '2031-04-08', hours: [9] })
    expect(await has()).toBe(false)
    // An hour later today counts, and so does any hour of a later date.
    await createAvailability(db, { therapistId: therapist.id, date: TODAY, hours: [7, 8, 9] })
    expect(await has()).toBe(true)
    await db.availability.deleteMany({ where: { therapistId: therapist.id, date: new Date(`${TODAY}T00:00:00Z`) } })
    expect(await has()).toBe(false)
    await createAvailability(db, { therapistId: therapist.id, date: '2031-05-01', hours: [0] })
    expect(await has()).toBe(true)
  })
})

describe("the therapist's schedule", () => {
  it('lists only their own paid bookings: still to come soonest first, then past most recent first', async () => {
    const { therapist, other, a, theirs } = await busyTherapist()
    const schedule = await listTherapistSchedule({ therapistId: therapist.id, now: NOW })
    expect(schedule.upcoming.map((x) => x._id)).toEqual([a.inSession.id, a.laterToday.id, a.cancelledPaid.id, a.nextWeek.id])
    expect(schedule.past.map((x) => x._id)).toEqual([a.pastNotMarked.id, a.pastComplete.id])
    expect([schedule.hasMoreUpcoming, schedule.hasMorePast]).toEqual([false, false])

    const listed = [...schedule.upcoming, ...schedule.past].map((x) => x._id)
    for (const hidden of [a.hold, a.abandoned, a.expired, a.expiredLatePayment, a.closedLatePayment, theirs.upcoming, theirs.past, theirs.cancelled]) expect(listed).not.toContain(hidden.id)

    const theirSchedule = await listTherapistSchedule({ therapistId: other.id, now: NOW })
    expect([...theirSchedule.upcoming, ...theirSchedule.past].map((x) => x._id)).toEqual([theirs.upcoming.id, theirs.cancelled.id, theirs.past.id])
  })

  it('pages the past sessions', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    const days = ['2031-03-01', '2031-03-02', '2031-03-03', '2031-03-04', '2031-03-05']
    const made = []
    for (const day of days) made.push(await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(day, 10) }))
    const firstPage = await listTherapistSchedule({ therapistId: therapist.id, now: NOW, pastLimit: 3 })
    expect(firstPage.past.map((x) => x._id)).toEqual([made[4]!.id, made[3]!.id, made[2]!.id])
    expect(firstPage.hasMorePast).toBe(true)
    const all = await listTherapistSchedule({ therapistId: therapist.id, now: NOW, pastLimit: 5 })
    expect([all.past.length, all.hasMorePast]).toEqual([5, false])
  })

  it("shows spec 3's fields, the patient's id and name only, and the video link of paid sessions only", async () => {
    const { therapist, patient, a } = await busyTherapist()
    const { upcoming } = await listTherapistSchedule({ therapistId: therapist.id, now: NOW })
    const nextWeek = upcoming.find((x) => x._id === a.nextWeek.id)
    expect(nextWeek).toEqual({
      _id: a.nextWeek.id,
      userId: { _id: patient.id, fullName: 'Chioma Eze' },
      therapistId: { _id: therapist.id, fullName: therapist.fullName, specialtyOne: 'Grief Counseling', specialtyTwo: 'Crisis Counseling' },
      appointmentDate: '2031-04-14',
      slot_start: '10:00',
      slot_end: '13:00',
      startsAt: lagosHourToUtc('2031-04-14', 10).toISOString(),
      endsAt: lagosHourToUtc('2031-04-14', 13).toISOString(),
      duration: 3,
      amount: 60_000,
      status: 'Paid',
      state: 'Paid',
      videoLink: a.nextWeek.videoLink,
      isComplete: false,
      completedAt: null,
      paymentReference: a.nextWeek.paymentReference,
      createdAt: a.nextWeek.createdAt.toISOString(),
      isRescheduled: false,
      cancelledBy: null,
      markedNoShow: false,
      // A video session: no phone number, ever (decision 028).
      sessionMode: 'video',
      patientPhone: null,
    })
    const cancelled = upcoming.find((x) => x._id === a.cancelledPaid.id)
    expect([cancelled?.status, cancelled?.state, cancelled?.videoLink]).toEqual(['Cancelled', 'Cancelled', null])

    // A session the patient moved says so (its card reads Rescheduled).
    const moved = a.laterToday
    await db.appointmentReschedule.create({
      data: { appointmentId: moved.id, fromStartsAt: lagosHourToUtc(TODAY, 12), fromEndsAt: lagosHourToUtc(TODAY, 13), toStartsAt: moved.startsAt, toEndsAt: moved.endsAt },
    })
    const after = await listTherapistSchedule({ therapistId: therapist.id, now: NOW })
    expect(after.upcoming.filter((x) => x.isRescheduled).map((x) => x._id)).toEqual([moved.id])
  })
})

describe('Mark Complete', () => {
  async function setUp() {
    const [therapist, other, patient] = await Promise.all([createTherapist(db), createTherapist(db), createPatient(db)])
    const make = (input: Partial<AppointmentInput> & { startsAt: Date }) => createAppointment(db, { patientId: patient.id, therapistId: therapist.id, ...input })
    return { therapist, other, patient, make }
  }

  it('marks a started paid session complete once, and says so again without writing again', async () => {
    const { therapist, make } = await setUp()
    const session = await make({ startsAt: lagosHourToUtc(TODAY, 8) })
    expect(await markAppointmentComplete({ appointmentId: session.id, therapistId: therapist.id, now: NOW })).toEqual({ message: MARKED_COMPLETE })
    const marked = await db.appointment.findUniqueOrThrow({ where: { id: session.id } })
    expect([marked.isComplete, marked.completedAt?.toISOString()]).toEqual([true, NOW.toISOString()])

    const later = new Date(NOW.getTime() + 10 * 60_000)
    expect(await markAppointmentComplete({ appointmentId: session.id, therapistId: therapist.id, now: later })).toEqual({ message: ALREADY_COMPLETE })
    expect((await db.appointment.findUniqueOrThrow({ where: { id: session.id } })).completedAt?.toISOString()).toBe(NOW.toISOString())
  })

  it('refuses a session that has not started yet and leaves it untouched', async () => {
    const { therapist, make } = await setUp()
    const later = await make({ startsAt: lagosHourToUtc(TODAY, 9) })
    const error = await appError(markAppointmentComplete({ appointmentId: later.id, therapistId: therapist.id, now: NOW }))
    expect([error.status, error.message]).toEqual([409, NOT_STARTED])
    expect((await db.appointment.findUniqueOrThrow({ where: { id: later.id } })).isComplete).toBe(false)
    // At its start time it can be marked.
    const atStart = lagosHourToUtc(TODAY, 9)
    expect((await markAppointmentComplete({ appointmentId: later.id, therapistId: therapist.id, now: atStart })).message).toBe(MARKED_COMPLETE)
  })

  it('accepts a passed session (it already counts as completed)', async () => {
    const { therapist, make } = await setUp()
    const passed = await make({ startsAt: lagosHourToUtc('2031-04-01', 10) })
    expect((await markAppointmentComplete({ appointmentId: passed.id, therapistId: therapist.id, now: NOW })).message).toBe(MARKED_COMPLETE)
    expect((await markAppointmentComplete({ appointmentId: passed.id, therapistId: therapist.id, now: NOW })).message).toBe(ALREADY_COMPLETE)
  })

  it("finds nothing for another therapist's appointment, an unpaid hold, an unknown or malformed id", async () => {
    const { therapist, other, make } = await setUp()
    const session = await make({ startsAt: lagosHourToUtc(TODAY, 8) })
    const hold = await make({ startsAt: lagosHourToUtc(TODAY, 7), status: 'Pending', holdExpiresAt: new Date(NOW.getTime() + 60_000) })
    for (const [appointmentId, therapistId] of [
      [session.id, other.id],
      [hold.id, therapist.id],
      [randomUUID(), therapist.id],
      ['not-a-uuid', therapist.id],
    ] as const) {
      const error = await appError(markAppointmentComplete({ appointmentId, therapistId, now: NOW }))
      expect([error.status, error.message]).toEqual([404, APPOINTMENT_NOT_FOUND])
    }
    expect((await db.appointment.findUniqueOrThrow({ where: { id: session.id } })).isComplete).toBe(false)
    expect((await db.appointment.findUniqueOrThrow({ where: { id: hold.id } })).isComplete).toBe(false)
  })

  it('refuses a booking that was paid for but cancelled', async () => {
    const { therapist, patient } = await setUp()
    const cancelled = await paidThenCancelled({ patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(TODAY, 8) })
    const error = await appError(markAppointmentComplete({ appointmentId: cancelled.id, therapistId: therapist.id, now: NOW }))
    expect([error.status, error.message]).toEqual([409, NOT_PAID])
  })

  it('writes once when clicked many times at once', async () => {
    const { therapist, make } = await setUp()
    const session = await make({ startsAt: lagosHourToUtc(TODAY, 8) })
    const results = await Promise.all(Array.from({ length: 8 }, () => markAppointmentComplete({ appointmentId: session.id, therapistId: therapist.id, now: NOW })))
    expect(results.filter((r) => r.message === MARKED_COMPLETE)).toHaveLength(1)
    expect(results.filter((r) => r.message === ALREADY_COMPLETE)).toHaveLength(7)
  })

  it('the server action checks the session, the role and verification before the rule', async () => {
    const [therapist, unverified, patient] = await Promise.all([createTherapist(db), createTherapist(db, { isVerified: false }), createPatient(db)])
    // Real clock: a session that started at the top of the current hour.
    const startsAt = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS)
    const session = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt })

    await signIn(null)
    expect(await markCompleteAction({ appointmentId: session.id })).toEqual({ ok: false, code: 'UNAUTHENTICATED', message: 'Please log in to continue.' })
    await signIn(patient)
    expect(await markCompleteAction({ appointmentId: session.id })).toMatchObject({ ok: false })
    await signIn(unverified)
    expect(await markCompleteAction({ appointmentId: session.id })).toEqual({ ok: false, code: 'FORBIDDEN', message: AWAITING_VERIFICATION })
    expect((await db.appointment.findUniqueOrThrow({ where: { id: session.id } })).isComplete).toBe(false)

    await signIn(therapist)
    expect(await markCompleteAction({})).toMatchObject({ ok: false, fieldErrors: { appointmentId: expect.any(Array) } })
    expect(await markCompleteAction({ appointmentId: session.id })).toEqual({ ok: true, message: MARKED_COMPLETE })
    expect(await markCompleteAction({ appointmentId: session.id })).toEqual({ ok: true, message: ALREADY_COMPLETE })
  })
})

describe('GET /api/v1/therapist/appointments', () => {
  const call = () => therapistAppointmentsRoute(request('/api/v1/therapist/appointments'), context())

  it('answers 401 to a visitor and 403 to a patient, an admin and an unverified therapist', async () => {
    const [patient, admin, unverified] = await Promise.all([createPatient(db), createAdmin(db), createTherapist(db, { isVerified: false })])
    await signIn(null)
    expect((await call()).status).toBe(401)
    for (const user of [patient, admin]) {
      await signIn(user)
      expect((await call()).status).toBe(403)
    }
    await signIn(unverified)
    const refused = await call()
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ message: AWAITING_VERIFICATION })
  })

  it("returns the therapist's own appointments under data, upcoming first, without the patient's contact details", async () => {
    const [therapist, other, patient] = await Promise.all([createTherapist(db), createTherapist(db), createPatient(db, { fullName: 'Tunde Bakare', phoneNumber: '08031234567' })])
    const hour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS
    const past = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: new Date(hour - 72 * HOUR_MS) })
    const soon = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: new Date(hour + 24 * HOUR_MS) })
    const later = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: new Date(hour + 48 * HOUR_MS) })
    // Another therapist's session at the same hour (another patient: nobody is in two sessions at once).
    await createAppointment(db, { patientId: (await createPatient(db)).id, therapistId: other.id, startsAt: new Date(hour + 24 * HOUR_MS) })

    await signIn(therapist)
    const response = await call()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as { data: Array<Record<string, unknown>>; hasMore: boolean }
    expect(body.data.map((x) => x._id)).toEqual([soon.id, later.id, past.id])
    expect(body.hasMore).toBe(false)
    expect(body.data[0]).toMatchObject({ userId: { _id: patient.id, fullName: 'Tunde Bakare' }, status: 'Paid', duration: 1, isComplete: false })
    expect(body.data[0]!.userId).toEqual({ _id: patient.id, fullName: 'Tunde Bakare' })
    expect(JSON.stringify(body)).not.toContain(patient.email)
    expect(JSON.stringify(body)).not.toContain('08031234567')
  })
})
