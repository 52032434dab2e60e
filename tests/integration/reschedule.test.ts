import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PUT as rescheduleRoute } from '@/app/api/v1/patient/reschedule-appointment/[id]/route'
import {
  CHANGED_MEANWHILE,
  DATE_NOT_AVAILABLE,
  HOURS_NOT_AVAILABLE,
  rescheduleAppointment,
  SAME_TIME,
  SLOT_TAKEN,
  THERAPIST_UNAVAILABLE,
  TIME_STARTED,
} from '@/lib/server/appointments/reschedule-appointment'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { sendBookingConfirmedEmails } from '@/lib/server/booking/send-booking-emails'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { findOpenAvailability } from '@/lib/server/therapists/find-open-availability'
import { APPOINTMENT_NOT_FOUND, RESCHEDULE_BLOCKS, RESCHEDULE_INCOMPLETE, RESCHEDULE_SUCCESS } from '@/lib/validation/reschedule'
import { createAppointment, createAvailability, createPatient, createTherapist, freeHoursCheckedAt, lagosHourToUtc } from '../fixtures/factories'

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

// A fixed "now": 08:30 in Lagos on Monday 7 April 2031.
const NOW = new Date('2031-04-07T07:30:00Z')
const TODAY = '2031-04-07'
const BOOKED_DAY = '2031-04-09'
const NEW_DAY = '2031-04-10'

beforeEach(() => {
  revalidateTag.mockClear()
})

/** A therapist open 09:00–17:00 on two days, and a patient with a paid 10:00–12:00 session on the first. */
async function bookedPatient(day = BOOKED_DAY) {
  const [therapist, patient] = await Promise.all([createTherapist(db, { fullName: 'Ngozi Umeh' }), createPatient(db, { fullName: 'Kunle Bello' })])
  const hours = [9, 10, 11, 12, 13, 14, 15, 16]
  await createAvailability(db, { therapistId: therapist.id, date: day, hours })
  await createAvailability(db, { therapistId: therapist.id, date: NEW_DAY, hours })
  const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(day, 10), durationHours: 2 })
  return { therapist, patient, appointment }
}

const move = (appointmentId: string, patientId: string, date: string, start: number, end: number, now = NOW) =>
  rescheduleAppointment({ appointmentId, patientId, newAppointmentDate: date, newSlot_start: start, newSlot_end: end, now })

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as AppError)

async function slotStarts(appointmentId: string) {
  const slots = await db.appointmentSlot.findMany({ where: { appointmentId }, orderBy: { startsAt: 'asc' } })
  return slots.map((slot) => slot.startsAt.toISOString())
}

/** The calendar invite attached to an outbox row, as unfolded content lines (RFC 5545 3.1). */
function inviteLines(row: { attachments: unknown }): string[] {
  const attachments = row.attachments as { filename: string; contentType: string; content: string }[]
  expect(attachments).toEqual([expect.objectContaining({ filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST' })])
  return Buffer.from(attachments[0]!.content, 'base64').toString('utf8').replace(/\r\n /g, '').split('\r\n')
}

const iso = (date: string, ...hours: number[]) => hours.map((hour) => lagosHourToUtc(date, hour).toISOString())

describe('rescheduling a paid appointment', () => {
  it('moves the slots, keeps the length, writes history, frees the old hours and tells both people', async () => {
    const { therapist, patient, appointment } = await bookedPatient()

    const since = new Date()
    const result = await move(appointment.id, patient.id, NEW_DAY, 14, 16)
    expect(result.message).toBe(RESCHEDULE_SUCCESS)
    expect(result.data).toMatchObject({ _id: appointment.id, appointmentDate: NEW_DAY, slot_start: '14:00', slot_end: '16:00', duration: 2, status: 'Paid' })

    const stored = await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, include: { reschedules: true } })
    expect(stored.startsAt).toEqual(lagosHourToUtc(NEW_DAY, 14))
    expect(stored.endsAt).toEqual(lagosHourToUtc(NEW_DAY, 16))
    expect(stored.durationHours).toBe(2)
    expect(await slotStarts(appointment.id)).toEqual(iso(NEW_DAY, 14, 15))
    expect(stored.reschedules).toEqual([
      expect.objectContaining({
        fromStartsAt: lagosHourToUtc(BOOKED_DAY, 10), fromEndsAt: lagosHourToUtc(BOOKED_DAY, 12),
        toStartsAt: lagosHourToUtc(NEW_DAY, 14), toEndsAt: lagosHourToUtc(NEW_DAY, 16),
      }),
    ])

    // The old hours are free again and the new ones are not, for everyone.
    const open = await findOpenAvailability({ therapistId: therapist.id, now: NOW })
    expect(open.find((d) => d.availableDate === BOOKED_DAY)?.availableSlots).toEqual(expect.arrayContaining(['10:00 AM', '11:00 AM']))
    expect(open.find((d) => d.availableDate === NEW_DAY)?.availableSlots).not.toEqual(expect.arrayContaining(['02:00 PM']))
    expect(open.find((d) => d.availableDate === NEW_DAY)?.availableSlots).not.toContain('03:00 PM')
    expect((await freeHoursCheckedAt(db, therapist.id))?.getTime()).toBeGreaterThanOrEqual(since.getTime())

    const emails = await db.emailOutbox.findMany({ where: { to: { in: [patient.email, therapist.email] } }, orderBy: { to: 'asc' } })
    expect(emails).toHaveLength(2)
    for (const email of emails) {
      expect(email.text).toContain('New time: Thursday, April 10, 2031, 02:00 PM - 04:00 PM (Lagos time)')
      expect(email.text).toContain('Previous time: Wednesday, April 9, 2031, 10:00 AM - 12:00 PM (Lagos time)')
    }
    expect(emails.find((e) => e.to === patient.email)?.text).toContain('Dr Ngozi Umeh')
    expect(emails.find((e) => e.to === therapist.email)?.text).toContain('Kunle Bello has moved their appointment')
  })

  it('sends both people the updated calendar invite (same UID as the booking, higher SEQUENCE, new time) and the video link', async () => {
    const { therapist, patient, appointment } = await bookedPatient()
    await sendBookingConfirmedEmails(appointment.id)
    const [booked] = await db.emailOutbox.findMany({ where: { to: patient.email } })
    const bookingInvite = inviteLines(booked!)
    const uid = bookingInvite.find((line) => line.startsWith('UID:'))
    expect(uid).toBe(`UID:${appointment.id}@alafia.ng`)
    expect(bookingInvite).toContain('SEQUENCE:0')

    await move(appointment.id, patient.id, NEW_DAY, 14, 16)
    await move(appointment.id, patient.id, NEW_DAY, 15, 17)

    for (const to of [patient.email, therapist.email]) {
      const moves = await db.emailOutbox.findMany({ where: { to, subject: { contains: 'rescheduled' } }, orderBy: { createdAt: 'asc' } })
      expect(moves).toHaveLength(2)
      const [first, second] = moves.map(inviteLines)
      for (const lines of [first!, second!]) {
        expect(lines).toContain(uid)
        expect(lines).toContain('METHOD:REQUEST')
      }
      expect(first).toContain('SEQUENCE:1')
      expect(first).toContain('DTSTART;TZID=Africa/Lagos:20310410T140000')
      expect(first).toContain('DTEND;TZID=Africa/Lagos:20310410T160000')
      expect(second).toContain('SEQUENCE:2')
      expect(second).toContain('DTSTART;TZID=Africa/Lagos:20310410T150000')
      expect(first!.find((line) => line.startsWith('ATTENDEE'))).toContain(`mailto:${to}`)
      expect(first).toContain(`URL:${appointment.videoLink}`)
      expect(moves[0]!.text.split('\n')).toContain(`Video session: ${appointment.videoLink}`)
    }
  })

  it('lets another patient take the freed hour', async () => {
    const { therapist, patient, appointment } = await bookedPatient()
    const next = await createPatient(db)
    await move(appointment.id, patient.id, NEW_DAY, 14, 16)
    const taken = await createAppointment(db, { patientId: next.id, therapistId: therapist.id, startsAt: lagosHourToUtc(BOOKED_DAY, 10), durationHours: 2 })
    expect(await slotStarts(taken.id)).toEqual(iso(BOOKED_DAY, 10, 11))
  })

  it('may overlap its own current hours (10–12 to 11–13) and accepts the same day', async () => {
    const { patient, appointment } = await bookedPatient()
    await move(appointment.id, patient.id, BOOKED_DAY, 11, 13)
    expect(await slotStarts(appointment.id)).toEqual(iso(BOOKED_DAY, 11, 12))
  })

  it('takes an hour whose lingering hold has expired, and marks that hold Expired', async () => {
    const { therapist, patient, appointment } = await bookedPatient()
    const abandoned = await createAppointment(db, {
      patientId: (await createPatient(db)).id, therapistId: therapist.id, startsAt: lagosHourToUtc(NEW_DAY, 14),
      status: 'Pending', holdExpiresAt: new Date(NOW.getTime() - 60_000),
    })
    await move(appointment.id, patient.id, NEW_DAY, 14, 16)
    expect(await slotStarts(appointment.id)).toEqual(iso(NEW_DAY, 14, 15))
    const hold = await db.appointment.findUniqueOrThrow({ where: { id: abandoned.id }, include: { slots: true } })
    expect(hold.status).toBe('Expired')
    expect(hold.slots).toEqual([])
  })
})

describe('rescheduling is refused', () => {
  async function expectUnchanged(appointmentId: string, startsAt: Date) {
    const stored = await db.appointment.findUniqueOrThrow({ where: { id: appointmentId }, include: { reschedules: true } })
    expect(stored.startsAt).toEqual(startsAt)
    expect(stored.reschedules).toEqual([])
    const expected = Array.from({ length: stored.durationHours }, (_, i) => new Date(startsAt.getTime() + i * 3_600_000).toISOString())
    expect(await slotStarts(appointmentId)).toEqual(stored.status === 'Paid' || stored.status === 'Pending' ? expected : [])
  }

  it("for today's appointment and for a past one (spec 4's texts)", async () => {
    const { patient, appointment } = await bookedPatient()
    const sameDay = new Date(lagosHourToUtc(BOOKED_DAY, 8).getTime() + 15 * 60_000)
    expect(await failure(move(appointment.id, patient.id, NEW_DAY, 14, 16, sameDay))).toMatchObject({ code: 'CONFLICT', message: RESCHEDULE_BLOCKS.today })
    // Later the same day, after the session, and on a later day.
    expect(await failure(move(appointment.id, patient.id, NEW_DAY, 14, 16, lagosHourToUtc(BOOKED_DAY, 13)))).toMatchObject({ message: RESCHEDULE_BLOCKS.today })
    expect(await failure(move(appointment.id, patient.id, '2031-04-12', 14, 16, lagosHourToUtc('2031-04-11', 8)))).toMatchObject({ code: 'CONFLICT', message: RESCHEDULE_BLOCKS.passed })
    await expectUnchanged(appointment.id, appointment.startsAt)
  })

  it('for an appointment that is not paid', async () => {
    const { therapist, patient } = await bookedPatient()
    const held = await createAppointment(db, {
      patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(BOOKED_DAY, 14), status: 'Pending', holdExpiresAt: new Date(NOW.getTime() + 600_000),
    })
    const cancelled = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(BOOKED_DAY, 15), status: 'Cancelled' })
    for (const appointment of [held, cancelled]) {
      expect(await failure(move(appointment.id, patient.id, NEW_DAY, 9, 10))).toMatchObject({ code: 'CONFLICT', message: RESCHEDULE_BLOCKS.unpaid })
      await expectUnchanged(appointment.id, appointment.startsAt)
    }
  })

  it('for another length than the original', async () => {
    const { patient, appointment } = await bookedPatient()
    for (const [start, end] of [[14, 15], [14, 17]] as const) {
      const error = await failure(move(appointment.id, patient.id, NEW_DAY, start, end))
      expect(error).toMatchObject({ code: 'VALIDATION', message: 'New appointment must be exactly 2 hours', fieldErrors: { newSlot_end: ['New appointment must be exactly 2 hours'] } })
    }
    await expectUnchanged(appointment.id, appointment.startsAt)
  })

  it('for an hour the therapist did not publish, or a date without availability', async () => {
    const { patient, appointment } = await bookedPatient()
    expect(await failure(move(appointment.id, patient.id, NEW_DAY, 16, 18))).toMatchObject({ code: 'VALIDATION', message: HOURS_NOT_AVAILABLE })
    expect(await failure(move(appointment.id, patient.id, NEW_DAY, 7, 9))).toMatchObject({ code: 'VALIDATION', message: HOURS_NOT_AVAILABLE })
    expect(await failure(move(appointment.id, patient.id, '2031-04-11', 10, 12))).toMatchObject({ code: 'VALIDATION', message: DATE_NOT_AVAILABLE })
    await expectUnchanged(appointment.id, appointment.startsAt)
  })

  it('for a time that has started, or the current time itself', async () => {
    const { therapist, patient, appointment } = await bookedPatient('2031-04-12')
    await createAvailability(db, { therapistId: therapist.id, date: TODAY, hours: [8, 9, 10] })
    expect(await failure(move(appointment.id, patient.id, TODAY, 8, 10))).toMatchObject({ code: 'VALIDATION', message: TIME_STARTED })
    expect(await failure(move(appointment.id, patient.id, '2031-04-12', 10, 12))).toMatchObject({ code: 'VALIDATION', message: SAME_TIME })
    // Later today is fine.
    await move(appointment.id, patient.id, TODAY, 9, 11)
    expect(await slotStarts(appointment.id)).toEqual(iso(TODAY, 9, 10))
  })

  it("for another patient's appointment, exactly like an unknown id", async () => {
    const { appointment } = await bookedPatient()
    const stranger = await createPatient(db)
    for (const id of [appointment.id, randomUUID(), 'nope'])
      expect(await failure(move(id, stranger.id, NEW_DAY, 14, 16))).toMatchObject({ code: 'NOT_FOUND', message: APPOINTMENT_NOT_FOUND })
    await expectUnchanged(appointment.id, appointment.startsAt)
  })

  it('when the therapist is no longer listed', async () => {
    const { therapist, patient, appointment } = await bookedPatient()
    await db.user.update({ where: { id: therapist.id }, data: { isBlocked: true } })
    expect(await failure(move(appointment.id, patient.id, NEW_DAY, 14, 16))).toMatchObject({ code: 'VALIDATION', message: THERAPIST_UNAVAILABLE })
    await expectUnchanged(appointment.id, appointment.startsAt)
  })

  it('when another appointment owns a new hour: SLOT_TAKEN, and the patient keeps the old time', async () => {
    const { therapist, patient, appointment } = await bookedPatient()
    await createAppointment(db, { patientId: (await createPatient(db)).id, therapistId: therapist.id, startsAt: lagosHourToUtc(NEW_DAY, 15) })
    expect(await failure(move(appointment.id, patient.id, NEW_DAY, 14, 16))).toMatchObject({ code: 'SLOT_TAKEN', message: SLOT_TAKEN })
    await expectUnchanged(appointment.id, appointment.startsAt)
    expect(await db.emailOutbox.count({ where: { to: patient.email } })).toBe(0)
    expect(revalidateTag).not.toHaveBeenCalled()
  })
})

describe('two patients racing for the same new time', () => {
  it('lets exactly one win; the other keeps the old appointment', async () => {
    const [therapist, first, second] = await Promise.all([createTherapist(db), createPatient(db), createPatient(db)])
    await createAvailability(db, { therapistId: therapist.id, date: BOOKED_DAY, hours: [9, 10, 11, 12, 13, 14] })
    await createAvailability(db, { therapistId: therapist.id, date: NEW_DAY, hours: [14, 15, 16] })
    const a = await createAppointment(db, { patientId: first.id, therapistId: therapist.id, startsAt: lagosHourToUtc(BOOKED_DAY, 9), durationHours: 2 })
    const b = await createAppointment(db, { patientId: second.id, therapistId: therapist.id, startsAt: lagosHourToUtc(BOOKED_DAY, 12), durationHours: 2 })

    // Overlapping, not identical: 14–16 against 15–17 share the 15:00 hour.
    const results = await Promise.allSettled([move(a.id, first.id, NEW_DAY, 14, 16), move(b.id, second.id, NEW_DAY, 15, 17)])
    const winners = results.filter((r) => r.status === 'fulfilled')
    const losers = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []))
    expect(winners).toHaveLength(1)
    expect(losers).toHaveLength(1)
    expect(losers[0]).toMatchObject({ code: 'SLOT_TAKEN', message: SLOT_TAKEN })

    const [winner, loser] = results[0]!.status === 'fulfilled' ? [a, b] : [b, a]
    const loserStored = await db.appointment.findUniqueOrThrow({ where: { id: loser.id }, include: { reschedules: true } })
    expect(loserStored.startsAt).toEqual(loser.startsAt)
    expect(loserStored.reschedules).toEqual([])
    expect(await slotStarts(loser.id)).toEqual(loser.slots.map((s) => s.startsAt.toISOString()).sort())
    expect(await db.appointmentReschedule.count({ where: { appointmentId: winner.id } })).toBe(1)
    // The shared hour has exactly one owner.
    expect(await db.appointmentSlot.findMany({ where: { therapistId: therapist.id, startsAt: lagosHourToUtc(NEW_DAY, 15) } })).toEqual([
      expect.objectContaining({ appointmentId: winner.id }),
    ])
  })

  it('lets exactly one of many patients take the same hour', async () => {
    const therapist = await createTherapist(db)
    await createAvailability(db, { therapistId: therapist.id, date: BOOKED_DAY, hours: [9, 10, 11, 12, 13, 14, 15, 16] })
    await createAvailability(db, { therapistId: therapist.id, date: NEW_DAY, hours: [18] })
    const patients = await Promise.all(Array.from({ length: 8 }, () => createPatient(db)))
    const appointments = await Promise.all(
      patients.map((patient, i) => createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(BOOKED_DAY, 9 + i) })),
    )
    const results = await Promise.allSettled(appointments.map((a, i) => move(a.id, patients[i]!.id, NEW_DAY, 18, 19)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'SLOT_TAKEN' })
    expect(await db.appointmentSlot.count({ where: { therapistId: therapist.id } })).toBe(8)
  })
})

describe('two moves of the same appointment at once', () => {
  it('end with one move and one refusal: the appointment owns one set of hours and has one history row', async () => {
    const { therapist, patient, appointment } = await bookedPatient()
    // Both moves read the appointment while another transaction holds its row, so each passes its
    // checks on the old time; when the row is let go, they meet at the conditional update.
    let release: () => void = () => {}
    const locked = new Promise<void>((resolve) => (release = resolve))
    let isLocked: () => void = () => {}
    const lockTaken = new Promise<void>((resolve) => (isLocked = resolve))
    const holder = db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "Appointment" WHERE id = ${appointment.id}::uuid FOR UPDATE`
      isLocked()
      await locked
    })
    await lockTaken
    const moves = [move(appointment.id, patient.id, NEW_DAY, 9, 11), move(appointment.id, patient.id, NEW_DAY, 14, 16)]
    await new Promise((resolve) => setTimeout(resolve, 300))
    release()
    await holder
    const results = await Promise.allSettled(moves)

    const moved = results.flatMap((result, index) => (result.status === 'fulfilled' ? [index] : []))
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))
    expect(moved).toHaveLength(1)
    expect(refusals).toEqual([expect.objectContaining({ code: 'CONFLICT', message: CHANGED_MEANWHILE })])

    const [start, end] = moved[0] === 0 ? [9, 11] : [14, 16]
    const stored = await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, include: { reschedules: true } })
    expect([stored.startsAt, stored.endsAt]).toEqual([lagosHourToUtc(NEW_DAY, start), lagosHourToUtc(NEW_DAY, end)])
    expect(stored.reschedules).toEqual([expect.objectContaining({ fromStartsAt: appointment.startsAt, toStartsAt: lagosHourToUtc(NEW_DAY, start) })])
    // Exactly the winner's hours, nothing left of the old time or of the refused move.
    expect(await slotStarts(appointment.id)).toEqual([lagosHourToUtc(NEW_DAY, start).toISOString(), lagosHourToUtc(NEW_DAY, start + 1).toISOString()])
    expect(await db.appointmentSlot.count({ where: { therapistId: therapist.id } })).toBe(2)
    // One move, so one email each.
    expect(await db.emailOutbox.count({ where: { to: patient.email } })).toBe(1)
  })
})

describe('PUT /api/v1/patient/reschedule-appointment/{id}', () => {
  /** A date `days` after today in Lagos, by the real clock (the route uses it). */
  const realDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(Date.now() + days * 86_400_000))

  const put = (id: string, body: unknown) =>
    rescheduleRoute(
      new NextRequest(new URL(`/api/v1/patient/reschedule-appointment/${id}`, 'http://localhost'), {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ id }) },
    )

  it("moves the caller's own appointment with spec 7's field names; anyone else's id is 404", async () => {
    const [therapist, patient, stranger] = await Promise.all([createTherapist(db), createPatient(db), createPatient(db)])
    const [day, newDay] = [realDate(3), realDate(4)]
    await createAvailability(db, { therapistId: therapist.id, date: day, hours: [10, 11] })
    await createAvailability(db, { therapistId: therapist.id, date: newDay, hours: [13, 14, 15] })
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(day, 10), durationHours: 2 })

    session.token = await createSessionToken(stranger)
    const theirs = await put(appointment.id, { newAppointmentDate: newDay, newSlot_start: '13:00', newSlot_end: '15:00' })
    expect(theirs.status).toBe(404)
    expect(await theirs.json()).toEqual({ message: APPOINTMENT_NOT_FOUND })

    session.token = await createSessionToken(patient)
    const incomplete = await put(appointment.id, { newAppointmentDate: newDay, newSlot_start: '' })
    expect(incomplete.status).toBe(400)
    expect((await incomplete.json()).message).toBe(RESCHEDULE_INCOMPLETE)

    // The booking side's 12-hour form is accepted too.
    const response = await put(appointment.id, { newAppointmentDate: newDay, newSlot_start: '01:00 PM', newSlot_end: '03:00 PM' })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ message: RESCHEDULE_SUCCESS, data: { _id: appointment.id, appointmentDate: newDay, slot_start: '13:00', slot_end: '15:00' } })
    expect(await slotStarts(appointment.id)).toEqual(iso(newDay, 13, 14))

    const again = await put(appointment.id, { newAppointmentDate: newDay, newSlot_start: '13:00', newSlot_end: '15:00' })
    expect(again.status).toBe(400)
    expect((await again.json()).message).toBe(SAME_TIME)
  })
})
