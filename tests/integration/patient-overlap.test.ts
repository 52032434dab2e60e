import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { rescheduleAppointment } from '@/lib/server/appointments/reschedule-appointment'
import { confirmPayment } from '@/lib/server/booking/confirm-payment'
import { holdAppointment } from '@/lib/server/booking/hold-appointment'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { recordSandboxOutcome } from '@/lib/server/payments/sandbox'
import { HOLD_MINUTES, LATE_PAYMENT } from '@/lib/validation/booking'
import { createAppointment, createAvailability, createPatient, createTherapist, freeHoursCheckedAt, lagosHourToUtc } from '../fixtures/factories'

// A patient cannot be in two sessions at once: checked with a message naming the session in the way
// when holding and rescheduling, and refused by the key (patientId, startsAt) whatever the code does.
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

// 08:30 in Lagos on Monday 7 April 2031; the sessions are on Wednesday 9 April.
const NOW = new Date('2031-04-07T07:30:00Z')
const DAY = '2031-04-09'
const MINUTE = 60_000

beforeEach(() => revalidateTag.mockClear())

async function openTherapist(fullName: string) {
  const therapist = await createTherapist(db, { fullName })
  await createAvailability(db, { therapistId: therapist.id, date: DAY, hours: [9, 10, 11, 12, 13, 14, 15, 16] })
  return therapist
}

const hold = (patientId: string, therapistId: string, start: number, end: number, now = NOW) =>
  holdAppointment({ patientId, therapistId, appointmentDate: DAY, slot_start: start, slot_end: end, now })
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as AppError)
const OTHER_SESSION = /^You already have a session with Dr Halima Yusuf at that time \(Wednesday, April 9, 2031, 10:00 AM - 12:00 PM \(Lagos time\)\)\. Please choose another time\.$/

describe("a patient's own sessions never overlap", () => {
  it('refuses a hold with another therapist during a paid session, naming that session', async () => {
    const [first, second, patient] = await Promise.all([openTherapist('Halima Yusuf'), openTherapist('Tunde Bakare'), createPatient(db)])
    await createAppointment(db, { patientId: patient.id, therapistId: first.id, startsAt: lagosHourToUtc(DAY, 10), durationHours: 2 })

    const refused = await failure(hold(patient.id, second.id, 11, 12))
    expect(refused).toMatchObject({ code: 'CONFLICT' })
    expect(refused?.message).toMatch(OTHER_SESSION)
    expect(refused?.status).toBe(409)
    expect(await db.appointment.count({ where: { patientId: patient.id, therapistId: second.id } })).toBe(0)
    // Right after it, and for someone else at the same hour, the time is fine.
    await expect(hold(patient.id, second.id, 12, 13)).resolves.toMatchObject({ data: { amount: expect.any(Number) } })
    const other = await createPatient(db)
    await expect(hold(other.id, second.id, 10, 11)).resolves.toMatchObject({ data: { amount: expect.any(Number) } })
  })

  it('lets a new hold replace the patient’s own unpaid hold on overlapping hours', async () => {
    const [first, second, patient] = await Promise.all([openTherapist('Halima Yusuf'), openTherapist('Tunde Bakare'), createPatient(db)])
    const earlier = await hold(patient.id, first.id, 10, 12)
    const since = new Date()
    const later = await hold(patient.id, second.id, 11, 12)
    const rows = await db.appointment.findMany({ where: { patientId: patient.id }, select: { id: true, status: true, _count: { select: { slots: true } } } })
    expect(rows.find((row) => row.id === earlier.data._id)).toMatchObject({ status: 'Cancelled', _count: { slots: 0 } })
    expect(rows.find((row) => row.id === later.data._id)).toMatchObject({ status: 'Pending', _count: { slots: 1 } })
    // The released hours are the first therapist's to give again: their free hours are worked out anew.
    expect((await freeHoursCheckedAt(db, first.id))?.getTime()).toBeGreaterThanOrEqual(since.getTime())
  })

  it('gives one of two simultaneous holds of the same hour with two therapists', async () => {
    const [first, second, patient] = await Promise.all([openTherapist('Halima Yusuf'), openTherapist('Tunde Bakare'), createPatient(db)])
    const results = await Promise.allSettled([hold(patient.id, first.id, 14, 15), hold(patient.id, second.id, 14, 15)])
    const active = await db.appointmentSlot.count({ where: { patientId: patient.id, startsAt: lagosHourToUtc(DAY, 14) } })
    expect(active).toBe(1)
    // Either both ran one after the other (the second replaced the first), or they raced and one was refused.
    const refused = results.filter((result) => result.status === 'rejected')
    for (const result of refused) expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 409 })
  })

  it('turns a late payment into a refund when the patient has since booked those hours elsewhere', async () => {
    const [first, second, patient] = await Promise.all([openTherapist('Halima Yusuf'), openTherapist('Tunde Bakare'), createPatient(db)])
    const { data: lapsed } = await hold(patient.id, first.id, 13, 14)
    const later = new Date(NOW.getTime() + (HOLD_MINUTES + 5) * MINUTE)
    const { data: booked } = await hold(patient.id, second.id, 13, 14, later)
    await recordSandboxOutcome({ patientId: patient.id, paymentReference: booked.paymentReference, outcome: 'PAID' })
    await confirmPayment({ paymentReference: booked.paymentReference, source: { kind: 'patient', patientId: patient.id }, now: later })

    await recordSandboxOutcome({ patientId: patient.id, paymentReference: lapsed.paymentReference, outcome: 'PAID' })
    const refused = await failure(confirmPayment({ paymentReference: lapsed.paymentReference, source: { kind: 'patient', patientId: patient.id }, now: later }))
    expect(refused).toMatchObject({ code: 'CONFLICT', message: LATE_PAYMENT })
    const lost = await db.appointment.findUniqueOrThrow({ where: { id: lapsed._id }, include: { slots: true, payments: true } })
    expect(lost.slots).toHaveLength(0)
    // Refunded by itself (the sandbox completes refunds at once).
    expect(lost.payments.map((payment) => payment.status)).toEqual(['Refunded'])
  })

  it('refuses moving a session onto another of the patient’s sessions, and allows moving it over its own hours', async () => {
    const [first, second, patient] = await Promise.all([openTherapist('Halima Yusuf'), openTherapist('Tunde Bakare'), createPatient(db)])
    await createAppointment(db, { patientId: patient.id, therapistId: first.id, startsAt: lagosHourToUtc(DAY, 10), durationHours: 2 })
    const moving = await createAppointment(db, { patientId: patient.id, therapistId: second.id, startsAt: lagosHourToUtc(DAY, 13), durationHours: 2 })
    const move = (start: number) => rescheduleAppointment({ appointmentId: moving.id, patientId: patient.id, newAppointmentDate: DAY, newSlot_start: start, newSlot_end: start + 2, now: NOW })

    const refused = await failure(move(11))
    expect(refused).toMatchObject({ code: 'CONFLICT' })
    expect(refused?.message).toMatch(OTHER_SESSION)
    const unchanged = await db.appointment.findUniqueOrThrow({ where: { id: moving.id }, include: { slots: true } })
    expect(unchanged.startsAt).toEqual(lagosHourToUtc(DAY, 13))
    expect(unchanged.slots).toHaveLength(2)

    await expect(move(14)).resolves.toMatchObject({ data: { slot_start: '14:00', slot_end: '16:00' } })
  })
})

describe('the database keeps the rule', () => {
  it('refuses a second slot row of one patient in the same hour, and a slot naming another patient', async () => {
    const [first, second, patient, stranger] = await Promise.all([openTherapist('Halima Yusuf'), openTherapist('Tunde Bakare'), createPatient(db), createPatient(db)])
    const startsAt = lagosHourToUtc(DAY, 15)
    await createAppointment(db, { patientId: patient.id, therapistId: first.id, startsAt })
    const other = await db.appointment.create({
      data: { patientId: patient.id, therapistId: second.id, startsAt, endsAt: lagosHourToUtc(DAY, 16), durationHours: 1, amountKobo: 1, paymentReference: `TEST-${randomUUID()}`, holdExpiresAt: new Date(Date.now() + 60 * MINUTE) },
    })
    await expect(db.appointmentSlot.create({ data: { therapistId: second.id, patientId: patient.id, startsAt, appointmentId: other.id } })).rejects.toMatchObject({ code: 'P2002' })
    // The composite foreign key: a slot row cannot claim another patient to dodge the rule.
    await expect(db.appointmentSlot.create({ data: { therapistId: second.id, patientId: stranger.id, startsAt, appointmentId: other.id } })).rejects.toThrow()
    expect(await db.appointmentSlot.count({ where: { appointmentId: other.id } })).toBe(0)
  })
})
