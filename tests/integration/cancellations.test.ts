import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as adminCancelRoute } from '@/app/api/v1/admin/cancel-appointment/[appointmentId]/route'
import { GET as myAppointmentsRoute } from '@/app/api/v1/patient/my-appointments/route'
import { POST as patientCancelRoute } from '@/app/api/v1/patient/cancel-appointment/[appointmentId]/route'
import { GET as quoteRoute } from '@/app/api/v1/patient/cancellation-quote/[appointmentId]/route'
import { POST as reportRoute } from '@/app/api/v1/patient/report-absent-therapist/[appointmentId]/route'
import { POST as noShowRoute } from '@/app/api/v1/therapist/mark-no-show/[appointmentId]/route'
import { rescheduleAppointment } from '@/lib/server/appointments/reschedule-appointment'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { confirmPayment } from '@/lib/server/booking/confirm-payment'
import { sendAppointmentReminders } from '@/lib/server/booking/send-reminders'
import { holdAppointment } from '@/lib/server/booking/hold-appointment'
import { cancelByAdmin, cancelByPatient, cancelByTherapist } from '@/lib/server/cancellations/cancel-appointment'
import { markPatientNoShow } from '@/lib/server/cancellations/mark-patient-no-show'
import { reportAbsentTherapist } from '@/lib/server/cancellations/report-absent-therapist'
import { resolveAbsenceReport } from '@/lib/server/cancellations/resolve-absence-report'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { recordSandboxOutcome } from '@/lib/server/payments/sandbox'
import { ALREADY_CANCELLED, ALREADY_STARTED, NO_SHOW_TOO_EARLY, NO_SHOW_TOO_LATE, REPORT_TOO_EARLY } from '@/lib/validation/cancellation'
import { createAdmin, createAppointment, createAvailability, createManager, createPatient, createTherapist, freeHoursCheckedAt, lagosHourToUtc } from '../fixtures/factories'

// Outside Next: the session comes from a stand-in for the request headers, connection() has nothing
// to wait for, and revalidateTag is recorded. The database is real; refunds go to the sandbox.
const session = vi.hoisted(() => ({ token: null as string | null }))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

const HOUR = 3_600_000
const DAY = '2031-04-09'
const STARTS = lagosHourToUtc(DAY, 10)

beforeEach(() => {
  revalidateTag.mockClear()
  session.token = null
  delete process.env.RESEND_API_KEY
  delete process.env.CANCELLATION_FULL_REFUND_HOURS
  delete process.env.LATE_CANCELLATION_REFUND_PERCENT
  resetConfigForTests()
})

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as AppError)
const call = (path: string, method = 'POST', body?: unknown) =>
  new NextRequest(`http://localhost${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) })
const params = (appointmentId: string) => ({ params: Promise.resolve({ appointmentId }) })

/** A paid two-hour session at 10:00 on DAY (₦30,000), under a 24-hour / 50 % policy unless told otherwise. */
async function paidSession({ policy = { hours: 24, percent: 50 }, startsAt = STARTS } = {}) {
  const [therapist, patient] = await Promise.all([createTherapist(db, { fullName: 'Ngozi Umeh', feeKobo: 1_500_000 }), createPatient(db, { fullName: 'Kunle Bello' })])
  const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt, durationHours: 2 })
  await db.appointment.update({ where: { id: appointment.id }, data: { policyFullRefundHours: policy.hours, policyLateRefundPercent: policy.percent } })
  return { therapist, patient, appointment }
}

const before = (hours: number) => new Date(STARTS.getTime() - hours * HOUR)
const refundOf = (appointmentId: string) => db.refund.findFirst({ where: { appointmentId }, select: { amountKobo: true, status: true, reason: true } })

describe('a stated policy, frozen at payment', () => {
  it('stores the policy in force when the booking is paid, and a later change of the settings leaves it', async () => {
    process.env.CANCELLATION_FULL_REFUND_HOURS = '48'
    process.env.LATE_CANCELLATION_REFUND_PERCENT = '25'
    resetConfigForTests()
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    await createAvailability(db, { therapistId: therapist.id, date: DAY, hours: [10, 11] })
    const now = new Date('2031-04-01T08:00:00Z')
    const { data } = await holdAppointment({ patientId: patient.id, therapistId: therapist.id, appointmentDate: DAY, slot_start: 10, slot_end: 11, now })
    await recordSandboxOutcome({ patientId: patient.id, paymentReference: data.paymentReference, outcome: 'PAID' })
    await confirmPayment({ paymentReference: data.paymentReference, source: { kind: 'patient', patientId: patient.id }, now })
    expect(await db.appointment.findUniqueOrThrow({ where: { id: data._id }, select: { policyFullRefundHours: true, policyLateRefundPercent: true } })).toEqual({ policyFullRefundHours: 48, policyLateRefundPercent: 25 })

    process.env.CANCELLATION_FULL_REFUND_HOURS = '1'
    process.env.LATE_CANCELLATION_REFUND_PERCENT = '100'
    resetConfigForTests()
    session.token = await createSessionToken(patient)
    const quote = await (await quoteRoute(call(`/api/v1/patient/cancellation-quote/${data._id}`, 'GET'), params(data._id))).json()
    expect(quote.data.policy).toEqual({ fullRefundHours: 48, lateRefundPercent: 25 })
  })
})

describe('patients cancel under the policy', () => {
  it('refunds everything up to the deadline, the percentage after it, and nothing once started', async () => {
    const full = await paidSession()
    await cancelByPatient({ patientId: full.patient.id, appointmentId: full.appointment.id, now: before(24) })
    expect(await refundOf(full.appointment.id)).toEqual({ amountKobo: 3_000_000, status: 'Completed', reason: 'PatientCancelled' })

    const late = await paidSession()
    await cancelByPatient({ patientId: late.patient.id, appointmentId: late.appointment.id, now: new Date(before(24).getTime() + 1000) })
    expect(await refundOf(late.appointment.id)).toMatchObject({ amountKobo: 1_500_000 })

    const none = await paidSession({ policy: { hours: 24, percent: 0 } })
    const answer = await cancelByPatient({ patientId: none.patient.id, appointmentId: none.appointment.id, now: before(1) })
    expect(answer.data.refund).toBeNull()
    expect(answer.data.appointment).toMatchObject({ status: 'Cancelled', cancelledBy: 'Patient' })

    const started = await paidSession()
    expect(await failure(cancelByPatient({ patientId: started.patient.id, appointmentId: started.appointment.id, now: STARTS }))).toMatchObject({ code: 'CONFLICT', message: ALREADY_STARTED })
  })

  it('answers the documented shapes over the API: quote, cancel, 404 for another patient, 409 twice', async () => {
    const { patient, appointment } = await paidSession({ startsAt: new Date(Math.ceil(Date.now() / HOUR) * HOUR + 72 * HOUR) })
    session.token = await createSessionToken(await createPatient(db))
    expect((await patientCancelRoute(call(`/api/v1/patient/cancel-appointment/${appointment.id}`, 'POST', {}), params(appointment.id))).status).toBe(404)
    expect((await quoteRoute(call(`/api/v1/patient/cancellation-quote/${appointment.id}`, 'GET'), params(appointment.id))).status).toBe(404)

    session.token = await createSessionToken(patient)
    const quote = await quoteRoute(call(`/api/v1/patient/cancellation-quote/${appointment.id}`, 'GET'), params(appointment.id))
    expect(quote.status).toBe(200)
    expect((await quote.json()).data).toEqual({ refundAmount: 30_000, fullRefundUntil: new Date(appointment.startsAt.getTime() - 24 * HOUR).toISOString(), policy: { fullRefundHours: 24, lateRefundPercent: 50 }, needsRefundAccount: false })

    const cancelled = await patientCancelRoute(call(`/api/v1/patient/cancel-appointment/${appointment.id}`, 'POST', { reason: 'I have an exam' }), params(appointment.id))
    expect(cancelled.status).toBe(200)
    const body = await cancelled.json()
    expect(body.data.appointment).toMatchObject({ _id: appointment.id, status: 'Cancelled' })
    expect(body.data.refund).toEqual({ reference: expect.stringMatching(/^RFD-/), amount: 30_000, status: 'Completed' })
    expect((await patientCancelRoute(call(`/api/v1/patient/cancel-appointment/${appointment.id}`, 'POST', {}), params(appointment.id))).status).toBe(409)

    const list = await (await myAppointmentsRoute(call('/api/v1/patient/my-appointments', 'GET'), { params: Promise.resolve({}) })).json()
    expect(list.data.find((item: { _id: string }) => item._id === appointment.id)).toMatchObject({ refund: { amount: 30_000, status: 'Completed' }, policy: { fullRefundHours: 24, lateRefundPercent: 50 } })
  })

  it('frees the hours in the same transaction: another patient holds them at once', async () => {
    const { therapist, patient, appointment } = await paidSession()
    await createAvailability(db, { therapistId: therapist.id, date: DAY, hours: [10, 11] })
    const other = await createPatient(db)
    const now = before(48)
    expect(await failure(holdAppointment({ patientId: other.id, therapistId: therapist.id, appointmentDate: DAY, slot_start: 10, slot_end: 12, now }))).toMatchObject({ code: 'SLOT_TAKEN' })
    const since = new Date()
    await cancelByPatient({ patientId: patient.id, appointmentId: appointment.id, now })
    // The therapist's free hours are worked out again (shown-free-hours.test.ts: when their pages expire).
    expect((await freeHoursCheckedAt(db, therapist.id))?.getTime()).toBeGreaterThanOrEqual(since.getTime())
    await expect(holdAppointment({ patientId: other.id, therapistId: therapist.id, appointmentDate: DAY, slot_start: 10, slot_end: 12, now })).resolves.toMatchObject({ data: { amount: 30_000 } })
  })

  it('never sends a reminder for a cancelled session', async () => {
    const { patient, appointment } = await paidSession()
    await cancelByPatient({ patientId: patient.id, appointmentId: appointment.id, now: before(30) })
    await sendAppointmentReminders(before(20))
    expect(await db.appointmentReminder.count({ where: { appointmentId: appointment.id } })).toBe(0)
    expect(await db.emailOutbox.count({ where: { to: patient.email, subject: { startsWith: 'Reminder' } } })).toBe(0)
  })

  it('tells both people, each with a calendar cancellation of the same event', async () => {
    const { patient, therapist, appointment } = await paidSession()
    await cancelByPatient({ patientId: patient.id, appointmentId: appointment.id, now: before(30) })
    for (const person of [patient, therapist]) {
      const [email] = await db.emailOutbox.findMany({ where: { to: person.email, subject: { contains: 'ancelled' } } })
      const ics = Buffer.from((email!.attachments as { content: string }[])[0]!.content, 'base64').toString()
      expect(ics).toContain('METHOD:CANCEL')
      expect(ics).toContain('STATUS:CANCELLED')
      expect(ics).toContain(`UID:${appointment.id}@alafia.ng`)
      expect(ics).toContain('SEQUENCE:1')
    }
  })
})

describe('one wins', () => {
  it('of two cancellations at once, and of a cancellation racing a reschedule', async () => {
    const twice = await paidSession()
    const results = await Promise.allSettled([0, 1].map(() => cancelByPatient({ patientId: twice.patient.id, appointmentId: twice.appointment.id, now: before(48) })))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    expect((results.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ message: ALREADY_CANCELLED })
    expect(await db.refund.count({ where: { appointmentId: twice.appointment.id } })).toBe(1)

    const raced = await paidSession()
    await createAvailability(db, { therapistId: raced.therapist.id, date: '2031-04-10', hours: [14, 15] })
    const [cancel, move] = await Promise.allSettled([
      cancelByPatient({ patientId: raced.patient.id, appointmentId: raced.appointment.id, now: before(48) }),
      rescheduleAppointment({ appointmentId: raced.appointment.id, patientId: raced.patient.id, newAppointmentDate: '2031-04-10', newSlot_start: 14, newSlot_end: 16, now: before(48) }),
    ])
    expect([cancel.status, move.status].filter((status) => status === 'fulfilled')).toHaveLength(1)
    const row = await db.appointment.findUniqueOrThrow({ where: { id: raced.appointment.id }, include: { slots: true } })
    // Whichever won, the appointment is coherent: cancelled without hours, or moved and still paid.
    if (cancel.status === 'fulfilled') expect(row).toMatchObject({ status: 'Cancelled', slots: [] })
    else expect(row.status).toBe('Paid')
  })

  it('never refunds more than was paid, whatever arrives at once', async () => {
    const { patient, appointment } = await paidSession()
    const admin = await createAdmin(db)
    await Promise.allSettled([
      cancelByPatient({ patientId: patient.id, appointmentId: appointment.id, now: before(48) }),
      cancelByAdmin({ admin, appointmentId: appointment.id, refundAmount: 30_000, reason: 'Duplicate booking', now: before(48) }),
      cancelByAdmin({ admin, appointmentId: appointment.id, refundAmount: 30_000, reason: 'Duplicate booking', now: before(48) }),
    ])
    const refunds = await db.refund.findMany({ where: { appointmentId: appointment.id } })
    expect(refunds).toHaveLength(1)
    expect(refunds[0]!.amountKobo).toBeLessThanOrEqual(3_000_000)
    // The database itself refuses a refund above the payment, or a second one.
    const payment = await db.payment.findFirstOrThrow({ where: { appointmentId: appointment.id } })
    await expect(db.refund.update({ where: { id: refunds[0]!.id }, data: { amountKobo: 3_000_001 } })).rejects.toThrow()
    await expect(db.refund.create({ data: { paymentId: payment.id, appointmentId: appointment.id, reference: 'RFD-second', amountKobo: 1, reason: 'AdminCancelled', provider: 'Sandbox' } })).rejects.toMatchObject({ code: 'P2002' })
  })
})

describe('therapists and admins cancel', () => {
  it('a therapist’s cancellation refunds in full and points the patient to book again', async () => {
    const { therapist, patient, appointment } = await paidSession({ policy: { hours: 24, percent: 0 } })
    const answer = await cancelByTherapist({ therapistId: therapist.id, appointmentId: appointment.id, reason: 'I am unwell', now: before(2) })
    expect(answer.data.refund).toMatchObject({ amount: 30_000, status: 'Completed' })
    const [email] = await db.emailOutbox.findMany({ where: { to: patient.email, subject: { contains: 'cancelled' } } })
    expect(email!.text).toContain('Reason given: I am unwell')
    expect(email!.text).toContain(`/one-therapist/${therapist.id}`)
    expect(email!.text).toContain('/therapists')
    const other = await createTherapist(db)
    const second = await paidSession()
    expect(await failure(cancelByTherapist({ therapistId: other.id, appointmentId: second.appointment.id, reason: 'x', now: before(2) }))).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('an admin chooses the refund (up to the amount paid) and the reason, in the audit log; a Manager cannot', async () => {
    const { appointment } = await paidSession()
    const admin = await createAdmin(db)
    expect(await failure(cancelByAdmin({ admin, appointmentId: appointment.id, refundAmount: 30_001, reason: 'x', now: before(1) }))).toMatchObject({ code: 'VALIDATION' })
    expect(await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).toMatchObject({ status: 'Paid' })
    await cancelByAdmin({ admin, appointmentId: appointment.id, refundAmount: 12_500, reason: 'Therapist emergency', now: new Date(STARTS.getTime() + HOUR) })
    expect(await refundOf(appointment.id)).toMatchObject({ amountKobo: 1_250_000, reason: 'AdminCancelled' })
    expect(await db.auditLog.findFirst({ where: { targetId: appointment.id, action: 'appointment.cancel' } })).toMatchObject({ actorId: admin.id, details: { by: 'Admin', refundKobo: 1_250_000, reason: 'Therapist emergency' } })

    const manager = await createManager(db)
    const other = await paidSession()
    session.token = await createSessionToken(manager)
    const refused = await adminCancelRoute(call(`/api/v1/admin/cancel-appointment/${other.appointment.id}`, 'POST', { refundAmount: 0, reason: 'x' }), params(other.appointment.id))
    expect(refused.status).toBe(403)
  })
})

describe('no-shows', () => {
  it('a therapist marks the patient absent from the start until 48 hours after the end, never before', async () => {
    const { therapist, appointment } = await paidSession()
    expect(await failure(markPatientNoShow({ therapistId: therapist.id, appointmentId: appointment.id, now: before(1) }))).toMatchObject({ code: 'CONFLICT', message: NO_SHOW_TOO_EARLY })
    await markPatientNoShow({ therapistId: therapist.id, appointmentId: appointment.id, now: new Date(STARTS.getTime() + 30 * 60_000) })
    expect((await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).patientNoShowAt).not.toBeNull()
    expect(await failure(markPatientNoShow({ therapistId: therapist.id, appointmentId: appointment.id, now: new Date(STARTS.getTime() + (2 + 49) * HOUR) }))).toMatchObject({ message: NO_SHOW_TOO_LATE })
    expect(await db.refund.count({ where: { appointmentId: appointment.id } })).toBe(0)

    session.token = await createSessionToken(therapist)
    const live = await paidSession({ startsAt: new Date(Math.ceil(Date.now() / HOUR) * HOUR + 24 * HOUR) })
    session.token = await createSessionToken(live.therapist)
    expect((await noShowRoute(call(`/api/v1/therapist/mark-no-show/${live.appointment.id}`), params(live.appointment.id))).status).toBe(409)
  })

  it('a patient reports an absent therapist (201, once); an admin refunds in full or closes it, and the patient is told', async () => {
    const refunded = await paidSession()
    expect(await failure(reportAbsentTherapist({ patientId: refunded.patient.id, appointmentId: refunded.appointment.id, now: before(1) }))).toMatchObject({ message: REPORT_TOO_EARLY })
    const during = new Date(STARTS.getTime() + HOUR)
    const { data: report } = await reportAbsentTherapist({ patientId: refunded.patient.id, appointmentId: refunded.appointment.id, note: 'Nobody joined', now: during })
    expect(await failure(reportAbsentTherapist({ patientId: refunded.patient.id, appointmentId: refunded.appointment.id, now: during }))).toMatchObject({ code: 'CONFLICT' })
    const admin = await createAdmin(db)
    await resolveAbsenceReport({ admin, reportId: report._id, decision: 'refund', now: during })
    expect(await refundOf(refunded.appointment.id)).toEqual({ amountKobo: 3_000_000, status: 'Completed', reason: 'TherapistAbsent' })
    expect(await db.appointment.findUniqueOrThrow({ where: { id: refunded.appointment.id } })).toMatchObject({ status: 'Cancelled', cancelledBy: 'Admin' })
    expect(await failure(resolveAbsenceReport({ admin, reportId: report._id, decision: 'none', now: during }))).toMatchObject({ code: 'CONFLICT' })
    expect(await db.emailOutbox.count({ where: { to: refunded.patient.email, subject: 'About the session you reported' } })).toBe(1)

    const dismissed = await paidSession()
    const { data: second } = await reportAbsentTherapist({ patientId: dismissed.patient.id, appointmentId: dismissed.appointment.id, now: during })
    await resolveAbsenceReport({ admin, reportId: second._id, decision: 'none', now: during })
    expect(await db.refund.count({ where: { appointmentId: dismissed.appointment.id } })).toBe(0)

    const api = await paidSession({ startsAt: new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR) })
    session.token = await createSessionToken(api.patient)
    const created = await reportRoute(call(`/api/v1/patient/report-absent-therapist/${api.appointment.id}`, 'POST', { note: 'No one came' }), params(api.appointment.id))
    expect(created.status).toBe(201)
    expect((await created.json()).data).toMatchObject({ status: 'Open' })
  })
})
