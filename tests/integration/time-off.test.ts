import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as listRoute, POST as createRoute } from '@/app/api/v1/therapist/time-off/route'
import { DELETE as deleteRoute, GET as viewRoute } from '@/app/api/v1/therapist/time-off/[id]/route'
import { POST as proposeRoute } from '@/app/api/v1/therapist/propose-move/[appointmentId]/route'
import { GET as proposalsRoute } from '@/app/api/v1/patient/move-proposals/route'
import { POST as acceptRoute } from '@/app/api/v1/patient/move-proposal/[id]/accept/route'
import { POST as declineRoute } from '@/app/api/v1/patient/move-proposal/[id]/decline/route'
import { addDays } from '@/lib/availability/calendar'
import { RANGE_PROBLEM_MESSAGES } from '@/lib/availability/free-hours'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { setAvailability } from '@/lib/server/availability/set-availability'
import { holdAppointment } from '@/lib/server/booking/hold-appointment'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { acceptMoveProposal, declineMoveProposal } from '@/lib/server/move-proposals/answer-move-proposal'
import { proposeMove } from '@/lib/server/move-proposals/propose-move'
import { findOpenAvailability } from '@/lib/server/therapists/find-open-availability'
import { createTimeOff } from '@/lib/server/time-off/create-time-off'
import { deleteTimeOff } from '@/lib/server/time-off/delete-time-off'
import { DAY_OFF } from '@/lib/validation/availability'
import {
  clashMessage,
  MOVE_ACCEPTED,
  MOVE_DECLINED,
  MOVE_IN_RANGE,
  MOVE_PROPOSED,
  MOVE_TIME_GONE,
  overlapMessage,
  PROPOSAL_CLOSED,
  PROPOSAL_NOT_FOUND,
  TIME_OFF_ADDED,
  TIME_OFF_CANCEL_REASON,
  TIME_OFF_NOT_FOUND,
  TIME_OFF_ORDER,
  TIME_OFF_PASSED_NO_REMOVE,
  TIME_OFF_REMOVED,
} from '@/lib/validation/time-off'
import { lagosClock } from '@/lib/time'
import { createAppointment, createAvailability, createPatient, createTherapist, freeHoursCheckedAt, lagosHourToUtc } from '../fixtures/factories'

// Time off on a real PostgreSQL: the hours it removes, the paid sessions it refuses to pass over
// unless told to cancel them with full refunds, days off never offered to patients, the move a
// therapist proposes (accepted or declined), and the API's status codes and fields.
const session = vi.hoisted(() => ({ token: null as string | null }))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

// 14:20 in Lagos on Wednesday 9 April 2031.
const NOW = new Date('2031-04-09T13:20:00Z')
const TODAY = '2031-04-09'

beforeEach(() => {
  revalidateTag.mockClear()
  session.token = null
  delete process.env.RESEND_API_KEY
})

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as AppError)
const day = (date: string) => new Date(`${date}T00:00:00.000Z`)
const hoursOn = async (therapistId: string, date: string) => (await db.availability.findUnique({ where: { therapistId_date: { therapistId, date: day(date) } } }))?.hours ?? null
const emailsTo = (email: string) => db.emailOutbox.findMany({ where: { to: email }, orderBy: { createdAt: 'asc' }, select: { subject: true, text: true } })

/** A paid session (₦15,000 an hour) under a policy that would refund nothing to a patient cancelling late. */
async function paidSession(therapistId: string, date: string, hour: number, { durationHours = 1, fullName = 'Kunle Bello' } = {}) {
  const patient = await createPatient(db, { fullName })
  const appointment = await createAppointment(db, { patientId: patient.id, therapistId, startsAt: lagosHourToUtc(date, hour), durationHours })
  await db.appointment.update({ where: { id: appointment.id }, data: { policyFullRefundHours: 72, policyLateRefundPercent: 0 } })
  return { patient, appointment }
}

/** A day off written straight to the tables, over hours published before it (as a started day keeps them). */
async function dayOffOverHours(therapistId: string, date: string) {
  const timeOff = await db.timeOff.create({ data: { therapistId, from: day(date), to: day(date) } })
  await db.timeOffDay.create({ data: { therapistId, timeOffId: timeOff.id, date: day(date) } })
  return timeOff
}

describe('taking time off', () => {
  it('removes the free hours of its days (those already started stay), writes each day, and leaves other days alone', async () => {
    const therapist = await createTherapist(db)
    await createAvailability(db, { therapistId: therapist.id, date: TODAY, hours: [9, 10, 16] })
    await createAvailability(db, { therapistId: therapist.id, date: '2031-04-14', hours: [10, 11] })
    await createAvailability(db, { therapistId: therapist.id, date: '2031-04-15', hours: [9] })
    await createAvailability(db, { therapistId: therapist.id, date: '2031-04-16', hours: [10] })

    const since = new Date()
    const answer = await createTimeOff({ therapistId: therapist.id, from: TODAY, to: '2031-04-15', reason: 'Family wedding', now: NOW })
    expect(answer).toEqual({
      outcome: 'created',
      message: TIME_OFF_ADDED,
      data: { _id: expect.any(String), from: TODAY, to: '2031-04-15', reason: 'Family wedding', days: 7, isCurrent: true, createdAt: expect.any(String), cancelled: [] },
    })
    expect(await hoursOn(therapist.id, TODAY)).toEqual([9, 10])
    expect(await hoursOn(therapist.id, '2031-04-14')).toBeNull()
    expect(await hoursOn(therapist.id, '2031-04-15')).toBeNull()
    expect(await hoursOn(therapist.id, '2031-04-16')).toEqual([10])
    expect(await db.timeOffDay.count({ where: { therapistId: therapist.id } })).toBe(7)
    expect((await freeHoursCheckedAt(db, therapist.id))?.getTime()).toBeGreaterThanOrEqual(since.getTime())

    // No hour can be published on those days again until the time off goes: the use case says why,
    // and the database refuses a write that goes around it.
    expect(await failure(setAvailability({ therapistId: therapist.id, availableDate: '2031-04-14', availableSlots: [10], now: NOW }))).toMatchObject({ code: 'CONFLICT', message: DAY_OFF })
    await expect(db.availability.create({ data: { therapistId: therapist.id, date: day('2031-04-14'), hours: [10] } })).rejects.toThrow(/day off/)
    await expect(db.availability.update({ where: { therapistId_date: { therapistId: therapist.id, date: day(TODAY) } }, data: { hours: [9, 10, 17] } })).rejects.toThrow(/day off/)

    // Overlapping another time off: refused, naming it.
    expect(await failure(createTimeOff({ therapistId: therapist.id, from: '2031-04-15', to: '2031-04-18', now: NOW }))).toMatchObject({ code: 'CONFLICT', message: overlapMessage(TODAY, '2031-04-15') })
    // Out of order, too long or passed: 400.
    expect(await failure(createTimeOff({ therapistId: therapist.id, from: '2031-04-20', to: '2031-04-19', now: NOW }))).toMatchObject({ code: 'VALIDATION', message: TIME_OFF_ORDER })
    expect(await failure(createTimeOff({ therapistId: therapist.id, from: '2031-04-20', to: addDays('2031-04-20', 90), now: NOW }))).toMatchObject({ code: 'VALIDATION' })
    expect(await failure(createTimeOff({ therapistId: therapist.id, from: '2031-04-08', to: '2031-04-20', now: NOW }))).toMatchObject({ code: 'VALIDATION' })
  })

  it('with paid sessions in it: refuses and writes nothing without cancelClashing, then cancels each with a full refund with it', async () => {
    const therapist = await createTherapist(db, { fullName: 'Ngozi Umeh', feeKobo: 1_500_000 })
    await createAvailability(db, { therapistId: therapist.id, date: '2031-04-10', hours: [10, 11, 12] })
    await createAvailability(db, { therapistId: therapist.id, date: '2031-04-12', hours: [9, 10, 11] })
    // Tomorrow 10:00–12:00 (within the policy's 72 hours: a patient cancelling would get nothing back),
    // Saturday 09:00, and one the week after, outside the range.
    const tomorrow = await paidSession(therapist.id, '2031-04-10', 10, { durationHours: 2, fullName: 'Kunle Bello' })
    const saturday = await paidSession(therapist.id, '2031-04-12', 9, { fullName: 'Amaka Obi' })
    const later = await paidSession(therapist.id, '2031-04-17', 9)
    // One today has started: it is nobody's clash.
    const started = await paidSession(therapist.id, TODAY, 14)

    const refused = await createTimeOff({ therapistId: therapist.id, from: '2031-04-10', to: '2031-04-13', reason: 'Private', now: NOW })
    expect(refused).toEqual({
      outcome: 'clash',
      message: clashMessage(2),
      data: {
        clashes: [
          {
            _id: tomorrow.appointment.id, appointmentDate: '2031-04-10', slot_start: '10:00', slot_end: '12:00',
            startsAt: lagosHourToUtc('2031-04-10', 10).toISOString(), endsAt: lagosHourToUtc('2031-04-10', 12).toISOString(),
            duration: 2, amount: 30_000, patient: { firstName: 'Kunle' }, moveProposal: null,
          },
          expect.objectContaining({ _id: saturday.appointment.id, appointmentDate: '2031-04-12', slot_start: '09:00', slot_end: '10:00', amount: 15_000, patient: { firstName: 'Amaka' } }),
        ],
      },
    })
    expect(await db.timeOff.count({ where: { therapistId: therapist.id } })).toBe(0)
    expect(await hoursOn(therapist.id, '2031-04-10')).toEqual([10, 11, 12])
    expect(await db.appointment.count({ where: { therapistId: therapist.id, status: 'Paid' } })).toBe(4)

    const answer = await createTimeOff({ therapistId: therapist.id, from: '2031-04-10', to: '2031-04-13', reason: 'Private', cancelClashing: true, now: NOW })
    expect(answer.outcome).toBe('created')
    expect(answer.message).toBe(`${TIME_OFF_ADDED} 2 sessions were cancelled and refunded in full.`)
    expect(answer.outcome === 'created' && answer.data.cancelled.map((clash) => clash._id)).toEqual([tomorrow.appointment.id, saturday.appointment.id])

    for (const { appointment, patient } of [tomorrow, saturday]) {
      expect(await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, select: { status: true } })).toEqual({ status: 'Cancelled' })
      // Everything paid comes back, whatever the policy would give a patient cancelling this late.
      expect(await db.refund.findMany({ where: { appointmentId: appointment.id }, select: { amountKobo: true, reason: true } })).toEqual([
        { amountKobo: appointment.payments[0]!.amountKobo, reason: 'TherapistCancelled' },
      ])
      expect(await db.appointmentSlot.count({ where: { appointmentId: appointment.id } })).toBe(0)
      const [email] = (await emailsTo(patient.email)).filter((mail) => /cancelled/i.test(mail.subject))
      expect(email!.text).toContain(TIME_OFF_CANCEL_REASON)
      // The therapist's own reason stays theirs.
      expect(email!.text).not.toContain('Private')
    }
    for (const { appointment } of [later, started]) {
      expect(await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, select: { status: true } })).toEqual({ status: 'Paid' })
      expect(await db.refund.count({ where: { appointmentId: appointment.id } })).toBe(0)
    }
    // The freed hours are not left published on a day off.
    expect(await hoursOn(therapist.id, '2031-04-10')).toBeNull()
    expect(await hoursOn(therapist.id, '2031-04-12')).toBeNull()
  })

  it('refuses while a patient is paying for an hour in the range', async () => {
    const therapist = await createTherapist(db)
    const patient = await createPatient(db)
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-04-11', 10), status: 'Pending', holdExpiresAt: new Date(NOW.getTime() + 10 * 60_000) })
    const refused = await failure(createTimeOff({ therapistId: therapist.id, from: '2031-04-11', to: '2031-04-11', now: NOW }))
    expect(refused).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('A patient is paying for a session on') })
    expect(await db.timeOff.count({ where: { therapistId: therapist.id } })).toBe(0)
  })

  it('two time offs over the same days at once: exactly one is taken; a publish racing a time off never leaves hours on a day off', async () => {
    for (let round = 0; round < 4; round++) {
      const therapist = await createTherapist(db)
      const results = await Promise.allSettled([
        createTimeOff({ therapistId: therapist.id, from: '2031-04-20', to: '2031-04-24', now: NOW }),
        createTimeOff({ therapistId: therapist.id, from: '2031-04-22', to: '2031-04-26', now: NOW }),
        setAvailability({ therapistId: therapist.id, availableDate: '2031-04-23', availableSlots: [10, 11], now: NOW }),
      ])
      expect(results.slice(0, 2).filter((result) => result.status === 'fulfilled')).toHaveLength(1)
      expect(results.slice(0, 2).find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT' } })
      if (results[2].status === 'rejected') expect(results[2].reason).toMatchObject({ code: 'CONFLICT', message: DAY_OFF })
      expect(await hoursOn(therapist.id, '2031-04-23')).toBeNull()
      expect(await db.timeOff.count({ where: { therapistId: therapist.id } })).toBe(1)
    }
  })
})

describe('days off are never offered to patients', () => {
  it('hides the day from the booking widget and refuses a hold on it, until the time off is removed', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    await createAvailability(db, { therapistId: therapist.id, date: '2031-04-14', hours: [10, 11] })
    await createAvailability(db, { therapistId: therapist.id, date: '2031-04-15', hours: [10] })
    const timeOff = await dayOffOverHours(therapist.id, '2031-04-14')

    expect((await findOpenAvailability({ therapistId: therapist.id, now: NOW })).map((open) => open.availableDate)).toEqual(['2031-04-15'])
    const hold = () => holdAppointment({ patientId: patient.id, therapistId: therapist.id, appointmentDate: '2031-04-14', slot_start: 10, slot_end: 11, now: NOW })
    expect(await failure(hold())).toMatchObject({ code: 'VALIDATION', message: RANGE_PROBLEM_MESSAGES.date })
    expect(await db.appointment.count({ where: { therapistId: therapist.id } })).toBe(0)

    expect(await deleteTimeOff({ therapistId: therapist.id, timeOffId: timeOff.id, now: NOW })).toEqual({ message: TIME_OFF_REMOVED })
    expect((await findOpenAvailability({ therapistId: therapist.id, now: NOW })).map((open) => open.availableDate)).toEqual(['2031-04-14', '2031-04-15'])
    const { data: held } = await hold()
    expect(await db.appointment.findUniqueOrThrow({ where: { id: held._id }, select: { startsAt: true, status: true } })).toEqual({ startsAt: lagosHourToUtc('2031-04-14', 10), status: 'Pending' })
  })
})

describe('moving a session to a new time the therapist proposes', () => {
  it('the patient is emailed, sees it, and accepting moves the session; the time off then passes', async () => {
    const therapist = await createTherapist(db, { fullName: 'Ngozi Umeh' })
    await createAvailability(db, { therapistId: therapist.id, date: '2031-04-21', hours: [10, 11] })
    const { patient, appointment } = await paidSession(therapist.id, '2031-04-14', 10)
    const stranger = await createPatient(db)
    const avoid = { from: '2031-04-14', to: '2031-04-15' }
    const newTime = (date: string, from: number) => ({ newAppointmentDate: date, newSlot_start: from, newSlot_end: from + 1 })

    expect(await failure(proposeMove({ therapistId: therapist.id, appointmentId: appointment.id, newTime: newTime('2031-04-15', 10), avoid, now: NOW }))).toMatchObject({ code: 'VALIDATION', message: MOVE_IN_RANGE })
    expect(await failure(proposeMove({ therapistId: therapist.id, appointmentId: appointment.id, newTime: newTime('2031-04-21', 14), avoid, now: NOW }))).toMatchObject({ code: 'VALIDATION' })
    const proposed = await proposeMove({ therapistId: therapist.id, appointmentId: appointment.id, newTime: newTime('2031-04-21', 10), avoid, now: NOW })
    expect(proposed).toEqual({
      message: MOVE_PROPOSED,
      data: { _id: expect.any(String), appointmentId: appointment.id, appointmentDate: '2031-04-21', slot_start: '10:00', slot_end: '11:00', startsAt: lagosHourToUtc('2031-04-21', 10).toISOString(), endsAt: lagosHourToUtc('2031-04-21', 11).toISOString() },
    })
    const [email] = await emailsTo(patient.email)
    expect(email!.subject).toBe('Dr Ngozi Umeh proposes a new time for your session')
    expect(email!.text).toContain('accept the new time, or to cancel the session with a full refund')
    // Until the patient answers the session stays where it is, and still clashes.
    const clash = await createTimeOff({ therapistId: therapist.id, from: avoid.from, to: avoid.to, now: NOW })
    expect(clash.outcome === 'clash' && clash.data.clashes[0]!.moveProposal).toMatchObject({ _id: proposed.data._id, appointmentDate: '2031-04-21', slot_start: '10:00' })

    expect(await failure(acceptMoveProposal({ patientId: stranger.id, proposalId: proposed.data._id, now: NOW }))).toMatchObject({ code: 'NOT_FOUND', message: PROPOSAL_NOT_FOUND })
    const accepted = await acceptMoveProposal({ patientId: patient.id, proposalId: proposed.data._id, now: NOW })
    expect(accepted.message).toBe(MOVE_ACCEPTED)
    expect(await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, select: { startsAt: true, status: true } })).toEqual({ startsAt: lagosHourToUtc('2031-04-21', 10), status: 'Paid' })
    expect(await db.appointmentSlot.findMany({ where: { appointmentId: appointment.id }, select: { startsAt: true } })).toEqual([{ startsAt: lagosHourToUtc('2031-04-21', 10) }])
    expect(await db.moveProposal.findUniqueOrThrow({ where: { id: proposed.data._id }, select: { status: true } })).toEqual({ status: 'Accepted' })
    expect(await failure(acceptMoveProposal({ patientId: patient.id, proposalId: proposed.data._id, now: NOW }))).toMatchObject({ code: 'CONFLICT', message: PROPOSAL_CLOSED })
    expect(await failure(declineMoveProposal({ patientId: patient.id, proposalId: proposed.data._id, now: NOW }))).toMatchObject({ code: 'CONFLICT', message: PROPOSAL_CLOSED })
    expect(await db.refund.count({ where: { appointmentId: appointment.id } })).toBe(0)

    expect((await createTimeOff({ therapistId: therapist.id, from: avoid.from, to: avoid.to, now: NOW })).outcome).toBe('created')
  })

  it('declining cancels with a full refund whatever the policy; a time taken meanwhile cannot be accepted but can still be declined', async () => {
    const therapist = await createTherapist(db, { feeKobo: 2_000_000 })
    await createAvailability(db, { therapistId: therapist.id, date: '2031-04-21', hours: [10, 11] })
    // Tomorrow: a patient cancelling now would get nothing back under the 72-hour policy.
    const { patient, appointment } = await paidSession(therapist.id, '2031-04-10', 10)
    const { data: proposal } = await proposeMove({ therapistId: therapist.id, appointmentId: appointment.id, newTime: { newAppointmentDate: '2031-04-21', newSlot_start: 11, newSlot_end: 12 }, now: NOW })
    // Someone else books the proposed hour first: the proposal did not reserve it.
    const other = await createPatient(db)
    await holdAppointment({ patientId: other.id, therapistId: therapist.id, appointmentDate: '2031-04-21', slot_start: 11, slot_end: 12, now: NOW })

    expect(await failure(acceptMoveProposal({ patientId: patient.id, proposalId: proposal._id, now: NOW }))).toMatchObject({ code: 'CONFLICT', message: MOVE_TIME_GONE })
    expect(await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, select: { startsAt: true } })).toEqual({ startsAt: lagosHourToUtc('2031-04-10', 10) })

    const declined = await declineMoveProposal({ patientId: patient.id, proposalId: proposal._id, now: NOW })
    expect(declined.message).toBe(MOVE_DECLINED)
    expect(declined.data.refund).toMatchObject({ amount: 20_000 })
    expect(await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, select: { status: true } })).toEqual({ status: 'Cancelled' })
    expect(await db.refund.findMany({ where: { appointmentId: appointment.id }, select: { amountKobo: true, reason: true } })).toEqual([{ amountKobo: 2_000_000, reason: 'TherapistCancelled' }])
    expect(await db.moveProposal.findUniqueOrThrow({ where: { id: proposal._id }, select: { status: true } })).toEqual({ status: 'Declined' })
    expect(await failure(declineMoveProposal({ patientId: patient.id, proposalId: proposal._id, now: NOW }))).toMatchObject({ code: 'CONFLICT', message: PROPOSAL_CLOSED })
  })

  it('a session moved by other means or reaching its own day closes the proposal', async () => {
    const therapist = await createTherapist(db)
    await createAvailability(db, { therapistId: therapist.id, date: '2031-04-21', hours: [10] })
    const { patient, appointment } = await paidSession(therapist.id, '2031-04-14', 10)
    const { data: proposal } = await proposeMove({ therapistId: therapist.id, appointmentId: appointment.id, newTime: { newAppointmentDate: '2031-04-21', newSlot_start: 10, newSlot_end: 11 }, now: NOW })
    // On the session's own day it can no longer be moved: only a cancellation remains.
    const onTheDay = new Date(lagosHourToUtc('2031-04-14', 0).getTime() + 60_000)
    expect(await failure(acceptMoveProposal({ patientId: patient.id, proposalId: proposal._id, now: onTheDay }))).toMatchObject({ code: 'CONFLICT', message: PROPOSAL_CLOSED })
    expect(await failure(proposeMove({ therapistId: therapist.id, appointmentId: appointment.id, newTime: { newAppointmentDate: '2031-04-21', newSlot_start: 10, newSlot_end: 11 }, now: onTheDay }))).toMatchObject({ code: 'CONFLICT' })
  })
})

describe('the API', () => {
  const today = () => lagosClock(new Date()).date
  const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
  const request = (path: string, method: string, body?: unknown) => new NextRequest(`http://localhost/api/v1${path}`, { method, ...(body === undefined ? {} : json(body)) })
  const params = (values: Record<string, string> = {}) => ({ params: Promise.resolve(values) })
  const signIn = async (user: Parameters<typeof createSessionToken>[0] | null) => {
    session.token = user ? await createSessionToken(user) : null
  }

  it('POST therapist/time-off: 400 with field errors, 409 listing the clashes (nothing written), 201 with cancelClashing; GET lists; DELETE removes', async () => {
    const therapist = await createTherapist(db, { feeKobo: 1_000_000 })
    const start = addDays(today(), 10)
    const { appointment } = await paidSession(therapist.id, start, 10, { fullName: 'Tolu Ade' })
    await signIn(therapist)
    const post = (body: unknown) => createRoute(request('/therapist/time-off', 'POST', body), params())

    const missing = await post({ to: start })
    expect(missing.status).toBe(400)
    expect((await missing.json()).errors).toEqual({ from: ['Choose the first day'] })
    const backwards = await post({ from: start, to: addDays(start, -1) })
    expect((await backwards.json()).errors).toEqual({ to: [TIME_OFF_ORDER] })
    expect((await post({ from: start, to: start, cancelClashing: 'yes' })).status).toBe(400)

    const clash = await post({ from: start, to: addDays(start, 6), reason: 'Conference' })
    expect(clash.status).toBe(409)
    const clashBody = await clash.json()
    expect(clashBody).toEqual({
      message: clashMessage(1),
      data: {
        clashes: [
          {
            _id: appointment.id, appointmentDate: start, slot_start: '10:00', slot_end: '11:00',
            startsAt: lagosHourToUtc(start, 10).toISOString(), endsAt: lagosHourToUtc(start, 11).toISOString(),
            duration: 1, amount: 10_000, patient: { firstName: 'Tolu' }, moveProposal: null,
          },
        ],
      },
    })
    expect(await db.timeOff.count({ where: { therapistId: therapist.id } })).toBe(0)

    const created = await post({ from: start, to: addDays(start, 6), reason: 'Conference', cancelClashing: true })
    expect(created.status).toBe(201)
    const createdBody = await created.json()
    expect(createdBody).toEqual({
      message: `${TIME_OFF_ADDED} 1 session was cancelled and refunded in full.`,
      data: { _id: expect.any(String), from: start, to: addDays(start, 6), reason: 'Conference', days: 7, isCurrent: false, createdAt: expect.any(String), cancelled: [clashBody.data.clashes[0]] },
    })
    expect(await db.refund.findFirst({ where: { appointmentId: appointment.id }, select: { amountKobo: true } })).toEqual({ amountKobo: 1_000_000 })
    const id = createdBody.data._id as string
    const view = Object.fromEntries(Object.entries(createdBody.data).filter(([key]) => key !== 'cancelled'))

    const list = await listRoute(request('/therapist/time-off', 'GET'), params())
    expect(list.status).toBe(200)
    expect(await list.json()).toEqual({ data: [view] })
    expect(await (await viewRoute(request(`/therapist/time-off/${id}`, 'GET'), params({ id }))).json()).toEqual({ data: view })

    // Another therapist sees none of it.
    await signIn(await createTherapist(db))
    expect((await viewRoute(request(`/therapist/time-off/${id}`, 'GET'), params({ id }))).status).toBe(404)
    const notTheirs = await deleteRoute(request(`/therapist/time-off/${id}`, 'DELETE'), params({ id }))
    expect(notTheirs.status).toBe(404)
    expect(await notTheirs.json()).toEqual({ message: TIME_OFF_NOT_FOUND })
    expect(await (await listRoute(request('/therapist/time-off', 'GET'), params())).json()).toEqual({ data: [] })

    await signIn(therapist)
    const removed = await deleteRoute(request(`/therapist/time-off/${id}`, 'DELETE'), params({ id }))
    expect(removed.status).toBe(200)
    expect(await removed.json()).toEqual({ message: TIME_OFF_REMOVED })
    expect((await deleteRoute(request(`/therapist/time-off/${id}`, 'DELETE'), params({ id }))).status).toBe(404)
    expect((await deleteRoute(request('/therapist/time-off/not-an-id', 'DELETE'), params({ id: 'not-an-id' }))).status).toBe(404)

    // A time off that is over stays as history.
    const past = await db.timeOff.create({ data: { therapistId: therapist.id, from: day(addDays(today(), -5)), to: day(addDays(today(), -3)) } })
    const over = await deleteRoute(request(`/therapist/time-off/${past.id}`, 'DELETE'), params({ id: past.id }))
    expect(over.status).toBe(409)
    expect(await over.json()).toEqual({ message: TIME_OFF_PASSED_NO_REMOVE })
  })

  it('only a signed-in, verified therapist: 401 without a session, 403 for a patient or an unverified therapist', async () => {
    const body = { from: addDays(today(), 3), to: addDays(today(), 4) }
    await signIn(null)
    expect((await createRoute(request('/therapist/time-off', 'POST', body), params())).status).toBe(401)
    await signIn(await createPatient(db))
    expect((await createRoute(request('/therapist/time-off', 'POST', body), params())).status).toBe(403)
    expect((await listRoute(request('/therapist/time-off', 'GET'), params())).status).toBe(403)
    await signIn(await createTherapist(db, { isVerified: false }))
    expect((await createRoute(request('/therapist/time-off', 'POST', body), params())).status).toBe(403)
  })

  it('propose-move → 201; the patient lists it (GET move-proposals) and answers it: accept → 200 moved, decline → 200 refunded, anyone else’s → 404', async () => {
    const therapist = await createTherapist(db, { feeKobo: 1_000_000 })
    const sessionDay = addDays(today(), 5)
    const newDay = addDays(today(), 12)
    await createAvailability(db, { therapistId: therapist.id, date: newDay, hours: [9, 10, 11] })
    const first = await paidSession(therapist.id, sessionDay, 10)
    const second = await paidSession(therapist.id, sessionDay, 14)

    await signIn(therapist)
    const propose = (appointmentId: string, body: unknown) => proposeRoute(request(`/therapist/propose-move/${appointmentId}`, 'POST', body), params({ appointmentId }))
    expect((await propose(first.appointment.id, { newAppointmentDate: newDay })).status).toBe(400)
    expect((await propose(crypto.randomUUID(), { newAppointmentDate: newDay, newSlot_start: '09:00', newSlot_end: '10:00' })).status).toBe(404)
    const made = await propose(first.appointment.id, { newAppointmentDate: newDay, newSlot_start: '09:00', newSlot_end: '10:00' })
    expect(made.status).toBe(201)
    const proposal = (await made.json()).data
    const other = (await (await propose(second.appointment.id, { newAppointmentDate: newDay, newSlot_start: '11:00 AM', newSlot_end: '12:00 PM' })).json()).data

    await signIn(first.patient)
    const listed = await proposalsRoute(request('/patient/move-proposals', 'GET'), params())
    expect(await listed.json()).toEqual({
      data: [{ _id: proposal._id, appointmentId: first.appointment.id, appointmentDate: newDay, slot_start: '09:00', slot_end: '10:00', startsAt: expect.any(String), endsAt: expect.any(String), answerBy: lagosHourToUtc(sessionDay, 0).toISOString() }],
    })
    expect((await acceptRoute(request(`/patient/move-proposal/${other._id}/accept`, 'POST'), params({ id: other._id }))).status).toBe(404)
    const accepted = await acceptRoute(request(`/patient/move-proposal/${proposal._id}/accept`, 'POST'), params({ id: proposal._id }))
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toMatchObject({ message: MOVE_ACCEPTED, data: { _id: first.appointment.id, appointmentDate: newDay } })
    expect((await acceptRoute(request(`/patient/move-proposal/${proposal._id}/accept`, 'POST'), params({ id: proposal._id }))).status).toBe(409)

    await signIn(second.patient)
    const declined = await declineRoute(request(`/patient/move-proposal/${other._id}/decline`, 'POST'), params({ id: other._id }))
    expect(declined.status).toBe(200)
    expect(await declined.json()).toMatchObject({ message: MOVE_DECLINED, data: { refund: { amount: 10_000 } } })
    expect(await (await proposalsRoute(request('/patient/move-proposals', 'GET'), params())).json()).toEqual({ data: [] })
  })
})
