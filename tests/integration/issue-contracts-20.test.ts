import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as threadRoute, POST as sendRoute } from '@/app/api/v1/messages/threads/[userId]/route'
import { GET as listRoute } from '@/app/api/v1/messages/threads/route'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { HOUR_MS } from '@/lib/time'
import { THREAD_NOT_FOUND } from '@/lib/validation/messages'
import { createAdmin, createAppointment, createManager, createPatient, createTherapist } from '../fixtures/factories'

// The HTTP contract of secure messages over the route handlers, on a real PostgreSQL: a read where no
// paid session links the two is 404 whoever asks (admins and managers included), a write 403; the two
// a session links read 200 and write 201.
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

beforeEach(() => {
  session.token = null
  delete process.env.RESEND_API_KEY
  delete process.env.TERMII_API_KEY
  resetConfigForTests()
})

type Caller = Parameters<typeof createSessionToken>[0]
const url = (userId?: string) => `http://localhost/api/v1/messages/threads${userId === undefined ? '' : `/${userId}`}`
const as = async (user: Caller) => {
  session.token = await createSessionToken(user)
}
async function read(user: Caller, otherId: string) {
  await as(user)
  const response = await threadRoute(new NextRequest(url(otherId)), { params: Promise.resolve({ userId: otherId }) })
  return { status: response.status, body: await response.json() }
}
async function send(user: Caller, otherId: string, body: unknown) {
  await as(user)
  const request = new NextRequest(url(otherId), { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
  const response = await sendRoute(request, { params: Promise.resolve({ userId: otherId }) })
  return { status: response.status, body: await response.json() }
}

describe('GET and POST messages/threads/{userId}', () => {
  it('answers the linked two 200 and 201; everyone else 404 to a read and 403 to a write, admins and managers included', async () => {
    const [therapist, patient, otherPatient, admin, manager] = await Promise.all([
      createTherapist(db), createPatient(db), createPatient(db), createAdmin(db), createManager(db),
    ])
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 24 * 7 * HOUR_MS) })

    const sent = await send(patient, therapist.id, { body: 'Hello, doctor' })
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({ message: expect.any(String), data: { body: 'Hello, doctor', fromMe: true } })
    const opened = await read(therapist, patient.id)
    expect(opened.status).toBe(200)
    expect(opened.body.data).toMatchObject({ userId: patient.id, canReply: true, hasEarlier: false, messages: [expect.objectContaining({ body: 'Hello, doctor', fromMe: false })] })

    await as(therapist)
    const threads = await listRoute(new NextRequest(url()), { params: Promise.resolve({}) })
    expect(threads.status).toBe(200)
    expect((await threads.json()).data).toEqual([expect.objectContaining({ userId: patient.id, unread: 0 })])

    for (const outsider of [otherPatient, admin, manager]) {
      for (const other of [therapist.id, patient.id]) {
        expect(await read(outsider, other)).toEqual({ status: 404, body: { message: THREAD_NOT_FOUND } })
        expect((await send(outsider, other, { body: 'Hi' })).status).toBe(403)
      }
    }
  })
})
