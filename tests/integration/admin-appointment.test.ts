import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { GET as appointmentRoute } from '@/app/api/v1/admin/appointment/[id]/route'
import { viewAdminAppointment } from '@/lib/server/admin/appointments/view-admin-appointment'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { cancelByAdmin, cancelByPatient } from '@/lib/server/cancellations/cancel-appointment'
import { resolveAbsenceReport } from '@/lib/server/cancellations/resolve-absence-report'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { APPOINTMENT_NOT_FOUND } from '@/lib/validation/reschedule'
import { createAdmin, createAppointment, createManager, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'

const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
// A cancellation expires the therapist's public hours: recorded, outside Next.
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

type SignInUser = { id: string; role: 'Patient' | 'Admin' | 'Therapist' | 'Manager'; fullName: string; sessionVersion: number }
async function signIn(user: SignInUser | null) {
  session.token = user ? await createSessionToken(user) : null
}
const call = (id: string) => appointmentRoute(new NextRequest(new URL(`/api/v1/admin/appointment/${id}`, 'http://localhost')), { params: Promise.resolve({ id }) })

const ADMIN = { role: 'Admin' } as const

async function appError(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('an appointment in the admin area', () => {
  it('shows every field of spec 2.8, the payment and the reschedule history', async () => {
    const [patient, therapist] = await Promise.all([createPatient(db, { fullName: 'Chioma Eze' }), createTherapist(db, { fullName: 'Dr. Adaeze Okafor', feeKobo: 2_500_000 })])
    const appointment = await createAppointment(db, {
      patientId: patient.id,
      therapistId: therapist.id,
      startsAt: lagosHourToUtc('2031-08-12', 15),
      durationHours: 2,
      createdAt: new Date('2031-08-01T09:30:00Z'),
      paymentReference: `ALAFIA-${randomUUID()}`,
      transactionReference: `MNFY|${randomUUID()}`,
      videoLink: 'https://meet.jit.si/alafia-test-room',
    })
    await db.appointmentReschedule.create({
      data: {
        appointmentId: appointment.id,
        fromStartsAt: lagosHourToUtc('2031-08-10', 9),
        fromEndsAt: lagosHourToUtc('2031-08-10', 11),
        toStartsAt: appointment.startsAt,
        toEndsAt: appointment.endsAt,
        createdAt: new Date('2031-08-05T10:00:00Z'),
      },
    })

    const detail = await viewAdminAppointment({ viewer: { role: 'Admin' }, appointmentId: appointment.id })
    expect(detail).toMatchObject({
      _id: appointment.id,
      userId: { _id: patient.id, fullName: 'Chioma Eze', email: patient.email, isDeleted: false },
      therapistId: { _id: therapist.id, fullName: 'Dr. Adaeze Okafor', email: therapist.email, isDeleted: false },
      createdAt: '2031-08-01T09:30:00.000Z',
      appointmentDate: '2031-08-12',
      slot_start: '15:00',
      slot_end: '17:00',
      duration: 2,
      amount: 50_000,
      status: 'Paid',
      isComplete: false,
      paymentStatus: 'Paid',
      needsRefund: false,
      paymentReference: appointment.paymentReference,
      transactionReference: appointment.transactionReference,
      videoLink: 'https://meet.jit.si/alafia-test-room',
      holdExpiresAt: null,
    })
    expect(detail.payments).toEqual([
      {
        _id: appointment.payments[0]!.id,
        status: 'Paid',
        provider: 'Sandbox',
        amount: 50_000,
        currency: 'NGN',
        paymentReference: appointment.paymentReference,
        transactionReference: appointment.transactionReference,
        paidAt: '2031-08-01T09:30:00.000Z',
      },
    ])
    // A Manager reads the same page without the way into the session (decision 005).
    const managerView = await viewAdminAppointment({ viewer: { role: 'Manager' }, appointmentId: appointment.id })
    expect(managerView).toMatchObject({ _id: appointment.id, status: 'Paid', paymentReference: appointment.paymentReference, videoLink: null })
    expect(detail.reschedules).toEqual([
      {
        _id: expect.any(String),
        from: { appointmentDate: '2031-08-10', slot_start: '09:00', slot_end: '11:00' },
        to: { appointmentDate: '2031-08-12', slot_start: '15:00', slot_end: '17:00' },
        createdAt: '2031-08-05T10:00:00.000Z',
      },
    ])
  })

  it('flags a payment that must be refunded, hides the lost booking’s video link, and an erased client’s data', async () => {
    const [patient, therapist] = await Promise.all([createPatient(db), createTherapist(db)])
    const lost = await createAppointment(db, {
      patientId: patient.id,
      therapistId: therapist.id,
      startsAt: lagosHourToUtc('2031-08-20', 10),
      status: 'Expired',
      holdExpiresAt: lagosHourToUtc('2031-08-19', 10),
      videoLink: 'https://meet.jit.si/never-used',
    })
    const late = await db.payment.create({
      data: { appointmentId: lost.id, provider: 'Monnify', paymentReference: lost.paymentReference, transactionReference: `MNFY|${randomUUID()}`, amountKobo: lost.amountKobo, status: 'RefundRequired', paidAt: new Date() },
    })
    await db.user.update({ where: { id: patient.id }, data: { erasedAt: new Date(), fullName: 'Deleted user' } })

    const detail = await viewAdminAppointment({ viewer: ADMIN, appointmentId: lost.id })
    expect(detail).toMatchObject({ status: 'Expired', isAbandoned: false, paymentStatus: 'RefundRequired', needsRefund: true, videoLink: null })
    // The lost booking never got the provider's reference; its late payment did.
    expect([lost.transactionReference, detail.transactionReference]).toEqual([null, late.transactionReference])
    expect(detail.userId).toEqual({ _id: patient.id, fullName: 'Deleted user', email: null, isDeleted: true })
  })

  it('shows an unpaid hold whose time ran out as an abandoned payment (Expired), with no payment', async () => {
    const [patient, therapist] = await Promise.all([createPatient(db), createTherapist(db)])
    const hold = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-08-21', 10), status: 'Pending', holdExpiresAt: new Date('2031-08-01T00:00:00Z') })
    const detail = await viewAdminAppointment({ viewer: ADMIN, appointmentId: hold.id, now: new Date('2031-08-02T00:00:00Z') })
    expect(detail).toMatchObject({ status: 'Expired', isAbandoned: true, paymentStatus: null, needsRefund: false, payments: [], holdExpiresAt: '2031-08-01T00:00:00.000Z' })
    // The same hold a minute before its time ran out is a checkout in progress, not abandoned.
    const running = await viewAdminAppointment({ viewer: ADMIN, appointmentId: hold.id, now: new Date('2031-07-31T23:59:00Z') })
    expect(running).toMatchObject({ status: 'Pending', isAbandoned: false })
  })

  it('is a 404 for an unknown or malformed id, and refused to patients and therapists', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', "1' OR '1'='1"]) {
      const error = await appError(viewAdminAppointment({ viewer: ADMIN, appointmentId: id }))
      expect([error.status, error.message]).toEqual([404, APPOINTMENT_NOT_FOUND])
    }
    for (const role of ['Patient', 'Therapist'] as const) {
      expect((await appError(viewAdminAppointment({ viewer: { role }, appointmentId: randomUUID() }))).status).toBe(403)
    }
  })
})

describe('GET admin/appointment/{id}', () => {
  it('answers admins and managers, 404 for an unknown id, 403 for patients and therapists, 401 for visitors', async () => {
    const [patient, therapist, admin, manager] = await Promise.all([createPatient(db), createTherapist(db), createAdmin(db), createManager(db)])
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-09-01', 10) })

    for (const user of [admin, manager]) {
      await signIn(user)
      const response = await call(appointment.id)
      const body = (await response.json()) as { data: { _id: string; userId: { _id: string }; paymentReference: string } }
      expect([response.status, body.data._id, body.data.userId._id, body.data.paymentReference]).toEqual([200, appointment.id, patient.id, appointment.paymentReference])
      const missing = await call(randomUUID())
      expect([missing.status, await missing.json()]).toEqual([404, { message: APPOINTMENT_NOT_FOUND }])
    }
    for (const user of [patient, therapist]) {
      await signIn(user)
      expect((await call(appointment.id)).status).toBe(403)
    }
    await signIn(null)
    expect((await call(appointment.id)).status).toBe(401)
  })
})

describe('what happened after payment, on the appointment page (issue 18)', () => {
  const HOUR = 3_600_000
  async function paidSession() {
    const [patient, therapist] = await Promise.all([createPatient(db), createTherapist(db, { fullName: 'Dr. Ngozi Umeh', feeKobo: 1_500_000 })])
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-10-07', 10), durationHours: 2 })
    await db.appointment.update({ where: { id: appointment.id }, data: { policyFullRefundHours: 24, policyLateRefundPercent: 50 } })
    return { patient, appointment }
  }

  it('shows a paid session as cancellable up to what was paid, then the cancellation, its refund, the absences and a reversal', async () => {
    const { patient, appointment } = await paidSession()
    const admin = await createAdmin(db, { fullName: 'Bisi Admin' })
    const fresh = await viewAdminAppointment({ viewer: ADMIN, appointmentId: appointment.id })
    expect(fresh).toMatchObject({
      isCancellable: true, amountPaid: 30_000, cancellation: null, refunds: [], policy: { fullRefundHours: 24, lateRefundPercent: 50 },
      patientNoShowAt: null, paymentReversedAt: null, absenceReport: null,
    })

    const noShow = new Date('2031-10-07T10:30:00Z')
    await db.appointment.update({ where: { id: appointment.id }, data: { patientNoShowAt: noShow, paymentReversedAt: noShow } })
    await db.absenceReport.create({ data: { appointmentId: appointment.id, note: '<b>Nobody</b> joined' } })
    await cancelByAdmin({ admin, appointmentId: appointment.id, refundAmount: 12_500, reason: 'Therapist emergency', now: new Date(appointment.startsAt.getTime() + HOUR) })

    const detail = await viewAdminAppointment({ viewer: { role: 'Manager' }, appointmentId: appointment.id })
    expect(detail).toMatchObject({
      state: 'Cancelled',
      isCancellable: false,
      amountPaid: 30_000,
      cancellation: { by: 'Admin', admin: { _id: admin.id, fullName: 'Bisi Admin' }, reason: 'Therapist emergency', cancelledAt: new Date(appointment.startsAt.getTime() + HOUR).toISOString() },
      refunds: [{ amount: 12_500, status: 'Completed', reason: 'AdminCancelled', note: 'Therapist emergency', reference: expect.stringMatching(/^RFD-/) }],
      patientNoShowAt: noShow.toISOString(),
      paymentReversedAt: noShow.toISOString(),
      absenceReport: { status: 'Open', note: '<b>Nobody</b> joined', resolvedAt: null, resolvedBy: null },
    })
    expect(detail.userId._id).toBe(patient.id)
  })

  it('names the admin who refunded a report, and no admin when the patient cancelled', async () => {
    const reported = await paidSession()
    const admin = await createAdmin(db, { fullName: 'Tunde Admin' })
    const report = await db.absenceReport.create({ data: { appointmentId: reported.appointment.id } })
    await resolveAbsenceReport({ admin, reportId: report.id, decision: 'refund', now: new Date(reported.appointment.startsAt.getTime() + HOUR) })
    expect(await viewAdminAppointment({ viewer: ADMIN, appointmentId: reported.appointment.id })).toMatchObject({
      cancellation: { by: 'Admin', admin: { _id: admin.id, fullName: 'Tunde Admin' }, reason: 'The therapist did not attend' },
      refunds: [{ amount: 30_000, reason: 'TherapistAbsent', status: 'Completed' }],
      absenceReport: { status: 'Refunded', resolvedBy: { _id: admin.id } },
    })

    const own = await paidSession()
    await cancelByPatient({ patientId: own.patient.id, appointmentId: own.appointment.id, reason: 'Exam day', now: new Date(own.appointment.startsAt.getTime() - 48 * HOUR) })
    expect(await viewAdminAppointment({ viewer: ADMIN, appointmentId: own.appointment.id })).toMatchObject({
      cancellation: { by: 'Patient', admin: null, reason: 'Exam day' },
      refunds: [{ amount: 30_000, reason: 'PatientCancelled' }],
    })
  })
})
