import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as setRoute } from '@/app/api/v1/therapist/set-availability/route'
import { addDays } from '@/lib/availability/calendar'
import { REPEAT_SKIP_TEXT } from '@/lib/availability/repeat-hours'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { repeatAvailability } from '@/lib/server/availability/repeat-availability'
import { lockBookableRange } from '@/lib/server/availability/lock-bookable-range'
import { db, type Prisma } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { AVAILABILITY_SET, DATE_PASSED, REPEAT_WEEKS_RANGE } from '@/lib/validation/availability'
import { HOURS_NOT_AVAILABLE } from '@/lib/validation/booking'
import { createAppointment, createAvailability, createPatient, createTherapist, freeHoursCheckedAt, lagosHourToUtc } from '../fixtures/factories'
import { lagosClock } from '@/lib/time'

// Repeating a day's hours weekly (set-availability with repeatWeeks) on a real PostgreSQL: what each
// week becomes, what is never touched, the 12-week limit, and repeats racing each other and a booking.
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
const MINUTE = 60_000

beforeEach(() => {
  revalidateTag.mockClear()
  session.token = null
})

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as AppError)
const hoursOn = async (therapistId: string, date: string) =>
  (await db.availability.findUnique({ where: { therapistId_date: { therapistId, date: new Date(`${date}T00:00:00.000Z`) } } }))?.hours ?? null

async function book(therapistId: string, date: string, hour: number, status: 'Paid' | 'Pending' = 'Paid') {
  const patient = await createPatient(db)
  return createAppointment(db, { patientId: patient.id, therapistId, startsAt: lagosHourToUtc(date, hour), status, holdExpiresAt: status === 'Pending' ? new Date(NOW.getTime() + 15 * MINUTE) : null })
}

async function takeDayOff(therapistId: string, date: string) {
  const timeOff = await db.timeOff.create({ data: { therapistId, from: new Date(`${date}T00:00:00.000Z`), to: new Date(`${date}T00:00:00.000Z`) } })
  await db.timeOffDay.create({ data: { therapistId, timeOffId: timeOff.id, date: new Date(`${date}T00:00:00.000Z`) } })
}

describe('repeating a day’s hours weekly', () => {
  it('publishes the same hours on that weekday for each week, and answers what each date became', async () => {
    const therapist = await createTherapist(db)
    const first = '2031-04-14'
    const since = new Date()
    const answer = await repeatAvailability({ therapistId: therapist.id, availableDate: first, availableSlots: [9, 10, 11], repeatWeeks: 4, now: NOW })
    expect(answer.message).toBe('Hours published on 4 Mondays.')
    expect(answer.data.weeks.map((week) => [week.date, week.status])).toEqual([0, 7, 14, 21].map((days) => [addDays(first, days), 'published']))
    expect(answer.data.weeks[0]).toMatchObject({ availableSlots: ['09:00', '10:00', '11:00'], keptSlots: [] })
    for (const week of answer.data.weeks) expect(await hoursOn(therapist.id, week.date)).toEqual([9, 10, 11])
    expect(await db.availability.count({ where: { therapistId: therapist.id } })).toBe(4)
    expect((await freeHoursCheckedAt(db, therapist.id))?.getTime()).toBeGreaterThanOrEqual(since.getTime())
  })

  it('leaves hours that are booked, held or have started exactly as they are, skips time off, and never removes a session', async () => {
    const therapist = await createTherapist(db)
    // Today (Wednesday, 14:20): 09:00 and 10:00 have started (10:00 was a paid session); 16:00 is free.
    await createAvailability(db, { therapistId: therapist.id, date: TODAY, hours: [9, 10, 16] })
    const pastSession = await book(therapist.id, TODAY, 10)
    // Next Wednesday: 14:00 is paid, 11:00 held; 12:00 is free and not in the new hours.
    await createAvailability(db, { therapistId: therapist.id, date: '2031-04-16', hours: [11, 12, 14] })
    const paid = await book(therapist.id, '2031-04-16', 14)
    const held = await book(therapist.id, '2031-04-16', 11, 'Pending')
    // The week after is time off; the last has nothing yet.
    await takeDayOff(therapist.id, '2031-04-23')

    const { message, data } = await repeatAvailability({ therapistId: therapist.id, availableDate: TODAY, availableSlots: [9, 15, 16], repeatWeeks: 4, now: NOW })
    expect(message).toBe('Hours published on 3 of 4 Wednesdays.')
    expect(data.weeks).toEqual([
      { date: TODAY, status: 'published', _id: expect.any(String), availableSlots: ['09:00', '10:00', '15:00', '16:00'], keptSlots: ['09:00', '10:00'] },
      { date: '2031-04-16', status: 'published', _id: expect.any(String), availableSlots: ['09:00', '11:00', '14:00', '15:00', '16:00'], keptSlots: ['11:00', '14:00'] },
      { date: '2031-04-23', status: 'skipped', reason: 'timeOff', message: REPEAT_SKIP_TEXT.timeOff },
      { date: '2031-04-30', status: 'published', _id: expect.any(String), availableSlots: ['09:00', '15:00', '16:00'], keptSlots: [] },
    ])
    expect(await hoursOn(therapist.id, TODAY)).toEqual([9, 10, 15, 16])
    expect(await hoursOn(therapist.id, '2031-04-16')).toEqual([9, 11, 14, 15, 16])
    expect(await hoursOn(therapist.id, '2031-04-23')).toBeNull()
    // Every session and hold still owns its hours.
    for (const appointment of [pastSession, paid, held]) expect(await db.appointmentSlot.count({ where: { appointmentId: appointment.id } })).toBe(1)
  })

  it('allows 1 to 12 weeks, skips weeks past the 90-day window, refuses a passed first date, and answers 409 when nothing could be published', async () => {
    const therapist = await createTherapist(db)
    // 60 days ahead: the first five weeks fit the 90-day window, the rest are skipped.
    const first = addDays(TODAY, 60)
    const { data } = await repeatAvailability({ therapistId: therapist.id, availableDate: first, availableSlots: [10], repeatWeeks: 12, now: NOW })
    expect(data.weeks).toHaveLength(12)
    expect(data.weeks.filter((week) => week.status === 'published').map((week) => week.date)).toEqual([0, 7, 14, 21, 28].map((days) => addDays(first, days)))
    expect(data.weeks.slice(5).every((week) => week.status === 'skipped' && week.reason === 'tooFarAhead')).toBe(true)

    expect(await failure(repeatAvailability({ therapistId: therapist.id, availableDate: '2031-04-08', availableSlots: [10], repeatWeeks: 2, now: NOW }))).toMatchObject({ code: 'VALIDATION', message: DATE_PASSED })

    await takeDayOff(therapist.id, '2031-04-17')
    const none = await failure(repeatAvailability({ therapistId: therapist.id, availableDate: '2031-04-17', availableSlots: [10], repeatWeeks: 1, now: NOW }))
    expect(none).toMatchObject({ code: 'CONFLICT', message: `No hours were published: every Thursday was skipped. Apr 17, 2031: ${REPEAT_SKIP_TEXT.timeOff}` })
  })

  it('over the API: repeatWeeks 1–12 or absent; absent answers exactly as one date did', async () => {
    const therapist = await createTherapist(db)
    session.token = await createSessionToken(therapist)
    const today = lagosClock(new Date()).date
    const post = (body: unknown) =>
      setRoute(new NextRequest('http://localhost/api/v1/therapist/set-availability', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }), {
        params: Promise.resolve({}),
      })

    for (const repeatWeeks of [0, 13, 2.5, '3']) {
      const refused = await post({ availableDate: addDays(today, 3), availableSlots: ['10:00'], repeatWeeks })
      expect(refused.status).toBe(400)
      expect((await refused.json()).errors.repeatWeeks).toEqual([expect.any(String)])
    }
    expect((await (await post({ availableDate: addDays(today, 3), availableSlots: ['10:00'], repeatWeeks: 13 })).json()).errors.repeatWeeks).toEqual([REPEAT_WEEKS_RANGE])

    const one = await post({ availableDate: addDays(today, 3), availableSlots: ['10:00'] })
    expect(one.status).toBe(201)
    const oneBody = await one.json()
    expect(Object.keys(oneBody).sort()).toEqual(['data', 'message'])
    expect(oneBody.message).toBe(AVAILABILITY_SET)
    expect(Object.keys(oneBody.data).sort()).toEqual(['_id', 'availableDate', 'availableSlots', 'bookedSlots', 'isBooked', 'isPassed'])

    const repeated = await post({ availableDate: addDays(today, 4), availableSlots: ['10:00', '11:00'], repeatWeeks: 12 })
    expect(repeated.status).toBe(201)
    const body = await repeated.json()
    expect(body.data).toMatchObject({ availableDate: addDays(today, 4), repeatWeeks: 12 })
    expect(body.data.weeks).toHaveLength(12)
    expect(body.data.weeks[0]).toEqual({ date: addDays(today, 4), status: 'published', _id: expect.any(String), availableSlots: ['10:00', '11:00'], keptSlots: [] })
  })
})

/** Runs `work` in a transaction and keeps it open (its locks held) until `release()`. */
function openTransaction(work: (tx: Prisma.TransactionClient) => Promise<unknown>) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  let started!: (pid: number) => void
  const pid = new Promise<number>((resolve) => (started = resolve))
  const done = db.$transaction(
    async (tx) => {
      const [row] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`
      await work(tx)
      started(row!.pid)
      await gate
    },
    { timeout: 20_000 },
  )
  return { pid: Promise.race([pid, done.then(() => Promise.reject(new Error('the transaction ended early')))]), release, done }
}

async function waitForWaiters(pid: number, count: number) {
  for (let attempt = 0; attempt < 400; attempt++) {
    // Directly or behind another waiter: a row lock's second waiter queues on the first one's tuple lock.
    const [row] = await db.$queryRaw<{ waiting: number }[]>`
      WITH RECURSIVE blocked(pid) AS (
        SELECT pid FROM pg_stat_activity WHERE ${pid}::int = ANY(pg_blocking_pids(pid))
        UNION SELECT a.pid FROM pg_stat_activity a JOIN blocked b ON b.pid = ANY(pg_blocking_pids(a.pid))
      ) SELECT count(*)::int AS waiting FROM blocked`
    if ((row?.waiting ?? 0) >= count) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`Expected ${count} transactions to wait on backend ${pid}`)
}

describe('repeats racing each other and a booking', () => {
  const DAY = '2031-04-16'

  it('a booking that locked the day first keeps its hour through the repeat that waited for it', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    await createAvailability(db, { therapistId: therapist.id, date: DAY, hours: [10, 11] })
    const booking = openTransaction(async (tx) => {
      await lockBookableRange(tx, { therapistId: therapist.id, date: DAY, from: 11, to: 12, now: NOW, fields: { date: 'appointmentDate', start: 'slot_start' } })
      await createAppointment(tx, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 11) })
    })
    const bookingPid = await booking.pid
    // The new hours drop 11:00, but the booking will have it.
    const repeating = repeatAvailability({ therapistId: therapist.id, availableDate: DAY, availableSlots: [9, 10], repeatWeeks: 2, now: NOW })
    await waitForWaiters(bookingPid, 1)
    booking.release()
    await booking.done
    const { data } = await repeating
    expect(data.weeks[0]).toMatchObject({ status: 'published', availableSlots: ['09:00', '10:00', '11:00'], keptSlots: ['11:00'] })
    expect(await hoursOn(therapist.id, DAY)).toEqual([9, 10, 11])
  })

  it('a booking that waits behind a repeat reads the new hours, and is refused an hour the repeat dropped', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    await createAvailability(db, { therapistId: therapist.id, date: DAY, hours: [10, 11] })
    const other = openTransaction((tx) => tx.$executeRaw`SELECT 1 FROM "Availability" WHERE "therapistId" = ${therapist.id}::uuid FOR UPDATE`)
    const otherPid = await other.pid
    const repeating = repeatAvailability({ therapistId: therapist.id, availableDate: DAY, availableSlots: [9, 10], repeatWeeks: 1, now: NOW })
    await waitForWaiters(otherPid, 1)
    const booking = failure(
      db.$transaction(async (tx) => {
        await lockBookableRange(tx, { therapistId: therapist.id, date: DAY, from: 11, to: 12, now: NOW, fields: { date: 'appointmentDate', start: 'slot_start' } })
        await createAppointment(tx, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 11) })
      }),
    )
    await waitForWaiters(otherPid, 2)
    other.release()
    await other.done
    expect((await repeating).data.weeks[0]).toMatchObject({ availableSlots: ['09:00', '10:00'] })
    expect(await booking).toMatchObject({ code: 'VALIDATION', message: HOURS_NOT_AVAILABLE })
    expect(await db.appointment.count({ where: { therapistId: therapist.id } })).toBe(0)
  })

  it('two repeats and bookings at once: one row per date, the last repeat’s hours plus every booked hour, never a booked hour removed', async () => {
    for (let round = 0; round < 4; round++) {
      const therapist = await createTherapist(db)
      await createAvailability(db, { therapistId: therapist.id, date: DAY, hours: [10, 11, 12] })
      const patients = await Promise.all([createPatient(db), createPatient(db)])
      const bookHour = (patientId: string, hour: number) =>
        failure(
          db.$transaction(async (tx) => {
            await lockBookableRange(tx, { therapistId: therapist.id, date: DAY, from: hour, to: hour + 1, now: NOW, fields: { date: 'appointmentDate', start: 'slot_start' } })
            await createAppointment(tx, { patientId, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, hour) })
          }),
        )
      const results = await Promise.all([
        repeatAvailability({ therapistId: therapist.id, availableDate: DAY, availableSlots: [9, 10], repeatWeeks: 3, now: NOW }),
        bookHour(patients[0].id, 11),
        repeatAvailability({ therapistId: therapist.id, availableDate: DAY, availableSlots: [12, 13], repeatWeeks: 3, now: NOW }),
        bookHour(patients[1].id, 12),
      ])
      for (const date of [DAY, addDays(DAY, 7), addDays(DAY, 14)]) expect(await db.availability.count({ where: { therapistId: therapist.id, date: new Date(`${date}T00:00:00.000Z`) } })).toBe(1)
      const booked = await db.appointmentSlot.findMany({ where: { therapistId: therapist.id }, select: { startsAt: true } })
      const bookedHours = booked.map((slot) => lagosClock(slot.startsAt).hour)
      const hours = (await hoursOn(therapist.id, DAY))!
      for (const hour of bookedHours) expect(hours).toContain(hour)
      // Whichever repeat came last decides the free hours.
      const lastPattern = hours.includes(13) ? [12, 13] : [9, 10]
      expect(hours).toEqual([...new Set([...lastPattern, ...bookedHours])].sort((a, b) => a - b))
      // A booking refused was refused for a reason a person can read.
      for (const refused of [results[1], results[3]]) if (refused) expect(refused).toMatchObject({ code: 'VALIDATION', message: HOURS_NOT_AVAILABLE })
    }
  })
})
