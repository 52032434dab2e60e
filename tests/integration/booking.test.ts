import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as refundsRoute } from '@/app/api/v1/admin/refunds/route'
import { POST as bookRoute } from '@/app/api/v1/patient/book-appointment/route'
import { POST as cancelHoldRoute } from '@/app/api/v1/patient/cancel-hold/route'
import { POST as confirmRoute } from '@/app/api/v1/patient/confirm-payment/route'
import { POST as holdRoute } from '@/app/api/v1/patient/hold-appointment/route'
import { POST as sandboxRoute } from '@/app/api/v1/payments/sandbox/complete/route'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { confirmPayment } from '@/lib/server/booking/confirm-payment'
import { holdAppointment } from '@/lib/server/booking/hold-appointment'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { listRefunds } from '@/lib/server/payments/list-refunds'
import { recordSandboxOutcome } from '@/lib/server/payments/sandbox'
import {
  BOOK_YOURSELF,
  BOOKING_TOO_LONG,
  DATE_NOT_AVAILABLE,
  holdAppointmentSchema,
  HOLD_MINUTES,
  HOLD_RAN_OUT,
  MAX_ACTIVE_HOLDS,
  MAX_BOOKING_HOURS,
  HOURS_NOT_AVAILABLE,
  LATE_PAYMENT,
  PAYMENT_FAILED,
  PAYMENT_NOT_CONFIRMED,
  PAYMENT_NOT_FOUND,
  SLOT_TAKEN,
  THERAPIST_UNAVAILABLE,
  TIME_STARTED,
  TOO_MANY_HOLDS,
} from '@/lib/validation/booking'
import { createAppointment, createAvailability, createPatient, createTherapist, freeHoursCheckedAt, lagosHourToUtc } from '../fixtures/factories'

// Outside Next: the session comes from a stand-in for the request headers, connection() has nothing
// to wait for, and revalidateTag is recorded. The database is real.
const session = vi.hoisted(() => ({ token: null as string | null }))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

// A fixed "now": 08:30 in Lagos on Monday 7 April 2031. Availability is on later days.
const NOW = new Date('2031-04-07T07:30:00Z')
const TODAY = '2031-04-07'
const DAY = '2031-04-09'
const HOURS = [9, 10, 11, 12, 13, 14, 15, 16]
const MINUTE = 60_000

beforeEach(() => {
  revalidateTag.mockClear()
  session.token = null
})

async function openTherapist(feeKobo = 1_500_000) {
  const therapist = await createTherapist(db, { fullName: 'Bisi Adeyemi', feeKobo })
  await createAvailability(db, { therapistId: therapist.id, date: DAY, hours: HOURS })
  await createAvailability(db, { therapistId: therapist.id, date: TODAY, hours: [7, 8, 9, 10] })
  return therapist
}

const hold = (patientId: string, therapistId: string, start: number, end: number, { date = DAY, now = NOW } = {}) =>
  holdAppointment({ patientId, therapistId, appointmentDate: date, slot_start: start, slot_end: end, now })

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as AppError)

const pay = (patientId: string, paymentReference: string) => recordSandboxOutcome({ patientId, paymentReference, outcome: 'PAID' })
const confirm = (patientId: string, paymentReference: string, now = NOW) => confirmPayment({ paymentReference, source: { kind: 'patient', patientId }, now })

async function state(paymentReference: string) {
  const row = await db.appointment.findUniqueOrThrow({ where: { paymentReference }, include: { slots: true, payments: true } })
  return { status: row.status, slots: row.slots.length, payments: row.payments.map((p) => p.status), videoLink: row.videoLink }
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new NextRequest(`http://localhost${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } })
}
const noParams = { params: Promise.resolve({}) }

describe('holding a time', () => {
  it('holds the hours with a server-made reference, an expiry and the amount from the fee', async () => {
    const [therapist, patient] = await Promise.all([openTherapist(1_500_000), createPatient(db)])
    const since = new Date()
    const { data } = await hold(patient.id, therapist.id, 10, 12)
    expect(data.amount).toBe(30_000)
    expect(data.currency).toBe('NGN')
    expect(data.paymentReference).toMatch(/^ALF-\d+-[0-9a-f]{16}$/)
    expect(new Date(data.holdExpiresAt).getTime()).toBe(NOW.getTime() + HOLD_MINUTES * MINUTE)
    const stored = await db.appointment.findUniqueOrThrow({ where: { id: data._id }, include: { slots: { orderBy: { startsAt: 'asc' } } } })
    expect(stored).toMatchObject({ status: 'Pending', amountKobo: 3_000_000, durationHours: 2, patientId: patient.id })
    expect(stored.slots.map((s) => s.startsAt)).toEqual([lagosHourToUtc(DAY, 10), lagosHourToUtc(DAY, 11)])
    // The therapist's free hours are worked out again (their pages' tags expire only when the next
    // free hour changed: shown-free-hours.test.ts).
    expect((await freeHoursCheckedAt(db, therapist.id))?.getTime()).toBeGreaterThanOrEqual(since.getTime())
  })

  it('gives exactly one of 50 concurrent attempts on the same time', async () => {
    const therapist = await openTherapist()
    const patients = await Promise.all(Array.from({ length: 50 }, () => createPatient(db)))
    const results = await Promise.allSettled(patients.map((p) => hold(p.id, therapist.id, 13, 15)))
    const won = results.filter((r) => r.status === 'fulfilled')
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as AppError] : []))
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(49)
    for (const error of lost) expect(error).toMatchObject({ code: 'SLOT_TAKEN', message: SLOT_TAKEN })
    expect(await db.appointment.count({ where: { therapistId: therapist.id } })).toBe(1)
    expect(await db.appointmentSlot.count({ where: { therapistId: therapist.id } })).toBe(2)
  })

  it('refuses overlapping but not identical times, and allows adjacent ones', async () => {
    const therapist = await openTherapist()
    const [a, b, c] = await Promise.all([createPatient(db), createPatient(db), createPatient(db)])
    await hold(a.id, therapist.id, 10, 12)
    expect(await failure(hold(b.id, therapist.id, 11, 13))).toMatchObject({ code: 'SLOT_TAKEN' })
    expect(await failure(hold(b.id, therapist.id, 9, 11))).toMatchObject({ code: 'SLOT_TAKEN' })
    await expect(hold(b.id, therapist.id, 12, 13)).resolves.toBeTruthy()
    await expect(hold(c.id, therapist.id, 9, 10)).resolves.toBeTruthy()
  })

  it('lets the time go once the hold expires, with no background job', async () => {
    const therapist = await openTherapist()
    const [first, second] = await Promise.all([createPatient(db), createPatient(db)])
    const { data: lapsed } = await hold(first.id, therapist.id, 14, 16)
    const later = new Date(NOW.getTime() + (HOLD_MINUTES + 1) * MINUTE)
    const { data: fresh } = await hold(second.id, therapist.id, 15, 16, { now: later })
    expect((await state(lapsed.paymentReference)).status).toBe('Expired')
    expect((await state(lapsed.paymentReference)).slots).toBe(0)
    expect((await state(fresh.paymentReference)).slots).toBe(1)
  })

  it('refuses spec 5 rule breaks with their messages', async () => {
    const therapist = await openTherapist()
    const patient = await createPatient(db)
    expect(await failure(hold(patient.id, therapist.id, 8, 9, { date: TODAY }))).toMatchObject({ code: 'VALIDATION', message: TIME_STARTED })
    expect(await failure(hold(patient.id, therapist.id, 10, 12, { date: '2031-04-10' }))).toMatchObject({ message: DATE_NOT_AVAILABLE })
    expect(await failure(hold(patient.id, therapist.id, 16, 18))).toMatchObject({ message: HOURS_NOT_AVAILABLE })
    expect(await failure(hold(therapist.id, therapist.id, 10, 11))).toMatchObject({ message: BOOK_YOURSELF })
    const unverified = await createTherapist(db, { isVerified: false })
    await createAvailability(db, { therapistId: unverified.id, date: DAY, hours: HOURS })
    expect(await failure(hold(patient.id, unverified.id, 10, 11))).toMatchObject({ message: THERAPIST_UNAVAILABLE })
    const blocked = await createTherapist(db, { isBlocked: true })
    await createAvailability(db, { therapistId: blocked.id, date: DAY, hours: HOURS })
    expect(await failure(hold(patient.id, blocked.id, 10, 11))).toMatchObject({ message: THERAPIST_UNAVAILABLE })
    expect(await db.appointment.count({ where: { patientId: patient.id } })).toBe(0)
  })

  it('returns the same hold when asked again and replaces an earlier hold with the same therapist', async () => {
    const therapist = await openTherapist()
    const patient = await createPatient(db)
    const first = await hold(patient.id, therapist.id, 10, 11)
    const again = await hold(patient.id, therapist.id, 10, 11)
    expect(again.data.paymentReference).toBe(first.data.paymentReference)
    const other = await hold(patient.id, therapist.id, 12, 13)
    expect(other.data.paymentReference).not.toBe(first.data.paymentReference)
    expect(await state(first.data.paymentReference)).toMatchObject({ status: 'Cancelled', slots: 0 })
  })

  it('limits how many unpaid holds one patient keeps', async () => {
    const patient = await createPatient(db)
    const therapists = await Promise.all([openTherapist(), openTherapist(), openTherapist(), openTherapist()])
    // Separate hours: a hold on overlapping hours would replace the earlier one instead.
    for (const [i, therapist] of therapists.slice(0, 3).entries()) await hold(patient.id, therapist.id, 10 + i, 11 + i)
    expect(await failure(hold(patient.id, therapists[3]!.id, 13, 14))).toMatchObject({ code: 'CONFLICT', message: TOO_MANY_HOLDS })
  })
})

describe('confirming a payment', () => {
  it('confirms only what the provider reports paid, once, with a video link', async () => {
    const [therapist, patient] = await Promise.all([openTherapist(), createPatient(db)])
    const { data } = await hold(patient.id, therapist.id, 10, 12)
    expect(await failure(confirm(patient.id, data.paymentReference))).toMatchObject({ code: 'PAYMENT_REQUIRED', message: PAYMENT_NOT_CONFIRMED })
    await pay(patient.id, data.paymentReference)
    const confirmed = await confirm(patient.id, data.paymentReference)
    expect(confirmed.data).toMatchObject({ _id: data._id, status: 'Paid', duration: 2, amount: 30_000, slot_start: '10:00', slot_end: '12:00' })
    expect(confirmed.data.videoLink).toMatch(/^https:\/\/meet\.jit\.si\/Alafia-[0-9a-f]{24}$/)
    const again = await confirm(patient.id, data.paymentReference)
    expect(again.data.videoLink).toBe(confirmed.data.videoLink)
    expect(await state(data.paymentReference)).toMatchObject({ status: 'Paid', slots: 2, payments: ['Paid'] })
  })

  it('gives one payment for concurrent confirmations (double click, replayed callback)', async () => {
    const [therapist, patient] = await Promise.all([openTherapist(), createPatient(db)])
    const { data } = await hold(patient.id, therapist.id, 13, 14)
    await pay(patient.id, data.paymentReference)
    const results = await Promise.all(Array.from({ length: 10 }, () => confirm(patient.id, data.paymentReference)))
    expect(new Set(results.map((r) => r.data.videoLink)).size).toBe(1)
    expect(await db.payment.count({ where: { paymentReference: data.paymentReference } })).toBe(1)
  })

  it('never confirms a fabricated, underpaid, wrong-currency or someone else’s reference', async () => {
    const [therapist, patient, stranger] = await Promise.all([openTherapist(), createPatient(db), createPatient(db)])
    expect(await failure(confirm(patient.id, 'ALF-1-0000000000000000'))).toMatchObject({ code: 'NOT_FOUND', message: PAYMENT_NOT_FOUND })

    const { data: mine } = await hold(patient.id, therapist.id, 9, 10)
    await pay(patient.id, mine.paymentReference)
    expect(await failure(confirm(stranger.id, mine.paymentReference))).toMatchObject({ code: 'NOT_FOUND' })
    expect(await failure(recordSandboxOutcome({ patientId: stranger.id, paymentReference: mine.paymentReference, outcome: 'FAILED' }))).toMatchObject({ code: 'NOT_FOUND' })

    const { data: under } = await hold(stranger.id, therapist.id, 11, 13)
    await db.sandboxPayment.create({ data: { paymentReference: under.paymentReference, outcome: 'PAID', amountKobo: 1_999_999, currency: 'NGN' } })
    expect(await failure(confirm(stranger.id, under.paymentReference))).toMatchObject({ code: 'PAYMENT_REQUIRED' })
    expect(await state(under.paymentReference)).toMatchObject({ status: 'Pending', payments: [] })

    const other = await createPatient(db)
    const { data: dollars } = await hold(other.id, therapist.id, 14, 15)
    await db.sandboxPayment.create({ data: { paymentReference: dollars.paymentReference, outcome: 'PAID', amountKobo: 9_000_000, currency: 'USD' } })
    expect(await failure(confirm(other.id, dollars.paymentReference))).toMatchObject({ code: 'PAYMENT_REQUIRED' })
    expect(await state(dollars.paymentReference)).toMatchObject({ status: 'Pending', payments: [] })
  })

  it('releases the hold when the provider reports the payment failed', async () => {
    const [therapist, patient, next] = await Promise.all([openTherapist(), createPatient(db), createPatient(db)])
    const { data } = await hold(patient.id, therapist.id, 10, 11)
    await recordSandboxOutcome({ patientId: patient.id, paymentReference: data.paymentReference, outcome: 'FAILED' })
    expect(await failure(confirm(patient.id, data.paymentReference))).toMatchObject({ code: 'PAYMENT_REQUIRED', message: PAYMENT_FAILED })
    expect(await state(data.paymentReference)).toMatchObject({ status: 'Cancelled', slots: 0, payments: [] })
    await expect(hold(next.id, therapist.id, 10, 11)).resolves.toBeTruthy()
  })

  it('honours a late payment when the time is still free', async () => {
    const [therapist, patient] = await Promise.all([openTherapist(), createPatient(db)])
    const { data } = await hold(patient.id, therapist.id, 15, 16)
    await db.appointment.update({ where: { id: data._id }, data: { status: 'Expired' } })
    await db.appointmentSlot.deleteMany({ where: { appointmentId: data._id } })
    await pay(patient.id, data.paymentReference)
    const later = new Date(NOW.getTime() + 2 * HOLD_MINUTES * MINUTE)
    const since = new Date()
    await expect(confirm(patient.id, data.paymentReference, later)).resolves.toMatchObject({ data: { status: 'Paid' } })
    expect(await state(data.paymentReference)).toMatchObject({ status: 'Paid', slots: 1, payments: ['Paid'] })
    // Its hours were free again and are taken again: the therapist's free hours are worked out anew.
    expect((await freeHoursCheckedAt(db, therapist.id))?.getTime()).toBeGreaterThanOrEqual(since.getTime())
  })

  it('paid while its hold runs: the free hours already leave the held hours out and are not worked out again', async () => {
    const [therapist, patient] = await Promise.all([openTherapist(), createPatient(db)])
    const { data } = await hold(patient.id, therapist.id, 13, 14)
    const checkedAt = () => freeHoursCheckedAt(db, therapist.id)
    const afterHold = await checkedAt()
    expect(afterHold).not.toBeNull()
    await pay(patient.id, data.paymentReference)
    revalidateTag.mockClear()
    await expect(confirm(patient.id, data.paymentReference)).resolves.toMatchObject({ data: { status: 'Paid' } })
    expect(await checkedAt()).toEqual(afterHold)
    expect(revalidateTag).not.toHaveBeenCalledWith(`availability:${therapist.id}`, { expire: 0 })
  })

  it('refunds a payment that arrives after the time was taken, by itself, and tells the patient', async () => {
    const [therapist, late, prompt] = await Promise.all([openTherapist(), createPatient(db), createPatient(db)])
    const { data: lapsed } = await hold(late.id, therapist.id, 12, 14)
    const later = new Date(NOW.getTime() + (HOLD_MINUTES + 5) * MINUTE)
    const { data: taken } = await hold(prompt.id, therapist.id, 13, 14, { now: later })
    await pay(prompt.id, taken.paymentReference)
    await confirm(prompt.id, taken.paymentReference, later)

    await pay(late.id, lapsed.paymentReference)
    expect(await failure(confirm(late.id, lapsed.paymentReference, later))).toMatchObject({ code: 'CONFLICT', message: LATE_PAYMENT })
    expect(await failure(confirm(late.id, lapsed.paymentReference, later))).toMatchObject({ code: 'CONFLICT', message: LATE_PAYMENT })
    // The sandbox completes refunds at once: the payment reads Refunded, with one completed refund of all of it.
    expect(await state(lapsed.paymentReference)).toMatchObject({ status: 'Expired', slots: 0, payments: ['Refunded'] })
    expect(await state(taken.paymentReference)).toMatchObject({ status: 'Paid', slots: 1, payments: ['Paid'] })
    const refunds = await db.refund.findMany({ where: { appointmentId: lapsed._id } })
    expect(refunds).toMatchObject([{ reason: 'LatePayment', status: 'Completed', amountKobo: 3_000_000, provider: 'Sandbox' }])
    expect(await db.emailOutbox.count({ where: { to: late.email, subject: 'Your refund of ₦30,000 has been sent' } })).toBe(1)

    const { data: listed } = await listRefunds({ role: 'Admin' }, { search: lapsed.paymentReference })
    expect(listed).toEqual([
      expect.objectContaining({ paymentReference: lapsed.paymentReference, amount: 30_000, status: 'Completed', reason: 'LatePayment', appointmentDate: DAY, slot_start: '12:00', slot_end: '14:00', patient: expect.objectContaining({ _id: late.id }) }),
    ])
    expect((await listRefunds({ role: 'Admin' }, { search: late.email.slice(0, 20) })).data.map((r) => r.paymentReference)).toContain(lapsed.paymentReference)
    expect(await failure(listRefunds({ role: 'Patient' }))).toMatchObject({ code: 'FORBIDDEN' })
    session.token = await createSessionToken(late)
    expect((await refundsRoute(new NextRequest('http://localhost/api/v1/admin/refunds'), noParams)).status).toBe(403)
  })
})

describe('a late payment whose time is no longer to be had becomes a refund', () => {
  /** A hold whose 20 minutes ran out before the money came; `cleared`: a later writer already took its rows away. */
  async function lapsedHold(start: number, end: number, { cleared }: { cleared: boolean }) {
    const [therapist, patient] = await Promise.all([openTherapist(), createPatient(db)])
    const { data } = await hold(patient.id, therapist.id, start, end)
    if (cleared) {
      await db.appointment.update({ where: { id: data._id }, data: { status: 'Expired' } })
      await db.appointmentSlot.deleteMany({ where: { appointmentId: data._id } })
    }
    await pay(patient.id, data.paymentReference)
    return { therapist, patient, reference: data.paymentReference }
  }
  const afterTheHold = new Date(NOW.getTime() + (HOLD_MINUTES + 5) * MINUTE)
  const unpublish = (therapistId: string, hours: number[]) =>
    db.availability.update({ where: { therapistId_date: { therapistId, date: new Date(`${DAY}T00:00:00Z`) } }, data: { hours } })

  it.each([
    ['its rows already cleared', true],
    ['its rows still lingering', false],
  ])('when the therapist unpublished an hour after the hold ran out (%s)', async (_, cleared) => {
    const { therapist, patient, reference } = await lapsedHold(14, 16, { cleared })
    // A lapsed hold protects nothing: the therapist may take 15:00 off the day.
    await unpublish(therapist.id, HOURS.filter((h) => h !== 15))
    expect(await failure(confirm(patient.id, reference, afterTheHold))).toMatchObject({ code: 'CONFLICT', message: LATE_PAYMENT })
    expect(await state(reference)).toMatchObject({ status: 'Expired', slots: 0, payments: ['Refunded'], videoLink: null })
    // Asked again (a replayed callback, the webhook): the same answer, still one payment.
    expect(await failure(confirm(patient.id, reference, afterTheHold))).toMatchObject({ code: 'CONFLICT', message: LATE_PAYMENT })
    expect((await state(reference)).payments).toEqual(['Refunded'])
    // The hour the therapist kept is free for anyone again.
    await expect(hold((await createPatient(db)).id, therapist.id, 14, 15, { now: afterTheHold })).resolves.toMatchObject({ data: { paymentReference: expect.stringMatching(/^ALF-/) } })
  })

  it('when the therapist deleted the whole day after the hold ran out', async () => {
    const { therapist, patient, reference } = await lapsedHold(10, 11, { cleared: true })
    await db.availability.delete({ where: { therapistId_date: { therapistId: therapist.id, date: new Date(`${DAY}T00:00:00Z`) } } })
    expect(await failure(confirm(patient.id, reference, afterTheHold))).toMatchObject({ code: 'CONFLICT', message: LATE_PAYMENT })
    expect(await state(reference)).toMatchObject({ status: 'Expired', slots: 0, payments: ['Refunded'] })
  })

  it.each([
    ['its rows already cleared', true],
    ['its rows still lingering', false],
  ])('when the session has already started by the time the money arrives (%s)', async (_, cleared) => {
    const { patient, reference } = await lapsedHold(9, 10, { cleared })
    // Still published and nobody else's, but 09:00 on that day has come: too late to be a session.
    const started = new Date(lagosHourToUtc(DAY, 9).getTime() + 10 * MINUTE)
    expect(await failure(confirm(patient.id, reference, started))).toMatchObject({ code: 'CONFLICT', message: LATE_PAYMENT })
    expect(await state(reference)).toMatchObject({ status: 'Expired', slots: 0, payments: ['Refunded'] })
    const { data: refunds } = await listRefunds({ role: 'Admin' }, { search: reference })
    expect(refunds.map((refund) => [refund.paymentReference, refund.reason, refund.status])).toEqual([[reference, 'LatePayment', 'Completed']])
  })

  it('but honours one a minute before the start when the hours are still published and free (the rule is "not started")', async () => {
    const { patient, reference } = await lapsedHold(9, 10, { cleared: false })
    const justBefore = new Date(lagosHourToUtc(DAY, 9).getTime() - MINUTE)
    await expect(confirm(patient.id, reference, justBefore)).resolves.toMatchObject({ data: { status: 'Paid' } })
    expect(await state(reference)).toMatchObject({ status: 'Paid', slots: 1, payments: ['Paid'] })
  })

  it('and a payment within the hold\'s own time is honoured even if the session has just started', async () => {
    // Held at 08:50 for 09:00 today; the transfer lands at 09:05, before the hold's 20 minutes are up.
    const [therapist, patient] = await Promise.all([openTherapist(), createPatient(db)])
    const heldAt = lagosHourToUtc(TODAY, 8)
    const { data } = await hold(patient.id, therapist.id, 9, 10, { date: TODAY, now: new Date(heldAt.getTime() + 50 * MINUTE) })
    await pay(patient.id, data.paymentReference)
    await expect(confirm(patient.id, data.paymentReference, new Date(heldAt.getTime() + 65 * MINUTE))).resolves.toMatchObject({ data: { status: 'Paid' } })
  })
})

describe('booking API', () => {
  const signedIn = async (user: Parameters<typeof createSessionToken>[0]) => {
    session.token = await createSessionToken(user)
  }

  it('holds, pays in the sandbox and confirms over HTTP with the documented shapes', async () => {
    const [therapist, patient] = await Promise.all([openTherapist(), createPatient(db)])
    await signedIn(patient)
    const body = { therapistId: therapist.id, appointmentDate: '2035-01-10', slot_start: '10:00', slot_end: '12:00' }
    await createAvailability(db, { therapistId: therapist.id, date: '2035-01-10', hours: HOURS })
    const held = await holdRoute(post('/api/v1/patient/hold-appointment', body), noParams)
    expect(held.status).toBe(201)
    const { data } = await held.json()
    expect(data).toEqual({ _id: expect.any(String), paymentReference: expect.any(String), amount: 30_000, currency: 'NGN', holdExpiresAt: expect.any(String) })

    // Choosing another time with the same therapist replaces the first hold; choosing the first again replaces that.
    const changed = await holdRoute(post('/api/v1/patient/hold-appointment', { ...body, slot_start: '11:00', slot_end: '13:00' }), noParams)
    expect(changed.status).toBe(201)
    expect(await state(data.paymentReference)).toMatchObject({ status: 'Cancelled', slots: 0 })
    const again = await holdRoute(post('/api/v1/patient/hold-appointment', body), noParams)
    expect(again.status).toBe(201)

    const { data: current } = await again.json()
    const unpaid = await confirmRoute(post('/api/v1/patient/confirm-payment', { paymentReference: current.paymentReference }), noParams)
    expect(unpaid.status).toBe(402)
    const sandbox = await sandboxRoute(post('/api/v1/payments/sandbox/complete', { paymentReference: current.paymentReference, outcome: 'PAID' }), noParams)
    expect(sandbox.status).toBe(200)
    const paid = await confirmRoute(post('/api/v1/patient/confirm-payment', { paymentReference: current.paymentReference }), noParams)
    expect(paid.status).toBe(200)
    expect((await paid.json()).data).toMatchObject({ status: 'Paid', paymentReference: current.paymentReference, appointmentDate: '2035-01-10' })
    const replay = await confirmRoute(post('/api/v1/patient/confirm-payment', { paymentReference: current.paymentReference }), noParams)
    expect(replay.status).toBe(200)
    expect(await db.payment.count({ where: { paymentReference: current.paymentReference } })).toBe(1)
  })

  it('answers 409 for a taken time, 400 for rule breaks, 401 for visitors, 403 for other roles', async () => {
    const [therapist, patient, other] = await Promise.all([openTherapist(), createPatient(db), createPatient(db)])
    const body = { therapistId: therapist.id, appointmentDate: '2035-01-11', slot_start: '09:00', slot_end: '10:00' }
    await createAvailability(db, { therapistId: therapist.id, date: '2035-01-11', hours: HOURS })

    expect((await holdRoute(post('/api/v1/patient/hold-appointment', body), noParams)).status).toBe(401)
    await signedIn(therapist)
    expect((await holdRoute(post('/api/v1/patient/hold-appointment', body), noParams)).status).toBe(403)
    await signedIn(await db.user.update({ where: { id: other.id }, data: { role: 'Admin' } }))
    expect((await holdRoute(post('/api/v1/patient/hold-appointment', body), noParams)).status).toBe(403)

    await signedIn(patient)
    expect((await holdRoute(post('/api/v1/patient/hold-appointment', body), noParams)).status).toBe(201)
    expect((await holdRoute(post('/api/v1/patient/hold-appointment', { ...body, slot_end: '09:00' }), noParams)).status).toBe(400)
    expect((await holdRoute(post('/api/v1/patient/hold-appointment', { ...body, slot_start: '2020-01-01' }), noParams)).status).toBe(400)
    expect((await holdRoute(post('/api/v1/patient/hold-appointment', { ...body, appointmentDate: '2020-01-01' }), noParams)).status).toBe(400)

    const rival = await createPatient(db)
    await signedIn(rival)
    const conflict = await holdRoute(post('/api/v1/patient/hold-appointment', body), noParams)
    expect(conflict.status).toBe(409)
    expect(await conflict.json()).toMatchObject({ message: SLOT_TAKEN })
  })

  it('book-appointment confirms only the patient’s own held and paid reference with matching details', async () => {
    const [therapist, patient] = await Promise.all([openTherapist(), createPatient(db)])
    await createAvailability(db, { therapistId: therapist.id, date: '2035-01-12', hours: HOURS })
    await signedIn(patient)
    const held = await (await holdRoute(post('/api/v1/patient/hold-appointment', { therapistId: therapist.id, appointmentDate: '2035-01-12', slot_start: '13:00', slot_end: '15:00' }), noParams)).json()
    const spec = { therapistId: therapist.id, appointmentDate: '2035-01-12', duration: 2, slot_start: '13:00', slot_end: '15:00', paymentReference: held.data.paymentReference, transactionReference: 'MNFY|FORGED|1' }
    expect((await bookRoute(post('/api/v1/patient/book-appointment', spec), noParams)).status).toBe(402)
    expect((await bookRoute(post('/api/v1/patient/book-appointment', { ...spec, paymentReference: 'made-up-reference' }), noParams)).status).toBe(404)
    expect((await bookRoute(post('/api/v1/patient/book-appointment', { ...spec, slot_start: '12:00', duration: 3 }), noParams)).status).toBe(400)
    await pay(patient.id, held.data.paymentReference)
    const booked = await bookRoute(post('/api/v1/patient/book-appointment', spec), noParams)
    expect(booked.status).toBe(200)
    const stored = await db.appointment.findUniqueOrThrow({ where: { paymentReference: held.data.paymentReference } })
    expect(stored.status).toBe('Paid')
    expect(stored.transactionReference).not.toBe('MNFY|FORGED|1')
  })

  it('cancel-hold releases an unpaid hold for its owner only', async () => {
    const [therapist, patient, stranger] = await Promise.all([openTherapist(), createPatient(db), createPatient(db)])
    const { data } = await hold(patient.id, therapist.id, 10, 12)
    await signedIn(stranger)
    expect((await cancelHoldRoute(post('/api/v1/patient/cancel-hold', { paymentReference: data.paymentReference }), noParams)).status).toBe(404)
    expect((await sandboxRoute(post('/api/v1/payments/sandbox/complete', { paymentReference: data.paymentReference, outcome: 'PAID' }), noParams)).status).toBe(404)
    expect(await state(data.paymentReference)).toMatchObject({ status: 'Pending', slots: 2 })
    await signedIn(patient)
    const cancelled = await cancelHoldRoute(post('/api/v1/patient/cancel-hold', { paymentReference: data.paymentReference }), noParams)
    expect(cancelled.status).toBe(200)
    expect(await state(data.paymentReference)).toMatchObject({ status: 'Cancelled', slots: 0 })
  })

  it('cancel-hold confirms instead when the provider says the money went through', async () => {
    const [therapist, patient] = await Promise.all([openTherapist(), createPatient(db)])
    const { data } = await hold(patient.id, therapist.id, 14, 15)
    await pay(patient.id, data.paymentReference)
    await signedIn(patient)
    const answer = await cancelHoldRoute(post('/api/v1/patient/cancel-hold', { paymentReference: data.paymentReference }), noParams)
    expect(answer.status).toBe(200)
    expect(await state(data.paymentReference)).toMatchObject({ status: 'Paid', payments: ['Paid'] })
  })

  it('refuses a paid appointment made by a replayed sandbox call of a later outcome', async () => {
    const [therapist, patient] = await Promise.all([openTherapist(), createPatient(db)])
    const { data } = await hold(patient.id, therapist.id, 15, 16)
    await recordSandboxOutcome({ patientId: patient.id, paymentReference: data.paymentReference, outcome: 'CANCELLED' })
    await pay(patient.id, data.paymentReference)
    expect(await failure(confirm(patient.id, data.paymentReference))).toMatchObject({ code: 'PAYMENT_REQUIRED' })
    expect(await state(data.paymentReference)).toMatchObject({ status: 'Cancelled', payments: [] })
  })
})

it('keeps existing paid appointments out of new holds', async () => {
  const [therapist, patient, other] = await Promise.all([openTherapist(), createPatient(db), createPatient(db)])
  await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 16), durationHours: 1 })
  expect(await failure(hold(other.id, therapist.id, 16, 17))).toMatchObject({ code: 'SLOT_TAKEN' })
})

describe('nobody can squat a therapist’s day', () => {
  it(`refuses a booking longer than ${MAX_BOOKING_HOURS} hours`, async () => {
    const [therapist, patient] = await Promise.all([openTherapist(), createPatient(db)])
    expect(holdAppointmentSchema.safeParse({ therapistId: therapist.id, appointmentDate: DAY, slot_start: '09:00', slot_end: '13:00' }).error?.issues[0]?.message).toBe(BOOKING_TOO_LONG)
    await expect(hold(patient.id, therapist.id, 9, 9 + MAX_BOOKING_HOURS)).resolves.toMatchObject({ data: { amount: expect.any(Number) } })
  })

  it('keeps the first deadline when the same time is held again, and refuses it once that deadline passed', async () => {
    const [therapist, patient, other] = await Promise.all([openTherapist(), createPatient(db), createPatient(db)])
    const first = await hold(patient.id, therapist.id, 10, 12)
    const firstDeadline = first.data.holdExpiresAt
    // The window is closed (the hold cancelled), then the same time is held again 10 minutes later.
    await db.appointment.update({ where: { id: first.data._id }, data: { status: 'Cancelled' } })
    await db.appointmentSlot.deleteMany({ where: { appointmentId: first.data._id } })
    const again = await hold(patient.id, therapist.id, 10, 12, { now: new Date(NOW.getTime() + 10 * MINUTE) })
    expect(again.data.holdExpiresAt).toBe(firstDeadline)
    // 25 minutes after the first hold, with the deadline passed, the re-hold is refused…
    const later = new Date(NOW.getTime() + 25 * MINUTE)
    expect(await failure(hold(patient.id, therapist.id, 10, 11, { now: later }))).toMatchObject({ code: 'CONFLICT', message: HOLD_RAN_OUT })
    // …and the hours are free for someone else.
    await expect(hold(other.id, therapist.id, 10, 12, { now: later })).resolves.toMatchObject({ data: { paymentReference: expect.any(String) } })
    // After the window the patient may try again.
    await expect(hold(patient.id, therapist.id, 14, 15, { now: new Date(NOW.getTime() + 61 * MINUTE) })).resolves.toBeTruthy()
  })

  it(`never lets simultaneous holds pass the cap of ${MAX_ACTIVE_HOLDS} unpaid holds`, async () => {
    const patient = await createPatient(db)
    const therapists = await Promise.all(Array.from({ length: 6 }, () => openTherapist()))
    const results = await Promise.allSettled(therapists.map((therapist, i) => hold(patient.id, therapist.id, 9 + i, 10 + i)))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(MAX_ACTIVE_HOLDS)
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'CONFLICT', message: TOO_MANY_HOLDS })
    expect(await db.appointment.count({ where: { patientId: patient.id, status: 'Pending' } })).toBe(MAX_ACTIVE_HOLDS)
  })
})
