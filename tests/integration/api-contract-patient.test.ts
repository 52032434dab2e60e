import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as acceptRoute } from '@/app/api/v1/patient/move-proposal/[id]/accept/route'
import { POST as declineRoute } from '@/app/api/v1/patient/move-proposal/[id]/decline/route'
import { GET as proposalsRoute } from '@/app/api/v1/patient/move-proposals/route'
import { POST as loginRoute } from '@/app/api/v1/patient/login/route'
import { POST as refundAccountRoute } from '@/app/api/v1/patient/refund-account/[appointmentId]/route'
import { POST as registrationRoute } from '@/app/api/v1/patient/registration/route'
import { addDays } from '@/lib/availability/calendar'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { NO_REFUND_WAITING, REFUND_ACCOUNT_SAVED } from '@/lib/server/cancellations/provide-refund-account'
import { db } from '@/lib/server/db'
import { proposeMove } from '@/lib/server/move-proposals/propose-move'
import { lagosDateKey } from '@/lib/time'
import { MOVE_ACCEPTED, MOVE_DECLINED } from '@/lib/validation/time-off'
import { createAppointment, createAvailability, createPatient, createRefund, createTherapist, lagosHourToUtc, uniqueEmail } from '../fixtures/factories'

// The patient calls whose success no other integration test reaches, answered for real (PostgreSQL):
// each answer is also checked against the OpenAPI document by the suite's route wrapper.
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

beforeEach(() => {
  session.token = null
})

const request = (path: string, method: string, body?: unknown) =>
  new NextRequest(`http://localhost/api/v1${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) })
const params = (values: Record<string, string> = {}) => ({ params: Promise.resolve(values) })
const signIn = async (user: Parameters<typeof createSessionToken>[0]) => {
  session.token = await createSessionToken(user)
}

describe('patient registration and sign-in', () => {
  it('POST patient/registration → 201 with the token and the new patient, who then signs in with POST patient/login → 200', async () => {
    const email = uniqueEmail('contract')
    const body = {
      fullName: 'Ngozi Obi', email, password: 'a-long-password', gender: 'Female', phoneNumber: '08031234567',
      dateOfBirth: '1990-01-15', address: '4 Awolowo Road', localGovernment: 'Eti-Osa', state: 'Lagos',
    }
    const registered = await registrationRoute(request('/patient/registration', 'POST', body), params())
    expect(registered.status).toBe(201)
    const answer = await registered.json()
    expect(answer).toMatchObject({ success: true, message: 'Registration successful', data: { fullName: 'Ngozi Obi', role: 'Patient' } })
    expect(answer.token).toEqual(expect.any(String))

    expect((await registrationRoute(request('/patient/registration', 'POST', body), params())).status).toBe(409)

    const login = await loginRoute(request('/patient/login', 'POST', { email, thePassword: 'a-long-password' }), params())
    expect(login.status).toBe(200)
    expect(await login.json()).toMatchObject({ success: true, message: 'Login successful', data: { _id: answer.data._id, role: 'Patient' } })
  })
})

describe('a move the therapist proposed', () => {
  it('GET patient/move-proposals → 200 lists it; accept → 200 the appointment moved; decline → 200 cancelled with its refund', async () => {
    const therapist = await createTherapist(db, { feeKobo: 1_000_000 })
    const today = lagosDateKey(new Date())
    const sessionDay = addDays(today, 5)
    const newDay = addDays(today, 12)
    await createAvailability(db, { therapistId: therapist.id, date: newDay, hours: [9, 10] })
    const patient = await createPatient(db)
    const first = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(sessionDay, 10) })
    const second = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(sessionDay, 14) })
    const propose = (appointmentId: string, hour: number) =>
      proposeMove({ therapistId: therapist.id, appointmentId, newTime: { newAppointmentDate: newDay, newSlot_start: hour, newSlot_end: hour + 1 } })
    const moveFirst = (await propose(first.id, 9)).data
    const moveSecond = (await propose(second.id, 10)).data

    await signIn(patient)
    const listed = await proposalsRoute(request('/patient/move-proposals', 'GET'), params())
    expect(listed.status).toBe(200)
    expect((await listed.json()).data.map((proposal: { _id: string }) => proposal._id)).toEqual([moveFirst._id, moveSecond._id])

    const accepted = await acceptRoute(request(`/patient/move-proposal/${moveFirst._id}/accept`, 'POST'), params({ id: moveFirst._id }))
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toMatchObject({ message: MOVE_ACCEPTED, data: { _id: first.id, appointmentDate: newDay, slot_start: '09:00' } })

    const declined = await declineRoute(request(`/patient/move-proposal/${moveSecond._id}/decline`, 'POST'), params({ id: moveSecond._id }))
    expect(declined.status).toBe(200)
    expect(await declined.json()).toMatchObject({ message: MOVE_DECLINED, data: { appointment: { _id: second.id, status: 'Cancelled' }, refund: { amount: 10_000 } } })
  })
})

describe('a refund waiting for a bank account', () => {
  it('POST patient/refund-account/{appointmentId} → 200 sends it there; again → 409', async () => {
    const therapist = await createTherapist(db)
    const patient = await createPatient(db)
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(addDays(lagosDateKey(new Date()), 3), 10) })
    await db.appointment.update({ where: { id: appointment.id }, data: { status: 'Cancelled', cancelledAt: new Date(), cancelledBy: 'Therapist' } })
    await createRefund(db, { appointmentId: appointment.id, amountKobo: appointment.amountKobo, status: 'AwaitingAccount', reason: 'TherapistCancelled' })

    await signIn(patient)
    const send = () => refundAccountRoute(request(`/patient/refund-account/${appointment.id}`, 'POST', { bankCode: '058', accountNumber: '0123456789' }), params({ appointmentId: appointment.id }))
    const saved = await send()
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({ message: REFUND_ACCOUNT_SAVED })
    const again = await send()
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: NO_REFUND_WAITING })
  })
})
