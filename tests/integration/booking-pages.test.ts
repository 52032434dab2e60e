import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  cancelHoldAction,
  confirmPaymentAction,
  holdAppointmentAction,
  recordSandboxOutcomeAction,
} from '@/app/(site)/(personal)/appointment-confirmation/actions'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { describeBookingDraft } from '@/lib/server/booking/describe-booking-draft'
import { viewBooking } from '@/lib/server/booking/view-booking'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import {
  ALREADY_BOOKED,
  BOOK_YOURSELF,
  DATE_NOT_AVAILABLE,
  HOURS_NOT_AVAILABLE,
  PAYMENT_FAILED,
  SLOT_TAKEN,
  THERAPIST_UNAVAILABLE,
  TIME_STARTED,
} from '@/lib/validation/booking'
import { createAdmin, createAppointment, createAvailability, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'

// The confirmation page's draft, the booking views and the checkout's server actions, against the
// real database. Outside Next: the session comes from a stand-in for the request headers,
// connection() has nothing to wait for and cache tags are recorded instead of expired.
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

// 08:30 in Lagos on Monday 7 April 2031 for the draft checks; the actions use the real clock, and
// their dates lie years ahead of it.
const NOW = new Date('2031-04-07T07:30:00Z')
const TODAY = '2031-04-07'
const DAY = '2031-04-09'

beforeEach(() => {
  session.token = null
  // The sandbox checkout only exists without Monnify keys.
  for (const key of ['MONNIFY_API_KEY', 'MONNIFY_SECRET_KEY', 'MONNIFY_CONTRACT_CODE']) delete process.env[key]
  resetConfigForTests()
})

async function therapistWithHours(date = DAY, hours = [9, 10, 11, 12, 14, 15]) {
  const therapist = await createTherapist(db, { fullName: 'Kemi Adeleke', feeKobo: 2_500_000 })
  await createAvailability(db, { therapistId: therapist.id, date, hours })
  return therapist
}

const query = (therapistId: string, date: string, start: string, end: string) => ({ therapistId, date, start, end })

describe("the confirmation page's draft", () => {
  it('prices the time from the therapist’s fee and names the therapist', async () => {
    const [therapist, patient] = await Promise.all([therapistWithHours(), createPatient(db)])
    const described = await describeBookingDraft({ query: query(therapist.id, DAY, '10:00', '12:00'), viewerId: patient.id, now: NOW })
    expect(described).toEqual({
      ok: true,
      draft: {
        therapist: { _id: therapist.id, fullName: 'Kemi Adeleke', photoUrl: null },
        appointmentDate: DAY,
        startHour: 10,
        endHour: 12,
        duration: 2,
        amountKobo: 5_000_000,
        // One session: not a weekly series (decision 023).
        weeks: 1,
        dates: [DAY],
        sessionAmountKobo: 5_000_000,
        // No ?mode=: video, which the therapist offers (decision 028).
        sessionMode: 'Video',
      },
    })
  })

  it('refuses a malformed or incomplete draft and an unknown therapist, without naming a therapist', async () => {
    const patient = await createPatient(db)
    const missing = await describeBookingDraft({ query: {}, viewerId: patient.id, now: NOW })
    expect(missing).toEqual({ ok: false, message: 'Choose a therapist' })
    const therapist = await therapistWithHours()
    const backwards = await describeBookingDraft({ query: query(therapist.id, DAY, '12:00', '10:00'), viewerId: patient.id, now: NOW })
    expect(backwards).toEqual({ ok: false, message: 'End time must be later than start time' })
    const halfHour = await describeBookingDraft({ query: query(therapist.id, DAY, '10:30', '12:00'), viewerId: patient.id, now: NOW })
    expect(halfHour.ok).toBe(false)
    const unverified = await createTherapist(db, { isVerified: false })
    const unknown = await describeBookingDraft({ query: query(unverified.id, DAY, '10:00', '11:00'), viewerId: patient.id, now: NOW })
    expect(unknown).toEqual({ ok: false, message: THERAPIST_UNAVAILABLE })
  })

  it("applies spec 5's rules: not yourself, not started, only published hours", async () => {
    const [therapist, patient] = await Promise.all([therapistWithHours(), createPatient(db)])
    await createAvailability(db, { therapistId: therapist.id, date: TODAY, hours: [8, 9, 10] })
    const ask = (date: string, start: string, end: string, viewerId = patient.id) =>
      describeBookingDraft({ query: query(therapist.id, date, start, end), viewerId, now: NOW })
    expect(await ask(DAY, '10:00', '11:00', therapist.id)).toEqual({ ok: false, message: BOOK_YOURSELF, therapistId: therapist.id })
    expect(await ask(TODAY, '08:00', '09:00')).toEqual({ ok: false, message: TIME_STARTED, therapistId: therapist.id })
    expect((await ask(TODAY, '09:00', '11:00')).ok).toBe(true)
    expect(await ask('2031-04-10', '10:00', '11:00')).toEqual({ ok: false, message: DATE_NOT_AVAILABLE, therapistId: therapist.id })
    // 13:00 is the lunch hour: 12:00–14:00 is not wholly inside the published hours.
    expect(await ask(DAY, '12:00', '14:00')).toEqual({ ok: false, message: HOURS_NOT_AVAILABLE, therapistId: therapist.id })
  })

  it("says when someone else holds or booked part of the time; the viewer's own hold and an expired one do not count", async () => {
    const [therapist, patient, other] = await Promise.all([therapistWithHours(), createPatient(db), createPatient(db)])
    await createAppointment(db, { patientId: other.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 11), status: 'Pending', holdExpiresAt: new Date(NOW.getTime() + 600_000) })
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 14), durationHours: 2, status: 'Pending', holdExpiresAt: new Date(NOW.getTime() + 600_000) })
    await createAppointment(db, { patientId: other.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 9), status: 'Pending', holdExpiresAt: new Date(NOW.getTime() - 60_000) })
    const ask = (start: string, end: string) => describeBookingDraft({ query: query(therapist.id, DAY, start, end), viewerId: patient.id, now: NOW })
    expect(await ask('10:00', '12:00')).toEqual({ ok: false, message: SLOT_TAKEN, therapistId: therapist.id })
    expect((await ask('14:00', '16:00')).ok).toBe(true)
    expect((await ask('09:00', '11:00')).ok).toBe(true)
  })
})

describe('a draft the patient has already paid for (Back after paying)', () => {
  it('is described as booked, with the appointment to link to; for anyone else it is a time taken', async () => {
    const [therapist, patient, other] = await Promise.all([therapistWithHours(), createPatient(db), createPatient(db)])
    const paid = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 10), durationHours: 2 })
    const ask = (start: string, end: string, viewerId = patient.id, now = NOW) => describeBookingDraft({ query: query(therapist.id, DAY, start, end), viewerId, now })

    expect(await ask('10:00', '12:00')).toEqual({
      ok: false,
      message: ALREADY_BOOKED,
      booked: { appointmentId: paid.id, paymentReference: paid.paymentReference, therapistName: 'Kemi Adeleke', appointmentDate: DAY, startHour: 10, endHour: 12 },
    })
    // Still booked once it has started, or after the therapist stopped taking new bookings.
    expect(await ask('10:00', '12:00', patient.id, lagosHourToUtc(DAY, 11))).toMatchObject({ booked: { appointmentId: paid.id } })
    // Part of the patient's own paid hours is not a time to pay for either; for another patient it is simply taken.
    expect(await ask('11:00', '12:00')).toEqual({ ok: false, message: SLOT_TAKEN, therapistId: therapist.id })
    expect(await ask('10:00', '12:00', other.id)).toEqual({ ok: false, message: SLOT_TAKEN, therapistId: therapist.id })
  })

  it('a closed or replaced checkout of the same time is not a booking', async () => {
    const [therapist, patient] = await Promise.all([therapistWithHours(), createPatient(db)])
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 10), status: 'Cancelled' })
    expect((await describeBookingDraft({ query: query(therapist.id, DAY, '10:00', '11:00'), viewerId: patient.id, now: NOW })).ok).toBe(true)
  })
})

describe('viewing a booking', () => {
  it('shows a patient their own booking by reference or id, and nobody else’s', async () => {
    const [therapist, patient, stranger, admin] = await Promise.all([therapistWithHours(), createPatient(db), createPatient(db), createAdmin(db)])
    const paid = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 10), durationHours: 2 })

    const mine = await viewBooking({ viewer: { id: patient.id, role: 'Patient' }, lookup: { paymentReference: paid.paymentReference }, now: NOW })
    expect(mine).toMatchObject({ _id: paid.id, status: 'Paid', duration: 2, amount: 50_000, slot_start: '10:00', slot_end: '12:00', videoLink: paid.videoLink })
    expect(await viewBooking({ viewer: { id: patient.id, role: 'Patient' }, lookup: { appointmentId: paid.id }, now: NOW })).toMatchObject({ _id: paid.id })

    expect(await viewBooking({ viewer: { id: stranger.id, role: 'Patient' }, lookup: { paymentReference: paid.paymentReference }, now: NOW })).toBeNull()
    expect(await viewBooking({ viewer: { id: stranger.id, role: 'Patient' }, lookup: { appointmentId: paid.id }, now: NOW })).toBeNull()
    expect(await viewBooking({ viewer: { id: therapist.id, role: 'Therapist' }, lookup: { appointmentId: paid.id }, now: NOW })).toBeNull()
    expect(await viewBooking({ viewer: { id: admin.id, role: 'Admin' }, lookup: { paymentReference: paid.paymentReference }, now: NOW })).toMatchObject({ _id: paid.id })
    expect(await viewBooking({ viewer: { id: admin.id, role: 'Admin' }, lookup: { appointmentId: 'not-a-uuid' }, now: NOW })).toBeNull()
    expect(await viewBooking({ viewer: { id: admin.id, role: 'Admin' }, lookup: { paymentReference: "x' OR 1=1" }, now: NOW })).toBeNull()
  })
})

describe("the checkout's server actions", () => {
  const signIn = async (user: { id: string; role: 'Patient' | 'Therapist' | 'Admin' | 'Manager'; fullName: string; sessionVersion: number }) => {
    session.token = await createSessionToken(user)
  }
  const hold = (therapistId: string, start: string, end: string) => ({ therapistId, appointmentDate: '2031-06-02', slot_start: start, slot_end: end })

  it('hold, sandbox pay and confirm give one paid appointment with its video link', async () => {
    const [therapist, patient] = await Promise.all([therapistWithHours('2031-06-02'), createPatient(db)])
    await signIn(patient)
    const held = await holdAppointmentAction(hold(therapist.id, '10:00', '12:00'))
    expect(held).toMatchObject({ ok: true, data: { amount: 50_000, currency: 'NGN' } })
    const reference = held.ok ? held.data!.paymentReference : ''

    // Not paid yet: 402, so the page retries and then shows the payment error page.
    expect(await confirmPaymentAction({ paymentReference: reference })).toMatchObject({ ok: false, code: 'PAYMENT_REQUIRED' })

    expect(await recordSandboxOutcomeAction({ paymentReference: reference, outcome: 'PAID' })).toEqual({ ok: true, data: { outcome: 'PAID' } })
    const confirmed = await confirmPaymentAction({ paymentReference: reference })
    expect(confirmed).toMatchObject({ ok: true, data: { paymentReference: reference } })
    // A double click answers the same and writes nothing more.
    expect(await confirmPaymentAction({ paymentReference: reference })).toMatchObject({ ok: true })
    const stored = await db.appointment.findUniqueOrThrow({ where: { paymentReference: reference }, include: { payments: true } })
    expect(stored.status).toBe('Paid')
    expect(stored.videoLink).toMatch(/^https:\/\//)
    expect(stored.payments).toHaveLength(1)
  })

  it('a failed or closed sandbox payment releases the time', async () => {
    const [therapist, patient] = await Promise.all([therapistWithHours('2031-06-02'), createPatient(db)])
    await signIn(patient)
    const first = await holdAppointmentAction(hold(therapist.id, '09:00', '10:00'))
    const failed = first.ok ? first.data!.paymentReference : ''
    await recordSandboxOutcomeAction({ paymentReference: failed, outcome: 'FAILED' })
    expect(await confirmPaymentAction({ paymentReference: failed })).toEqual({ ok: false, code: 'PAYMENT_REQUIRED', message: PAYMENT_FAILED, fieldErrors: undefined })
    expect(await db.appointment.findUniqueOrThrow({ where: { paymentReference: failed } })).toMatchObject({ status: 'Cancelled' })

    const second = await holdAppointmentAction(hold(therapist.id, '09:00', '10:00'))
    const closed = second.ok ? second.data!.paymentReference : ''
    await recordSandboxOutcomeAction({ paymentReference: closed, outcome: 'CANCELLED' })
    expect(await cancelHoldAction({ paymentReference: closed })).toMatchObject({ ok: true, data: { status: 'Cancelled' } })
    expect(await db.appointmentSlot.count({ where: { appointmentId: (await db.appointment.findUniqueOrThrow({ where: { paymentReference: closed } })).id } })).toBe(0)
  })

  it('Make Payment on a stale copy of a paid draft says it is booked, not that someone else took it', async () => {
    const [therapist, patient] = await Promise.all([therapistWithHours('2031-06-02'), createPatient(db)])
    await signIn(patient)
    const held = await holdAppointmentAction(hold(therapist.id, '14:00', '16:00'))
    const reference = held.ok ? held.data!.paymentReference : ''
    await recordSandboxOutcomeAction({ paymentReference: reference, outcome: 'PAID' })
    expect(await confirmPaymentAction({ paymentReference: reference })).toMatchObject({ ok: true })

    expect(await holdAppointmentAction(hold(therapist.id, '14:00', '16:00'))).toEqual({ ok: false, code: 'CONFLICT', message: ALREADY_BOOKED })
    expect(await db.appointment.count({ where: { patientId: patient.id } })).toBe(1)
  })

  it('tells the page when the time was taken, and refuses other roles and other patients’ references', async () => {
    const [therapist, patient, rival] = await Promise.all([therapistWithHours('2031-06-02'), createPatient(db), createPatient(db)])
    await signIn(rival)
    const rivalHold = await holdAppointmentAction(hold(therapist.id, '11:00', '12:00'))
    expect(rivalHold.ok).toBe(true)

    await signIn(patient)
    expect(await holdAppointmentAction(hold(therapist.id, '10:00', '12:00'))).toMatchObject({ ok: false, code: 'SLOT_TAKEN', message: SLOT_TAKEN })
    const rivalReference = rivalHold.ok ? rivalHold.data!.paymentReference : ''
    expect(await recordSandboxOutcomeAction({ paymentReference: rivalReference, outcome: 'PAID' })).toMatchObject({ ok: false, code: 'NOT_FOUND' })
    expect(await confirmPaymentAction({ paymentReference: rivalReference })).toMatchObject({ ok: false, code: 'NOT_FOUND' })
    expect(await cancelHoldAction({ paymentReference: rivalReference })).toMatchObject({ ok: false, code: 'NOT_FOUND' })

    await signIn(therapist)
    expect(await holdAppointmentAction(hold(therapist.id, '14:00', '15:00'))).toMatchObject({ ok: false, code: 'FORBIDDEN' })
    session.token = null
    expect(await holdAppointmentAction(hold(therapist.id, '14:00', '15:00'))).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' })
    expect(await holdAppointmentAction({ therapistId: therapist.id })).toMatchObject({ ok: false, code: 'VALIDATION' })
  })
})
