import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as cancelRoute } from '@/app/api/v1/admin/cancel-appointment/[appointmentId]/route'
import { GET as contactMessagesRoute } from '@/app/api/v1/admin/contact-messages/route'
import { GET as disputesRoute } from '@/app/api/v1/admin/disputes/route'
import { POST as handleAlertRoute } from '@/app/api/v1/admin/payment-alerts/[alertId]/handle/route'
import { GET as paymentAlertsRoute } from '@/app/api/v1/admin/payment-alerts/route'
import { GET as refundsRoute } from '@/app/api/v1/admin/refunds/route'
import { POST as resolveDisputeRoute } from '@/app/api/v1/admin/resolve-dispute/[reportId]/route'
import { PATCH as breachRoute } from '@/app/api/v1/admin/breaches/[id]/route'
import { DELETE as deleteUserRoute } from '@/app/api/v1/admin/admin-delete-user/[id]/route'
import { PUT as blockUserRoute } from '@/app/api/v1/admin/admin-block-user/[id]/route'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { reportAbsentTherapist } from '@/lib/server/cancellations/report-absent-therapist'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { createAdmin, createAppointment, createManager, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'

// Calls every admin operation whose success answer no other integration test exercises, the real way
// (a signed-in admin's Bearer token, the route handler): the suite's wrapper checks each answer
// against the OpenAPI document (lib/api-contract/routes/admin.ts), so a field renamed on one side fails.
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

const HOUR = 3_600_000
const DAY = '2031-05-14'
const STARTS = lagosHourToUtc(DAY, 10)

beforeEach(() => {
  session.token = null
  delete process.env.RESEND_API_KEY
  resetConfigForTests()
})

const request = (path: string, method = 'GET', body?: unknown) =>
  new NextRequest(`http://localhost${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) })
const params = (values: Record<string, string>) => ({ params: Promise.resolve(values) })
const noParams = params({})
const signIn = async (user: Parameters<typeof createSessionToken>[0]) => {
  session.token = await createSessionToken(user)
}

/** A paid two-hour session at 10:00 on DAY (₦30,000). */
async function paidSession() {
  const [therapist, patient] = await Promise.all([createTherapist(db, { feeKobo: 1_500_000 }), createPatient(db)])
  const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: STARTS, durationHours: 2 })
  return { therapist, patient, appointment }
}

describe('admin cancellations, disputes and refunds answer as documented', () => {
  it('cancels with a chosen refund (200), refuses a second cancel (409) and an unknown id (404), and lists the refund', async () => {
    const { appointment, patient } = await paidSession()
    await signIn(await createAdmin(db))
    const path = `/api/v1/admin/cancel-appointment/${appointment.id}`

    const tooMuch = await cancelRoute(request(path, 'POST', { refundAmount: 30_001, reason: 'Therapist emergency' }), params({ appointmentId: appointment.id }))
    expect(tooMuch.status).toBe(400)
    expect((await tooMuch.json()).errors).toHaveProperty('refundAmount')

    const cancelled = await cancelRoute(request(path, 'POST', { refundAmount: 12_500, reason: 'Therapist emergency' }), params({ appointmentId: appointment.id }))
    expect(cancelled.status).toBe(200)
    const { data } = await cancelled.json()
    expect(data.appointment).toMatchObject({ _id: appointment.id, status: 'Cancelled', cancelledBy: 'Admin' })
    expect(data.refund).toMatchObject({ amount: 12_500 })

    expect((await cancelRoute(request(path, 'POST', { refundAmount: 0, reason: 'Again' }), params({ appointmentId: appointment.id }))).status).toBe(409)
    const unknown = randomUUID()
    expect((await cancelRoute(request(`/api/v1/admin/cancel-appointment/${unknown}`, 'POST', { refundAmount: 0, reason: 'x' }), params({ appointmentId: unknown }))).status).toBe(404)

    // A Manager reads the refunds too: the one just made, found by the patient's email.
    await signIn(await createManager(db))
    const refunds = await refundsRoute(request(`/api/v1/admin/refunds?search=${encodeURIComponent(patient.email)}`), noParams)
    expect(refunds.status).toBe(200)
    const listed = await refunds.json()
    expect(listed.total).toBe(1)
    expect(listed.data[0]).toMatchObject({ appointmentId: appointment.id, amount: 12_500, reason: 'AdminCancelled', patient: { _id: patient.id } })
    expect((await refundsRoute(request('/api/v1/admin/refunds?status=Lost'), noParams)).status).toBe(400)
  })

  it('lists a report of an absent therapist (200) and decides it once (200, then 409)', async () => {
    const { appointment, patient } = await paidSession()
    const { data: report } = await reportAbsentTherapist({ patientId: patient.id, appointmentId: appointment.id, note: 'Nobody joined', now: new Date(STARTS.getTime() + HOUR) })

    await signIn(await createManager(db))
    const listed = await disputesRoute(request('/api/v1/admin/disputes'), noParams)
    expect(listed.status).toBe(200)
    expect((await listed.json()).data.find((row: { _id: string }) => row._id === report._id)).toMatchObject({ status: 'Open', note: 'Nobody joined', appointment: { _id: appointment.id, amount: 30_000 } })

    await signIn(await createAdmin(db))
    const path = `/api/v1/admin/resolve-dispute/${report._id}`
    const decided = await resolveDisputeRoute(request(path, 'POST', { decision: 'none', note: 'The therapist was there.' }), params({ reportId: report._id }))
    expect(decided.status).toBe(200)
    expect((await decided.json()).data).toEqual({ _id: report._id, status: 'Dismissed' })
    expect((await resolveDisputeRoute(request(path, 'POST', { decision: 'refund' }), params({ reportId: report._id }))).status).toBe(409)
  })
})

describe('admin payment alerts answer as documented', () => {
  it('lists an open alert (200), marks it handled once (200, then 409), and lists it among the handled ones', async () => {
    const { appointment } = await paidSession()
    const event = await db.providerEvent.create({
      data: { provider: 'Monnify', eventType: 'SUCCESSFUL_TRANSACTION', bodyHash: `contract-${randomUUID()}`, payload: {}, alert: 'Money for no booking of ours.', appointmentId: appointment.id },
    })
    await signIn(await createAdmin(db))

    const open = await paymentAlertsRoute(request('/api/v1/admin/payment-alerts'), noParams)
    expect(open.status).toBe(200)
    const listed = await open.json()
    expect(listed.open).toBeGreaterThanOrEqual(1)
    expect(listed.data.find((row: { _id: string }) => row._id === event.id)).toMatchObject({ alert: 'Money for no booking of ours.', handledAt: null, appointmentId: appointment.id })

    const path = `/api/v1/admin/payment-alerts/${event.id}/handle`
    const handled = await handleAlertRoute(request(path, 'POST'), params({ alertId: event.id }))
    expect(handled.status).toBe(200)
    expect((await handled.json()).data._id).toBe(event.id)
    expect((await handleAlertRoute(request(path, 'POST'), params({ alertId: event.id }))).status).toBe(409)
    const unknown = randomUUID()
    expect((await handleAlertRoute(request(`/api/v1/admin/payment-alerts/${unknown}/handle`, 'POST'), params({ alertId: unknown }))).status).toBe(404)

    const withHandled = await (await paymentAlertsRoute(request('/api/v1/admin/payment-alerts?handled=1'), noParams)).json()
    expect(withHandled.data.find((row: { _id: string }) => row._id === event.id)?.handledBy).toEqual(expect.any(String))
  })
})

describe('admin contact messages answer as documented', () => {
  it('lists the messages, newest first, with the page numbers (200)', async () => {
    const message = await db.contactMessage.create({ data: { fullName: 'Adaeze Obi', email: `contract-${randomUUID()}@example.com`, message: 'Do you have therapists in Enugu?' } })
    await signIn(await createManager(db))
    const response = await contactMessagesRoute(request('/api/v1/admin/contact-messages?page=1'), noParams)
    expect(response.status).toBe(200)
    const page = await response.json()
    expect(page).toMatchObject({ page: 1, pageSize: 20 })
    expect(page.data.find((row: { _id: string }) => row._id === message.id)).toMatchObject({ id: message.id, fullName: 'Adaeze Obi', email: message.email })
  })
})

describe('admin refusals documented per route', () => {
  it('answers 409 for a mark made twice and 404 for an unknown breach', async () => {
    await signIn(await createAdmin(db))
    const breach = await db.breach.create({ data: { foundAt: new Date(), summary: 'A laptop was lost.', dataAffected: 'Names', peopleAffected: 3, notifyBy: new Date(Date.now() + 72 * HOUR) } })
    const path = `/api/v1/admin/breaches/${breach.id}`
    expect((await breachRoute(request(path, 'PATCH', { mark: 'closed' }), params({ id: breach.id }))).status).toBe(200)
    expect((await breachRoute(request(path, 'PATCH', { mark: 'closed' }), params({ id: breach.id }))).status).toBe(409)
    const unknown = randomUUID()
    expect((await breachRoute(request(`/api/v1/admin/breaches/${unknown}`, 'PATCH', { mark: 'closed' }), params({ id: unknown }))).status).toBe(404)
  })

  it('answers 409 for an erased account: deleting it again, or blocking it', async () => {
    const patient = await createPatient(db)
    await signIn(await createAdmin(db))
    const target = params({ id: patient.id })
    expect((await deleteUserRoute(request(`/api/v1/admin/admin-delete-user/${patient.id}`, 'DELETE'), target)).status).toBe(200)
    const again = await deleteUserRoute(request(`/api/v1/admin/admin-delete-user/${patient.id}`, 'DELETE'), target)
    expect(again.status).toBe(409)
    expect((await again.json()).message).toBe('This account has already been deleted.')
    expect((await blockUserRoute(request(`/api/v1/admin/admin-block-user/${patient.id}`, 'PUT'), target)).status).toBe(409)
  })
})
