import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DELETE as deleteRoute } from '@/app/api/v1/therapist/delete-availability/[id]/route'
import { POST as setRoute } from '@/app/api/v1/therapist/set-availability/route'
import { PUT as updateRoute } from '@/app/api/v1/therapist/update-availability/[id]/route'
import { GET as viewOneRoute } from '@/app/api/v1/therapist/view-availability/[id]/route'
import { GET as viewRoute } from '@/app/api/v1/therapist/view-availability/route'
import { addDays } from '@/lib/availability/calendar'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { deleteAvailability } from '@/lib/server/availability/delete-availability'
import { listAvailability } from '@/lib/server/availability/list-availability'
import { setAvailability } from '@/lib/server/availability/set-availability'
import { updateAvailability } from '@/lib/server/availability/update-availability'
import { viewAvailability } from '@/lib/server/availability/view-availability'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { AWAITING_VERIFICATION } from '@/lib/server/therapists/require-verified-therapist'
import {
  ALREADY_SET,
  AVAILABILITY_DELETED,
  AVAILABILITY_NOT_FOUND,
  AVAILABILITY_SET,
  AVAILABILITY_UPDATED,
  bookedDateKept,
  bookedHoursKept,
  DATE_CHANGE,
  DATE_PASSED,
  HOUR_STARTED,
  NO_SLOT_SELECTED,
  PASSED_NO_DELETE,
  PASSED_NO_EDIT,
  TOO_FAR_AHEAD,
} from '@/lib/validation/availability'
import { createAdmin, createAppointment, createAvailability, createPatient, createTherapist, freeHoursCheckedAt, lagosHourToUtc } from '../fixtures/factories'
import { lagosClock } from '@/lib/time'

// Outside Next: the session comes from a stand-in for the request headers, connection() has nothing
// to wait for, and revalidateTag (which needs Next's cache) is recorded instead. The database is real.
const session = vi.hoisted(() => ({ token: null as string | null }))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

// A fixed "now" for the data layer: 14:20 in Lagos on Wednesday 9 April 2031.
const NOW = new Date('2031-04-09T13:20:00Z')
const TODAY = '2031-04-09'
const YESTERDAY = '2031-04-08'
const LATER = '2031-04-11'
const MINUTE = 60_000

beforeEach(() => {
  revalidateTag.mockClear()
  session.token = null
})

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as AppError)

const set = (therapistId: string, availableDate: string, availableSlots: number[], now = NOW) => setAvailability({ therapistId, availableDate, availableSlots, now })
const edit = (therapistId: string, availabilityId: string, availableSlots: number[], extra: { date?: string; now?: Date } = {}) =>
  updateAvailability({ therapistId, availabilityId, availableSlots, now: NOW, ...extra })
const remove = (therapistId: string, availabilityId: string, now = NOW) => deleteAvailability({ therapistId, availabilityId, now })

async function storedHours(id: string) {
  return (await db.availability.findUnique({ where: { id } }))?.hours ?? null
}

/** A paid session (or an unexpired hold) of `hours` hours from `hour` on `date`. */
async function book(therapistId: string, date: string, hour: number, options: { hours?: number; status?: 'Paid' | 'Pending' | 'Cancelled'; holdExpiresAt?: Date } = {}) {
  const patient = await createPatient(db)
  const status = options.status ?? 'Paid'
  return createAppointment(db, {
    patientId: patient.id,
    therapistId,
    startsAt: lagosHourToUtc(date, hour),
    durationHours: options.hours ?? 1,
    status,
    holdExpiresAt: status === 'Pending' ? (options.holdExpiresAt ?? new Date(NOW.getTime() + 15 * MINUTE)) : null,
  })
}

describe('setting availability (spec 4, 5)', () => {
  it('publishes the hours of a date, sorted, answers HH:00 slots and expires the public open hours', async () => {
    const therapist = await createTherapist(db)
    const since = new Date()
    const { message, data } = await set(therapist.id, LATER, [9, 10, 13])
    expect(message).toBe(AVAILABILITY_SET)
    expect(data).toMatchObject({ availableDate: LATER, availableSlots: ['09:00', '10:00', '13:00'], isBooked: false, bookedSlots: [], isPassed: false })
    expect(await storedHours(data._id)).toEqual([9, 10, 13])
    expect((await freeHoursCheckedAt(db, therapist.id))?.getTime()).toBeGreaterThanOrEqual(since.getTime())
  })

  it('refuses a past date, an hour that has started today, and a date more than 90 days ahead', async () => {
    const therapist = await createTherapist(db)
    expect(await failure(set(therapist.id, YESTERDAY, [15]))).toMatchObject({ code: 'VALIDATION', message: DATE_PASSED, fieldErrors: { availableDate: [DATE_PASSED] } })
    // 14:20 now: the 14:00 hour is under way.
    expect(await failure(set(therapist.id, TODAY, [14, 15]))).toMatchObject({ code: 'VALIDATION', message: HOUR_STARTED })
    expect(await failure(set(therapist.id, '2031-07-09', [9]))).toMatchObject({ code: 'VALIDATION', message: TOO_FAR_AHEAD })
    expect(await db.availability.count({ where: { therapistId: therapist.id } })).toBe(0)
    expect(revalidateTag).not.toHaveBeenCalled()

    // Later today and exactly 90 days ahead are fine.
    expect((await set(therapist.id, TODAY, [15, 23])).data.availableSlots).toEqual(['15:00', '23:00'])
    expect((await set(therapist.id, '2031-07-08', [9])).data.availableDate).toBe('2031-07-08')
  })

  it('keeps one availability per date: a second set is refused, and of five at once exactly one wins', async () => {
    const therapist = await createTherapist(db)
    await set(therapist.id, LATER, [9])
    expect(await failure(set(therapist.id, LATER, [10]))).toMatchObject({ code: 'CONFLICT', message: ALREADY_SET })

    const day = '2031-04-12'
    const results = await Promise.allSettled([8, 9, 10, 11, 12].map((hour) => set(therapist.id, day, [hour])))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'CONFLICT', message: ALREADY_SET })
  })
})

describe('listing and viewing', () => {
  it('lists only the caller’s days, upcoming first then passed, with isBooked and the booked hours', async () => {
    const [therapist, other] = await Promise.all([createTherapist(db), createTherapist(db)])
    const old = await createAvailability(db, { therapistId: therapist.id, date: '2031-04-01', hours: [9] })
    const recent = await createAvailability(db, { therapistId: therapist.id, date: YESTERDAY, hours: [9] })
    const today = await createAvailability(db, { therapistId: therapist.id, date: TODAY, hours: [9, 10, 16] })
    const later = await createAvailability(db, { therapistId: therapist.id, date: LATER, hours: [9, 10, 11] })
    await createAvailability(db, { therapistId: other.id, date: LATER, hours: [9] })

    // Today: 09:00 and 10:00 have passed; the one remaining hour is booked, so the day is booked.
    await book(therapist.id, TODAY, 16)
    // Later: a paid 09:00, an unexpired hold at 10:00; an expired hold and a cancelled one do not count.
    await book(therapist.id, LATER, 9)
    await book(therapist.id, LATER, 10, { status: 'Pending' })
    await book(therapist.id, LATER, 11, { status: 'Pending', holdExpiresAt: new Date(NOW.getTime() - MINUTE) })

    const list = await listAvailability({ therapistId: therapist.id, now: NOW })
    expect(list.map((d) => d._id)).toEqual([today.id, later.id, recent.id, old.id])
    expect(list[0]).toMatchObject({ availableDate: TODAY, availableSlots: ['09:00', '10:00', '16:00'], isBooked: true, bookedSlots: ['16:00'], isPassed: false })
    expect(list[1]).toMatchObject({ availableDate: LATER, isBooked: false, bookedSlots: ['09:00', '10:00'] })
    expect(list[2]).toMatchObject({ availableDate: YESTERDAY, isBooked: false, isPassed: true })

    // Once someone holds 11:00 again the whole day is booked. The expired hold's slot row lingers
    // (decision 004) until the next booking clears it, as this one would.
    await db.appointmentSlot.deleteMany({ where: { therapistId: therapist.id, startsAt: lagosHourToUtc(LATER, 11) } })
    await book(therapist.id, LATER, 11, { status: 'Pending' })
    expect((await viewAvailability({ therapistId: therapist.id, availabilityId: later.id, now: NOW })).isBooked).toBe(true)
  })

  it('answers 404 for another therapist’s, an unknown or a malformed id', async () => {
    const [therapist, other] = await Promise.all([createTherapist(db), createTherapist(db)])
    const theirs = await createAvailability(db, { therapistId: other.id, date: LATER, hours: [9] })
    for (const availabilityId of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-an-id'])
      expect(await failure(viewAvailability({ therapistId: therapist.id, availabilityId, now: NOW }))).toMatchObject({ code: 'NOT_FOUND', message: AVAILABILITY_NOT_FOUND })
  })
})

describe('editing availability', () => {
  it('adds and removes free hours and expires the public open hours', async () => {
    const therapist = await createTherapist(db)
    const day = await createAvailability(db, { therapistId: therapist.id, date: LATER, hours: [9, 10, 11] })
    const since = new Date()
    const { message, data } = await edit(therapist.id, day.id, [11, 12, 13], { date: LATER })
    expect(message).toBe(AVAILABILITY_UPDATED)
    expect(data.availableSlots).toEqual(['11:00', '12:00', '13:00'])
    expect(await storedHours(day.id)).toEqual([11, 12, 13])
    expect((await freeHoursCheckedAt(db, therapist.id))?.getTime()).toBeGreaterThanOrEqual(since.getTime())
  })

  it('refuses to remove an hour a patient has booked or holds, naming the hours, and changes nothing', async () => {
    const therapist = await createTherapist(db)
    const day = await createAvailability(db, { therapistId: therapist.id, date: LATER, hours: [9, 10, 11, 12, 13] })
    await book(therapist.id, LATER, 10, { hours: 2 })
    await book(therapist.id, LATER, 13, { status: 'Pending' })

    const error = await failure(edit(therapist.id, day.id, [9, 12]))
    expect(error).toMatchObject({ code: 'CONFLICT', message: bookedHoursKept([10, 11, 13]) })
    expect(error?.message).toBe('A patient has held or booked 10:00 AM, 11:00 AM and 01:00 PM on this date. Those hours cannot be removed.')
    expect(await storedHours(day.id)).toEqual([9, 10, 11, 12, 13])
    expect(revalidateTag).not.toHaveBeenCalled()

    // Removing only free hours around the booked ones is fine.
    expect((await edit(therapist.id, day.id, [10, 11, 13, 14])).data).toMatchObject({ availableSlots: ['10:00', '11:00', '13:00', '14:00'], bookedSlots: ['10:00', '11:00', '13:00'] })
  })

  it('lets go of hours whose hold expired or whose appointment was cancelled', async () => {
    const therapist = await createTherapist(db)
    const day = await createAvailability(db, { therapistId: therapist.id, date: LATER, hours: [9, 10] })
    await book(therapist.id, LATER, 9, { status: 'Pending', holdExpiresAt: new Date(NOW.getTime() - MINUTE) })
    await book(therapist.id, LATER, 10, { status: 'Cancelled' })
    expect((await edit(therapist.id, day.id, [15])).data.availableSlots).toEqual(['15:00'])
  })

  it('refuses a passed date, a different date, and adding an hour that has started; keeps started hours as they were', async () => {
    const therapist = await createTherapist(db)
    const past = await createAvailability(db, { therapistId: therapist.id, date: YESTERDAY, hours: [9] })
    expect(await failure(edit(therapist.id, past.id, [10]))).toMatchObject({ code: 'CONFLICT', message: PASSED_NO_EDIT })
    expect(await storedHours(past.id)).toEqual([9])

    const day = await createAvailability(db, { therapistId: therapist.id, date: LATER, hours: [9] })
    expect(await failure(edit(therapist.id, day.id, [10], { date: '2031-04-12' }))).toMatchObject({ code: 'VALIDATION', message: DATE_CHANGE })

    // Today at 14:20: 09:00 and 14:00 have started and stay, whatever is sent; 12:00 cannot be added.
    const today = await createAvailability(db, { therapistId: therapist.id, date: TODAY, hours: [9, 14, 16] })
    expect(await failure(edit(therapist.id, today.id, [12, 16]))).toMatchObject({ code: 'VALIDATION', message: HOUR_STARTED })
    expect((await edit(therapist.id, today.id, [17, 18])).data.availableSlots).toEqual(['09:00', '14:00', '17:00', '18:00'])
  })

  it('answers 404 for another therapist’s day and leaves it alone', async () => {
    const [therapist, other] = await Promise.all([createTherapist(db), createTherapist(db)])
    const theirs = await createAvailability(db, { therapistId: other.id, date: LATER, hours: [9] })
    expect(await failure(edit(therapist.id, theirs.id, [10]))).toMatchObject({ code: 'NOT_FOUND', message: AVAILABILITY_NOT_FOUND })
    expect(await failure(remove(therapist.id, theirs.id))).toMatchObject({ code: 'NOT_FOUND', message: AVAILABILITY_NOT_FOUND })
    expect(await storedHours(theirs.id)).toEqual([9])
  })
})

describe('deleting availability', () => {
  it('deletes a free date and expires the public open hours', async () => {
    const therapist = await createTherapist(db)
    const day = await createAvailability(db, { therapistId: therapist.id, date: LATER, hours: [9, 10] })
    await book(therapist.id, LATER, 9, { status: 'Cancelled' })
    const since = new Date()
    expect(await remove(therapist.id, day.id)).toEqual({ message: AVAILABILITY_DELETED })
    expect(await storedHours(day.id)).toBeNull()
    expect((await freeHoursCheckedAt(db, therapist.id))?.getTime()).toBeGreaterThanOrEqual(since.getTime())
  })

  it('refuses a date with a booked or held hour, naming them, and a passed date', async () => {
    const therapist = await createTherapist(db)
    const day = await createAvailability(db, { therapistId: therapist.id, date: LATER, hours: [9, 10, 11] })
    await book(therapist.id, LATER, 11, { status: 'Pending' })
    expect(await failure(remove(therapist.id, day.id))).toMatchObject({ code: 'CONFLICT', message: bookedDateKept([11]) })
    expect(await storedHours(day.id)).toEqual([9, 10, 11])

    // Today counts as not passed, but a session this morning still keeps the day.
    const today = await createAvailability(db, { therapistId: therapist.id, date: TODAY, hours: [9, 16] })
    await book(therapist.id, TODAY, 9)
    expect(await failure(remove(therapist.id, today.id))).toMatchObject({ code: 'CONFLICT', message: bookedDateKept([9]) })

    const past = await createAvailability(db, { therapistId: therapist.id, date: YESTERDAY, hours: [9] })
    expect(await failure(remove(therapist.id, past.id))).toMatchObject({ code: 'CONFLICT', message: PASSED_NO_DELETE })
    expect(await storedHours(past.id)).toEqual([9])
  })
})

describe('the therapist availability API (spec 7)', () => {
  /** A Lagos date `days` after today by the real clock (the routes use it). */
  const realDate = (days: number) => addDays(lagosClock(new Date()).date, days)
  const json = (method: string, path: string, body?: unknown) =>
    new NextRequest(new URL(path, 'http://localhost'), {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const params = (id = ''): { params: Promise<Record<string, string>> } => ({ params: Promise.resolve<Record<string, string>>(id ? { id } : {}) })
  const call = {
    set: (body: unknown) => setRoute(json('POST', '/api/v1/therapist/set-availability', body), params()),
    list: () => viewRoute(json('GET', '/api/v1/therapist/view-availability'), params()),
    view: (id: string) => viewOneRoute(json('GET', `/api/v1/therapist/view-availability/${id}`), params(id)),
    update: (id: string, body: unknown) => updateRoute(json('PUT', `/api/v1/therapist/update-availability/${id}`, body), params(id)),
    delete: (id: string) => deleteRoute(json('DELETE', `/api/v1/therapist/delete-availability/${id}`), params(id)),
  }
  const signIn = async (user: Parameters<typeof createSessionToken>[0]) => {
    session.token = await createSessionToken(user)
  }

  it('sets, lists, views, updates and deletes with spec 7’s field names', async () => {
    const therapist = await createTherapist(db)
    await signIn(therapist)
    const date = realDate(3)

    const created = await call.set({ availableDate: date, availableSlots: ['13:00', '09:00'] })
    expect(created.status).toBe(201)
    const { message, data } = await created.json()
    expect(message).toBe(AVAILABILITY_SET)
    expect(data).toEqual({ _id: expect.any(String), availableDate: date, availableSlots: ['09:00', '13:00'], isBooked: false, bookedSlots: [], isPassed: false })

    const list = await call.list()
    expect(list.status).toBe(200)
    expect(await list.json()).toEqual({ data: [data] })

    const one = await call.view(data._id)
    expect(await one.json()).toEqual({ success: true, availability: data })

    const updated = await call.update(data._id, { date, availableSlots: ['10:00', '11:00'] })
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({ message: AVAILABILITY_UPDATED, data: { _id: data._id, availableSlots: ['10:00', '11:00'] } })

    const deleted = await call.delete(data._id)
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toEqual({ message: AVAILABILITY_DELETED })
    expect((await call.view(data._id)).status).toBe(404)
  })

  it('answers 400 with spec 5’s text for no slots, 409 for a booked hour, 404 for another therapist’s id', async () => {
    const [therapist, other] = await Promise.all([createTherapist(db), createTherapist(db)])
    const date = realDate(2)
    const mine = await createAvailability(db, { therapistId: therapist.id, date, hours: [9, 10] })
    const theirs = await createAvailability(db, { therapistId: other.id, date, hours: [9] })
    const patient = await createPatient(db)
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(date, 10) })
    await signIn(therapist)

    const empty = await call.set({ availableDate: realDate(4), availableSlots: [] })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ message: NO_SLOT_SELECTED, errors: { availableSlots: [NO_SLOT_SELECTED] } })

    const booked = await call.update(mine.id, { date, availableSlots: ['09:00'] })
    expect(booked.status).toBe(409)
    expect(await booked.json()).toEqual({ message: bookedHoursKept([10]) })
    expect((await call.delete(mine.id)).status).toBe(409)

    for (const response of [await call.view(theirs.id), await call.update(theirs.id, { availableSlots: ['11:00'] }), await call.delete(theirs.id)]) {
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: AVAILABILITY_NOT_FOUND })
    }
    expect(await storedHours(theirs.id)).toEqual([9])
  })

  it('answers 401 for visitors, 403 for patients and admins, and 403 for an unverified therapist', async () => {
    const unverified = await createTherapist(db, { isVerified: false })
    const day = await createAvailability(db, { therapistId: unverified.id, date: realDate(2), hours: [9] })
    const body = { availableDate: realDate(5), availableSlots: ['09:00'] }
    const everyCall = () => [call.set(body), call.list(), call.view(day.id), call.update(day.id, { availableSlots: ['10:00'] }), call.delete(day.id)]

    for (const response of await Promise.all(everyCall())) expect(response.status).toBe(401)

    for (const someone of [await createPatient(db), await createAdmin(db)]) {
      await signIn(someone)
      for (const response of await Promise.all(everyCall())) expect(response.status).toBe(403)
    }

    await signIn(unverified)
    for (const response of await Promise.all(everyCall())) {
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: AWAITING_VERIFICATION })
    }
    expect(await storedHours(day.id)).toEqual([9])
    expect(await db.availability.count({ where: { therapistId: unverified.id } })).toBe(1)
  })
})
