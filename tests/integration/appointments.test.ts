import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { GET as calendarRoute } from '@/app/api/v1/patient/appointment/[id]/calendar/route'
import { GET as viewAppointmentRoute } from '@/app/api/v1/patient/appointment/[id]/route'
import { GET as myAppointmentsRoute } from '@/app/api/v1/patient/my-appointments/route'
import { appointmentDateLabel, statusTone, timeSlotLabel, timeSlotWithDuration } from '@/components/appointments/appointment-display'
import { findRescheduleOptions } from '@/lib/server/appointments/find-reschedule-options'
import { rescheduleAppointment } from '@/lib/server/appointments/reschedule-appointment'
import { listPatientAppointments, listProfileAppointments } from '@/lib/server/appointments/list-patient-appointments'
import { viewPatientAppointment } from '@/lib/server/appointments/view-patient-appointment'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { APPOINTMENT_NOT_FOUND, drTitle, parseSlotHour, rescheduleBlock } from '@/lib/validation/reschedule'
import { createAdmin, createAppointment, createAvailability, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'

// Route handlers read the session from the request headers and call connection(); outside Next both
// need a stand-in. The session itself is real (a signed token checked against the database).
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
// A reschedule expires the therapist's cached open hours, which needs Next's cache: a no-op here.
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

// A fixed "now": 08:30 in Lagos on Monday 7 April 2031.
const NOW = new Date('2031-04-07T07:30:00Z')
const TODAY = '2031-04-07'

async function signIn(user: { id: string; role: 'Patient' | 'Admin' | 'Therapist' | 'Manager'; fullName: string; sessionVersion: number }) {
  session.token = await createSessionToken(user)
}

/** A Payment row for an appointment that money arrived for but did not go ahead. */
function paymentFor(appointment: { id: string; amountKobo: number }, status: 'Paid' | 'RefundRequired' | 'Refunded') {
  return db.payment.create({
    data: { appointmentId: appointment.id, provider: 'Sandbox', paymentReference: `TEST-${randomUUID()}`, amountKobo: appointment.amountKobo, status, paidAt: NOW },
  })
}

const request = (path: string) => new NextRequest(new URL(path, 'http://localhost'))
const context = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) })

/** A day `days` after today, in real time (the routes use the real clock). */
function realDate(days: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(Date.now() + days * 86_400_000))
}

describe("a patient's appointments list", () => {
  it("lists only the caller's own appointments: Upcoming soonest first, then Past latest first, by session time", async () => {
    const [therapist, other, patient, stranger] = await Promise.all([createTherapist(db), createTherapist(db), createPatient(db), createPatient(db)])
    // Booked in the opposite order to their dates: the list follows the session, not the booking.
    const later = await createAppointment(db, { patientId: patient.id, therapistId: other.id, startsAt: lagosHourToUtc('2031-04-20', 9), createdAt: new Date('2031-03-01T00:00:00Z') })
    const sooner = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-04-10', 15), createdAt: new Date('2031-03-05T00:00:00Z') })
    const longAgo = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-03-01', 9), createdAt: new Date('2031-02-27T00:00:00Z') })
    const lastWeek = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-04-01', 9), createdAt: new Date('2031-02-01T00:00:00Z') })
    // Going on now (07:00–09:00 Lagos; NOW is 08:30): upcoming until it ends.
    const ongoing = await createAppointment(db, { patientId: patient.id, therapistId: other.id, startsAt: lagosHourToUtc(TODAY, 7), durationHours: 2 })
    const theirs = await createAppointment(db, { patientId: stranger.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-04-10', 9) })

    const list = await listPatientAppointments({ patientId: patient.id, now: NOW })
    expect(list.map((a) => a._id)).toEqual([ongoing.id, sooner.id, later.id, lastWeek.id, longAgo.id])
    expect(list.map((a) => a._id)).not.toContain(theirs.id)
    expect((await listPatientAppointments({ patientId: stranger.id, now: NOW })).map((a) => a._id)).toEqual([theirs.id])

    const profile = await listProfileAppointments({ patientId: patient.id, now: NOW })
    expect(profile.upcoming.map((a) => a._id)).toEqual([ongoing.id, sooner.id, later.id])
    expect(profile.past.map((a) => a._id)).toEqual([lastWeek.id, longAgo.id])
    expect(profile.past.map((a) => a.block)).toEqual(['passed', 'passed'])
  })

  it('leaves out every checkout that was never paid; keeps paid sessions, also when cancelled or refunded later', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    const at = (hour: number) => lagosHourToUtc('2031-04-12', hour)
    const paid = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: at(9) })
    // Three abandoned checkouts for one hour: closed, replaced, ran out; and one still being paid for.
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: at(11), status: 'Cancelled' })
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: at(11), status: 'Cancelled' })
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: at(11), status: 'Expired' })
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: at(13), status: 'Pending', holdExpiresAt: new Date(NOW.getTime() + 60_000) })
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: at(14), status: 'Pending', holdExpiresAt: new Date(NOW.getTime() - 60_000) })
    // Money arrived for these two, but they did not go ahead: the patient must see what became of it.
    const cancelledAfterPayment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: at(16), status: 'Cancelled' })
    await paymentFor(cancelledAfterPayment, 'Refunded')
    const paidTooLate = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: at(18), status: 'Expired' })
    await paymentFor(paidTooLate, 'RefundRequired')

    const list = await listPatientAppointments({ patientId: patient.id, now: NOW })
    expect(list.map((a) => [a._id, a.status])).toEqual([
      [paid.id, 'Paid'],
      [cancelledAfterPayment.id, 'Cancelled'],
      [paidTooLate.id, 'Expired'],
    ])
  })

  it("answers spec 3's fields with the therapist and patient populated, nothing private", async () => {
    const therapist = await createTherapist(db, {
      fullName: 'Adaeze Okafor', gender: 'Female', yearsOfExperience: 12, feeKobo: 2_500_000,
      specialties: ['Grief Counseling', 'Crisis Counseling', 'Career Counseling'],
    })
    const patient = await createPatient(db, { fullName: 'Tobi Ade' })
    const appointment = await createAppointment(db, {
      patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-04-09', 10), durationHours: 2,
      paymentReference: `TEST-${randomUUID()}`, transactionReference: `MNFY|${randomUUID()}`,
    })
    const [listed] = await listPatientAppointments({ patientId: patient.id, now: NOW })
    expect(listed).toEqual({
      _id: appointment.id,
      userId: { _id: patient.id, fullName: 'Tobi Ade', email: patient.email },
      therapistId: {
        _id: therapist.id, fullName: 'Adaeze Okafor', gender: 'Female', yearsOfExperience: 12, fee: 25_000, profilePhoto: null,
        specialtyOne: 'Grief Counseling', specialtyTwo: 'Crisis Counseling',
      },
      appointmentDate: '2031-04-09',
      slot_start: '10:00',
      slot_end: '12:00',
      startsAt: lagosHourToUtc('2031-04-09', 10).toISOString(),
      endsAt: lagosHourToUtc('2031-04-09', 12).toISOString(),
      duration: 2,
      amount: 50_000,
      status: 'Paid',
      state: 'Paid',
      videoLink: appointment.videoLink,
      isComplete: false,
      paymentReference: appointment.paymentReference,
      transactionReference: appointment.transactionReference,
      createdAt: appointment.createdAt.toISOString(),
      // Cancellation and refund facts (none here: the fixture stores no policy).
      policy: null,
      refund: null,
      cancelledBy: null,
      markedNoShow: false,
      absenceReport: null,
      // Not a week of a weekly series (decision 023).
      series: null,
      // How it takes place (decision 028): video unless chosen otherwise.
      sessionMode: 'video',
    })
    expect(JSON.stringify(listed)).not.toMatch(/passwordHash|phoneNumber|amountKobo|sessionVersion/)
  })

  it('shows an appointment ending at midnight as ending at 00:00', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-04-12', 22), durationHours: 2 })
    const [listed] = await listPatientAppointments({ patientId: patient.id, now: NOW })
    expect(listed).toMatchObject({ appointmentDate: '2031-04-12', slot_start: '22:00', slot_end: '00:00', duration: 2 })
    expect(timeSlotWithDuration(listed!.slot_start, listed!.slot_end, listed!.duration)).toBe('10:00 PM - 12:00 AM (2 hours)')
  })
})

describe('one appointment by id', () => {
  it('shows a hold whose time ran out as Expired, and one still running as Pending', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    const ran = await createAppointment(db, {
      patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-04-12', 9), status: 'Pending', holdExpiresAt: new Date(NOW.getTime() - 60_000),
    })
    const running = await createAppointment(db, {
      patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-04-12', 11), status: 'Pending', holdExpiresAt: new Date(NOW.getTime() + 60_000),
    })
    expect((await viewPatientAppointment({ appointmentId: ran.id, patientId: patient.id, now: NOW })).status).toBe('Expired')
    expect((await viewPatientAppointment({ appointmentId: running.id, patientId: patient.id, now: NOW })).status).toBe('Pending')
  })

  it("finds the caller's own and treats another patient's like an unknown id", async () => {
    const [therapist, patient, stranger] = await Promise.all([createTherapist(db), createPatient(db), createPatient(db)])
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-04-15', 9) })

    expect((await viewPatientAppointment({ appointmentId: appointment.id, patientId: patient.id, now: NOW }))._id).toBe(appointment.id)
    for (const appointmentId of [appointment.id, randomUUID(), 'not-a-uuid']) {
      const error = await viewPatientAppointment({ appointmentId, patientId: stranger.id, now: NOW }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AppError)
      expect(error).toMatchObject({ code: 'NOT_FOUND', message: APPOINTMENT_NOT_FOUND })
    }
  })
})

describe('GET /api/v1/patient/my-appointments and /api/v1/patient/appointment/{id}', () => {
  it("answers { data } with the caller's own appointments only", async () => {
    const [therapist, patient, stranger] = await Promise.all([createTherapist(db), createPatient(db), createPatient(db)])
    const mine = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(realDate(5), 9) })
    const theirs = await createAppointment(db, { patientId: stranger.id, therapistId: therapist.id, startsAt: lagosHourToUtc(realDate(5), 11) })
    const earlier = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(realDate(-3), 9) })
    // Checkouts that were closed or ran out are not appointments.
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(realDate(5), 13), status: 'Cancelled' })
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(realDate(5), 13), status: 'Expired' })

    await signIn(patient)
    const list = await myAppointmentsRoute(request('/api/v1/patient/my-appointments'), context())
    expect(list.status).toBe(200)
    expect(list.headers.get('cache-control')).toBe('no-store')
    const body = await list.json()
    expect(body.data.map((a: { _id: string }) => a._id)).toEqual([mine.id, earlier.id])

    const own = await viewAppointmentRoute(request(`/api/v1/patient/appointment/${mine.id}`), context({ id: mine.id }))
    expect(own.status).toBe(200)
    expect((await own.json()).data).toMatchObject({ _id: mine.id, appointmentDate: realDate(5), slot_start: '09:00', status: 'Paid' })

    const other = await viewAppointmentRoute(request(`/api/v1/patient/appointment/${theirs.id}`), context({ id: theirs.id }))
    const unknown = await viewAppointmentRoute(request(`/api/v1/patient/appointment/${randomUUID()}`), context({ id: randomUUID() }))
    expect(other.status).toBe(404)
    expect(unknown.status).toBe(404)
    expect(await other.json()).toEqual(await unknown.json())
  })

  it('needs a session (401) and a Patient or Admin (403 for a therapist); an admin sees only their own', async () => {
    const [therapist, admin, patient] = await Promise.all([createTherapist(db), createAdmin(db), createPatient(db)])
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(realDate(6), 9) })

    session.token = null
    expect((await myAppointmentsRoute(request('/api/v1/patient/my-appointments'), context())).status).toBe(401)
    await signIn(therapist)
    expect((await myAppointmentsRoute(request('/api/v1/patient/my-appointments'), context())).status).toBe(403)
    await signIn(admin)
    const asAdmin = await myAppointmentsRoute(request('/api/v1/patient/my-appointments'), context())
    expect(asAdmin.status).toBe(200)
    expect((await asAdmin.json()).data).toEqual([])
  })
})

describe('GET /api/v1/patient/appointment/{id}/calendar (Add to calendar)', () => {
  const download = (id: string) => calendarRoute(request(`/api/v1/patient/appointment/${id}/calendar`), context({ id }))
  /** The unfolded content lines of an .ics body (RFC 5545 3.1). */
  const icsLines = (text: string) => text.replace(/\r\n /g, '').split('\r\n')

  it("downloads the caller's own paid session as the same event the emails carry, updated after a move", async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db, { fullName: 'Ngozi Umeh' }), createPatient(db, { fullName: 'Kunle Bello' })])
    const [day, newDay] = [realDate(3), realDate(4)]
    await createAvailability(db, { therapistId: therapist.id, date: newDay, hours: [13, 14] })
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(day, 10), durationHours: 2 })

    await signIn(patient)
    const response = await download(appointment.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar; charset=utf-8/)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="alafia-session-${day}.ics"`)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const lines = icsLines(await response.text())
    expect(lines).toEqual(
      expect.arrayContaining([
        `UID:${appointment.id}@alafia.ng`,
        'SEQUENCE:0',
        `DTSTART;TZID=Africa/Lagos:${day.replaceAll('-', '')}T100000`,
        `DTEND;TZID=Africa/Lagos:${day.replaceAll('-', '')}T120000`,
        'SUMMARY:Alafia session',
        `URL:${appointment.videoLink}`,
      ]),
    )
    // The title the patient chose in their notification settings, from the next download on.
    await db.notificationPreference.create({ data: { userId: patient.id, calendarTitle: 'Descriptive' } })
    expect(icsLines(await (await download(appointment.id)).text())).toContain('SUMMARY:Therapy session with Dr Ngozi Umeh')
    expect(lines.find((line) => line.startsWith('ATTENDEE'))).toContain(`mailto:${patient.email}`)
    expect(lines.join('\n')).not.toContain(therapist.email)

    await rescheduleAppointment({ appointmentId: appointment.id, patientId: patient.id, newAppointmentDate: newDay, newSlot_start: 13, newSlot_end: 15 })
    const moved = icsLines(await (await download(appointment.id)).text())
    expect(moved).toEqual(expect.arrayContaining([`UID:${appointment.id}@alafia.ng`, 'SEQUENCE:1', `DTSTART;TZID=Africa/Lagos:${newDay.replaceAll('-', '')}T130000`]))
  })

  it("answers 404 for another patient's session, an unpaid one and an unknown id; 401 and 403 without the right session", async () => {
    const [therapist, patient, stranger] = await Promise.all([createTherapist(db), createPatient(db), createPatient(db)])
    const theirs = await createAppointment(db, { patientId: stranger.id, therapistId: therapist.id, startsAt: lagosHourToUtc(realDate(6), 9) })
    const hold = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(realDate(6), 11), status: 'Pending' })
    const closed = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(realDate(6), 13), status: 'Cancelled' })

    await signIn(patient)
    for (const id of [theirs.id, hold.id, closed.id, randomUUID(), 'not-a-uuid']) {
      const response = await download(id)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: APPOINTMENT_NOT_FOUND })
    }
    session.token = null
    expect((await download(theirs.id)).status).toBe(401)
    await signIn(therapist)
    expect((await download(theirs.id)).status).toBe(403)
  })
})

describe('what the reschedule page offers', () => {
  it('offers only starts whose whole duration is free that day, counting the appointment\'s own hours as free', async () => {
    const [therapist, patient, other] = await Promise.all([createTherapist(db), createPatient(db), createPatient(db)])
    await createAvailability(db, { therapistId: therapist.id, date: '2031-04-09', hours: [9, 10, 11, 12, 14, 15, 23] })
    await createAvailability(db, { therapistId: therapist.id, date: '2031-04-10', hours: [8, 9, 10, 11] })
    await createAvailability(db, { therapistId: therapist.id, date: '2031-04-11', hours: [16] })
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-04-09', 10), durationHours: 2 })
    // Someone else holds 09:00 on the 10th.
    await createAppointment(db, { patientId: other.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-04-10', 9) })

    const options = await findRescheduleOptions({ appointmentId: appointment.id, patientId: patient.id, now: NOW })
    expect(options?.block).toBeNull()
    // 9 April: 9–11 and 11–13 overlap the own 10–12 (released by the move); 10 itself is the current time;
    // 12 needs 13 (not published); 14–16 fits; 23 would run past midnight. 10 April: 8 needs 9 (taken).
    // 11 April: one hour only.
    expect(options?.days).toEqual([
      { date: '2031-04-09', starts: [9, 11, 14] },
      { date: '2031-04-10', starts: [10] },
    ])
    expect(await findRescheduleOptions({ appointmentId: appointment.id, patientId: other.id, now: NOW })).toBeNull()
  })

  it('offers nothing for an appointment that cannot be moved', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    await createAvailability(db, { therapistId: therapist.id, date: '2031-04-09', hours: [9, 10, 11] })
    const today = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(TODAY, 15) })
    expect(await findRescheduleOptions({ appointmentId: today.id, patientId: patient.id, now: NOW })).toMatchObject({ block: 'today', days: [] })
  })
})

describe('display and rule helpers', () => {
  it('prefixes Dr once', () => {
    expect(drTitle('Adaeze Okafor')).toBe('Dr Adaeze Okafor')
    expect(drTitle('Dr. Adaeze Okafor')).toBe('Dr. Adaeze Okafor')
    expect(drTitle('DR Bola Ade')).toBe('DR Bola Ade')
    expect(drTitle('Drew Bello')).toBe('Dr Drew Bello')
  })

  it('colours statuses as spec 4 says for the patient profile', () => {
    expect(['Paid', 'paid', 'Pending', 'pending', 'Cancelled', 'Expired'].map(statusTone)).toEqual(['success', 'success', 'warning', 'warning', 'neutral', 'neutral'])
  })

  it('writes dates and time slots in the spec\'s words', () => {
    expect(appointmentDateLabel('2031-04-09')).toBe('Apr 9, 2031')
    expect(timeSlotLabel('10:00', '12:00')).toBe('10:00 AM - 12:00 PM')
    expect(timeSlotWithDuration('09:00', '10:00', 1)).toBe('09:00 AM - 10:00 AM (1 hour)')
  })

  it('reads slot times in both of spec 3\'s forms, whole hours only', () => {
    expect(['10:00', '9:00', '09:00 AM', '12:00 PM', '12:00 AM', '11:00 pm'].map((v) => parseSlotHour(v))).toEqual([10, 9, 9, 12, 0, 23])
    expect(['24:00', '00:00', '12:00 AM'].map((v) => parseSlotHour(v, { isEnd: true }))).toEqual([24, 24, 24])
    expect(['10:30', '24:00', '25:00', '13:00 PM', 'noon', ''].map((v) => parseSlotHour(v))).toEqual([null, null, null, null, null, null])
  })

  it('blocks rescheduling today and in the past, then anything unpaid', () => {
    expect(rescheduleBlock({ appointmentDate: TODAY, status: 'Paid' }, TODAY)).toBe('today')
    expect(rescheduleBlock({ appointmentDate: '2031-04-06', status: 'Paid' }, TODAY)).toBe('passed')
    expect(rescheduleBlock({ appointmentDate: '2031-04-08', status: 'Pending' }, TODAY)).toBe('unpaid')
    expect(rescheduleBlock({ appointmentDate: '2031-04-08', status: 'Paid' }, TODAY)).toBeNull()
  })
})
