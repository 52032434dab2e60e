import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as appointmentsRoute } from '@/app/api/v1/therapist/appointments/route'
import { POST as cancelRoute } from '@/app/api/v1/therapist/cancel-appointment/[appointmentId]/route'
import { GET as intakeRoute } from '@/app/api/v1/therapist/intake/[appointmentId]/route'
import { POST as loginRoute } from '@/app/api/v1/therapist/login/route'
import { POST as noShowRoute } from '@/app/api/v1/therapist/mark-no-show/[appointmentId]/route'
import { GET as moveOptionsRoute } from '@/app/api/v1/therapist/move-options/[appointmentId]/route'
import { POST as setAvailabilityRoute } from '@/app/api/v1/therapist/set-availability/route'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { saveIntake } from '@/lib/server/intake/save-intake'
import { lagosClock } from '@/lib/time'
import { intakeAnswersSchema } from '@/lib/validation/intake'
import { createAppointment, createAvailability, createPatient, createTherapist, DEMO_PASSWORD, lagosHourToUtc } from '../fixtures/factories'

// The therapist calls whose success answers no other integration test reaches, over the real route
// handlers and Postgres: the test setup checks every answer against the OpenAPI document
// (lib/api-contract/routes/therapist.ts), so each call here proves its contract as well as its status.
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

const HOUR = 3_600_000
const DAY = 24 * HOUR

beforeEach(() => {
  session.token = null
  delete process.env.RESEND_API_KEY
  resetConfigForTests()
})

/** What these tests read of the answers (the document checks the rest). */
type Answer = {
  message?: string
  success?: boolean
  token?: string
  data: Record<string, unknown> & {
    appointment?: Record<string, unknown>
    refund?: { amount: number }
    days?: { date: string; starts: number[] }[]
    weeks?: Record<string, unknown>[]
  }
}

type Route = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>

async function call(route: Route, { path = '/api/v1/therapist/x', method = 'GET', body, params = {} }: { path?: string; method?: string; body?: unknown; params?: Record<string, string> } = {}) {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' }
  const request = new NextRequest(`http://localhost${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
  const response = await route(request, { params: Promise.resolve(params) })
  return { status: response.status, body: (await response.json()) as Answer }
}

/** A Lagos date `days` from today, YYYY-MM-DD. */
const lagosDateIn = (days: number) => lagosClock(new Date(Date.now() + days * DAY)).date

async function signedInTherapist(overrides: Parameters<typeof createTherapist>[1] = {}) {
  const therapist = await createTherapist(db, overrides)
  session.token = await createSessionToken(therapist)
  return therapist
}

describe('the therapist API answers as its OpenAPI contract says', () => {
  it('signs a therapist in with email and thePassword, and refuses a wrong password', async () => {
    const therapist = await createTherapist(db)
    const signedIn = await call(loginRoute, { method: 'POST', body: { email: therapist.email, thePassword: DEMO_PASSWORD } })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toMatchObject({ success: true, data: { _id: therapist.id, role: 'Therapist' } })
    expect(typeof signedIn.body.token).toBe('string')

    const refused = await call(loginRoute, { method: 'POST', body: { email: therapist.email, thePassword: 'not-the-password' } })
    expect(refused.status).toBe(401)
  })

  it('refuses a therapist who is not verified yet on the verified-only calls', async () => {
    await signedInTherapist({ isVerified: false })
    const { status, body } = await call(appointmentsRoute)
    expect(status).toBe(403)
    expect(body.message).toBe('Your account is awaiting verification.')
  })

  it('cancels a paid session with a full refund to the patient', async () => {
    const therapist = await signedInTherapist()
    const patient = await createPatient(db)
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(lagosDateIn(12), 10) })
    const { status, body } = await call(cancelRoute, { method: 'POST', body: { reason: 'I am unwell that day.' }, params: { appointmentId: appointment.id } })
    expect(status).toBe(200)
    expect(body.data.appointment).toMatchObject({ _id: appointment.id, status: 'Cancelled', cancelledBy: 'Therapist' })
    expect(body.data.refund?.amount).toBe(appointment.amountKobo / 100)
  })

  it('marks the patient absent from a session that has started', async () => {
    const therapist = await signedInTherapist()
    const patient = await createPatient(db)
    const startsAt = new Date(Math.floor(Date.now() / HOUR) * HOUR - 3 * HOUR)
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt })
    const { status, body } = await call(noShowRoute, { method: 'POST', params: { appointmentId: appointment.id } })
    expect(status).toBe(200)
    expect(typeof body.message).toBe('string')
    expect((await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).patientNoShowAt).not.toBeNull()
  })

  it('lists where a session can move, leaving out the days given', async () => {
    const therapist = await signedInTherapist()
    const patient = await createPatient(db)
    const [sessionDay, freeDay, avoidedDay] = [lagosDateIn(10), lagosDateIn(11), lagosDateIn(12)]
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(sessionDay, 10) })
    await createAvailability(db, { therapistId: therapist.id, date: freeDay, hours: [9, 10] })
    await createAvailability(db, { therapistId: therapist.id, date: avoidedDay, hours: [9] })

    const all = await call(moveOptionsRoute, { params: { appointmentId: appointment.id } })
    expect(all.status).toBe(200)
    expect(all.body.data).toMatchObject({ duration: 1, block: null })
    expect(all.body.data.days).toEqual(expect.arrayContaining([{ date: freeDay, starts: [9, 10] }, { date: avoidedDay, starts: [9] }]))

    const outside = await call(moveOptionsRoute, { path: `/api/v1/therapist/move-options/${appointment.id}?from=${avoidedDay}&to=${avoidedDay}`, params: { appointmentId: appointment.id } })
    expect(outside.status).toBe(200)
    expect(outside.body.data.days?.map((day) => day.date)).not.toContain(avoidedDay)
  })

  it("shows the session's own therapist the patient's intake answers", async () => {
    const therapist = await signedInTherapist()
    const patient = await createPatient(db, { fullName: 'Amaka Obi' })
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(lagosDateIn(9), 15) })
    const fields = intakeAnswersSchema.parse({
      reason: 'Trouble sleeping',
      previousTherapy: 'Never before',
      medication: '',
      addressAs: 'Amaka',
      emergencyContactName: 'Bisi Okafor',
      emergencyContactPhone: '0803 123 4567',
      sessionMode: 'video',
      safetyThoughts: 'no',
    })
    await saveIntake({ patientId: patient.id, appointmentId: appointment.id, fields })
    const { status, body } = await call(intakeRoute, { params: { appointmentId: appointment.id } })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ appointmentId: appointment.id, patientName: 'Amaka Obi', consentWithdrawn: false, answers: { addressAs: 'Amaka', custom: [] } })
  })

  it('publishes the same hours weekly and says what became of each week', async () => {
    await signedInTherapist()
    const { status, body } = await call(setAvailabilityRoute, { method: 'POST', body: { availableDate: lagosDateIn(7), availableSlots: ['09:00', '10:00'], repeatWeeks: 3 } })
    expect(status).toBe(201)
    expect(body.data).toMatchObject({ repeatWeeks: 3, published: 3 })
    expect(body.data.weeks).toHaveLength(3)
    expect(body.data.weeks?.[0]).toMatchObject({ status: 'published', availableSlots: ['09:00', '10:00'], keptSlots: [] })
  })
})
