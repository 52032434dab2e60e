import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as adminCancelRoute } from '@/app/api/v1/admin/cancel-appointment/[appointmentId]/route'
import { GET as disputesRoute } from '@/app/api/v1/admin/disputes/route'
import { POST as resolveRoute } from '@/app/api/v1/admin/resolve-dispute/[reportId]/route'
import { POST as patientCancelRoute } from '@/app/api/v1/patient/cancel-appointment/[appointmentId]/route'
import { GET as quoteRoute } from '@/app/api/v1/patient/cancellation-quote/[appointmentId]/route'
import { POST as reportRoute } from '@/app/api/v1/patient/report-absent-therapist/[appointmentId]/route'
import { POST as therapistCancelRoute } from '@/app/api/v1/therapist/cancel-appointment/[appointmentId]/route'
import { POST as noShowRoute } from '@/app/api/v1/therapist/mark-no-show/[appointmentId]/route'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { HOUR_MS } from '@/lib/time'
import { ALREADY_CANCELLED, ALREADY_STARTED, MARKED_NO_SHOW, REPORT_TOO_EARLY } from '@/lib/validation/cancellation'
import { createAdmin, createAppointment, createManager, createPatient, createTherapist } from '../fixtures/factories'
import { withFakeMonnify } from '../support/monnify-webhook'

// The HTTP contracts of cancellations, no-shows and refunds, over the route handlers: every path,
// status and answer shape the API promises (docs/api.md, "Cancellations"), on a real PostgreSQL.
// The sandbox refunds at once, except in the block that points the server at a local fake Monnify.
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

beforeEach(() => {
  session.token = null
  delete process.env.RESEND_API_KEY
  delete process.env.CANCELLATION_FULL_REFUND_HOURS
  delete process.env.LATE_CANCELLATION_REFUND_PERCENT
  resetConfigForTests()
})

const call = (path: string, body?: unknown) =>
  new NextRequest(`http://localhost/api/v1/${path}`, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) })
const get = (path: string) => new NextRequest(`http://localhost/api/v1/${path}`)
const params = (appointmentId: string) => ({ params: Promise.resolve({ appointmentId }) })
const signIn = async (user: Parameters<typeof createSessionToken>[0]) => {
  session.token = await createSessionToken(user)
}

/** The start of an hour `hoursFromNow` hours away (negative: already started). */
const hourFromNow = (hoursFromNow: number) => new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS + hoursFromNow * HOUR_MS)

/** A paid two-hour session (₦40,000 at the factory's fee) starting at `startsAt`, under 24 h / `percent` %. */
async function paidSession(startsAt: Date, percent = 0) {
  const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
  const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt, durationHours: 2 })
  await db.appointment.update({ where: { id: appointment.id }, data: { policyFullRefundHours: 24, policyLateRefundPercent: percent } })
  return { therapist, patient, appointment }
}

const cancellationShape = (appointmentId: string, amount: number) => ({
  message: expect.any(String),
  data: {
    appointment: expect.objectContaining({ _id: appointmentId, status: 'Cancelled' }),
    refund: { reference: expect.any(String), amount, status: expect.stringMatching(/^(Requested|Processing|Completed)$/) },
  },
})

describe('GET patient/cancellation-quote/{appointmentId}', () => {
  it('answers 200 { data: { refundAmount, fullRefundUntil, policy: { fullRefundHours, lateRefundPercent } } }; 404 for another patient; 409 once started', async () => {
    const { patient, appointment } = await paidSession(hourFromNow(72), 50)
    await signIn(patient)
    const answer = await quoteRoute(get(`patient/cancellation-quote/${appointment.id}`), params(appointment.id))
    expect(answer.status).toBe(200)
    const { data } = await answer.json()
    expect(data).toMatchObject({
      refundAmount: 40_000,
      fullRefundUntil: new Date(appointment.startsAt.getTime() - 24 * HOUR_MS).toISOString(),
      policy: { fullRefundHours: 24, lateRefundPercent: 50 },
    })

    await signIn(await createPatient(db))
    expect((await quoteRoute(get(`patient/cancellation-quote/${appointment.id}`), params(appointment.id))).status).toBe(404)

    const started = await paidSession(hourFromNow(-1))
    await signIn(started.patient)
    expect((await quoteRoute(get(`patient/cancellation-quote/${started.appointment.id}`), params(started.appointment.id))).status).toBe(409)
  })
})

describe('POST patient/cancel-appointment/{appointmentId}', () => {
  it('answers 409 for a session that has started, and leaves it Paid', async () => {
    const { patient, appointment } = await paidSession(hourFromNow(-1))
    await signIn(patient)
    const refused = await patientCancelRoute(call(`patient/cancel-appointment/${appointment.id}`, {}), params(appointment.id))
    expect(refused.status).toBe(409)
    expect((await refused.json()).message).toBe(ALREADY_STARTED)
    expect((await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).status).toBe('Paid')
  })

  it('answers refund: null when nothing goes back (a late cancellation under a 0 % policy)', async () => {
    const { patient, appointment } = await paidSession(hourFromNow(3), 0)
    await signIn(patient)
    const answer = await patientCancelRoute(call(`patient/cancel-appointment/${appointment.id}`, { reason: 'Something came up' }), params(appointment.id))
    expect(answer.status).toBe(200)
    const body = await answer.json()
    expect(body).toEqual({ message: expect.any(String), data: { appointment: expect.objectContaining({ _id: appointment.id, status: 'Cancelled' }), refund: null } })
  })
})

describe('POST therapist/cancel-appointment/{appointmentId} with { reason }', () => {
  it('answers the patient’s shape with a full refund whatever the policy; 400 without a reason; 404 for another therapist; 409 twice', async () => {
    const { therapist, appointment } = await paidSession(hourFromNow(3), 0)
    await signIn(therapist)
    expect((await therapistCancelRoute(call(`therapist/cancel-appointment/${appointment.id}`, {}), params(appointment.id))).status).toBe(400)

    await signIn(await createTherapist(db))
    expect((await therapistCancelRoute(call(`therapist/cancel-appointment/${appointment.id}`, { reason: 'Unwell' }), params(appointment.id))).status).toBe(404)

    await signIn(therapist)
    const answer = await therapistCancelRoute(call(`therapist/cancel-appointment/${appointment.id}`, { reason: 'I am unwell' }), params(appointment.id))
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject(cancellationShape(appointment.id, 40_000))

    const again = await therapistCancelRoute(call(`therapist/cancel-appointment/${appointment.id}`, { reason: 'I am unwell' }), params(appointment.id))
    expect(again.status).toBe(409)
    expect((await again.json()).message).toBe(ALREADY_CANCELLED)
  })
})

describe('POST admin/cancel-appointment/{appointmentId} with { refundAmount, reason }', () => {
  it('answers the same shape with the chosen refund, also after the start', async () => {
    const { appointment } = await paidSession(hourFromNow(-1))
    await signIn(await createAdmin(db))
    const answer = await adminCancelRoute(call(`admin/cancel-appointment/${appointment.id}`, { refundAmount: 12_500, reason: 'Therapist emergency' }), params(appointment.id))
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject(cancellationShape(appointment.id, 12_500))
  })
})

describe('no-shows over the API', () => {
  it('POST therapist/mark-no-show/{appointmentId} answers 200 once the session has started', async () => {
    const { therapist, appointment } = await paidSession(hourFromNow(-1))
    await signIn(therapist)
    const answer = await noShowRoute(call(`therapist/mark-no-show/${appointment.id}`), params(appointment.id))
    expect(answer.status).toBe(200)
    expect((await answer.json()).message).toBe(MARKED_NO_SHOW)
    expect((await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).patientNoShowAt).not.toBeNull()
  })

  it('POST patient/report-absent-therapist/{appointmentId} answers 409 before the start, with or without a body', async () => {
    const { patient, appointment } = await paidSession(hourFromNow(3))
    await signIn(patient)
    for (const request of [call(`patient/report-absent-therapist/${appointment.id}`), call(`patient/report-absent-therapist/${appointment.id}`, { note: 'Early' })]) {
      const refused = await reportRoute(request, params(appointment.id))
      expect(refused.status).toBe(409)
      expect((await refused.json()).message).toBe(REPORT_TOO_EARLY)
    }
    expect(await db.absenceReport.count({ where: { appointmentId: appointment.id } })).toBe(0)
  })
})

describe('the admin queue of absence reports (/admin/disputes)', () => {
  it('lists a report as Open to admins and managers; only an admin resolves it, with a full refund, and the patient is told', async () => {
    const { patient, appointment } = await paidSession(hourFromNow(-1))
    await signIn(patient)
    const created = await reportRoute(call(`patient/report-absent-therapist/${appointment.id}`, { note: 'Nobody joined' }), params(appointment.id))
    expect(created.status).toBe(201)
    const { data: report } = await created.json()
    expect(report).toEqual({ _id: expect.any(String), status: 'Open' })

    const reportParams = { params: Promise.resolve({ reportId: report._id }) }
    await signIn(await createManager(db))
    const listed = await disputesRoute(get('admin/disputes'), { params: Promise.resolve({}) })
    expect(listed.status).toBe(200)
    expect((await listed.json()).data.find((row: { _id: string }) => row._id === report._id)).toMatchObject({ status: 'Open', appointment: { _id: appointment.id } })
    expect((await resolveRoute(call(`admin/resolve-dispute/${report._id}`, { decision: 'refund' }), reportParams)).status).toBe(403)

    await signIn(await createAdmin(db))
    const resolved = await resolveRoute(call(`admin/resolve-dispute/${report._id}`, { decision: 'refund', note: 'Sorry about that' }), reportParams)
    expect(resolved.status).toBe(200)
    expect((await resolved.json()).data).toEqual({ _id: report._id, status: 'Refunded' })
    expect(await db.refund.findFirst({ where: { appointmentId: appointment.id }, select: { amountKobo: true, reason: true } })).toEqual({ amountKobo: 4_000_000, reason: 'TherapistAbsent' })
    expect(await db.emailOutbox.count({ where: { to: patient.email, subject: 'About the session you reported' } })).toBe(1)
  })
})

describe('a session paid by bank transfer through Monnify', () => {
  const monnify = withFakeMonnify()
  const ACCOUNT = { bankCode: '058', accountNumber: '0123456789' }

  /** A ₦40,000 session paid by bank transfer, three days ahead, under 24 h / 0 %. */
  async function paidByTransfer() {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    const transactionReference = `MNFY|87|${randomUUID()}`
    const appointment = await createAppointment(db, {
      patientId: patient.id, therapistId: therapist.id, startsAt: hourFromNow(72), durationHours: 2, provider: 'Monnify',
      paymentReference: `ALF-${Date.now()}-${randomUUID().slice(0, 16)}`, transactionReference,
    })
    await db.appointment.update({ where: { id: appointment.id }, data: { policyFullRefundHours: 24, policyLateRefundPercent: 0 } })
    const payment = await db.payment.update({ where: { id: appointment.payments[0]!.id }, data: { paymentMethod: 'ACCOUNT_TRANSFER' } })
    monnify.fake.setTransaction(payment.paymentReference, { paymentStatus: 'PAID', amountPaid: '40000.00', transactionReference, paymentMethod: 'ACCOUNT_TRANSFER' })
    return { patient, appointment }
  }

  it('cancels with { refundAccount: { bankCode, accountNumber } }, then answers 409 (not a request for an account) when cancelled again', async () => {
    monnify.fake.setAccount({ ...ACCOUNT, accountName: 'OBI ADA' })
    const { patient, appointment } = await paidByTransfer()
    await signIn(patient)
    const answer = await patientCancelRoute(call(`patient/cancel-appointment/${appointment.id}`, { refundAccount: ACCOUNT }), params(appointment.id))
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject(cancellationShape(appointment.id, 40_000))

    for (const body of [{}, { refundAccount: ACCOUNT }]) {
      const again = await patientCancelRoute(call(`patient/cancel-appointment/${appointment.id}`, body), params(appointment.id))
      expect(again.status).toBe(409)
      expect((await again.json()).message).toBe(ALREADY_CANCELLED)
    }
  })
})
