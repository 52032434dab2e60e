import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sendMessageAction as patientSendAction } from '@/app/(site)/(personal)/patient-profile/messages/[therapistId]/actions'
import { GET as threadRoute, POST as sendRoute } from '@/app/api/v1/messages/threads/[userId]/route'
import { GET as listRoute } from '@/app/api/v1/messages/threads/route'
import { GET as messagesShortcut } from '@/app/messages/route'
import { sendMessageAction as therapistSendAction } from '@/app/therapist-dashboard/messages/[patientId]/actions'
import { eraseUser } from '@/lib/server/admin/users/erase-user'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { dataKeys } from '@/lib/server/crypto/data-keys'
import { rotateDataKey } from '@/lib/server/crypto/rotate-data-key'
import { SEALED_COLUMNS } from '@/lib/server/crypto/sealed-columns'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { MESSAGE_RATE_LIMIT, sendMessage } from '@/lib/server/messages/send-message'
import { MESSAGE_NOTICE_INTERVAL_MINUTES } from '@/lib/server/messages/tell-of-new-message'
import { EMPTY_MESSAGE, MESSAGE_SENT, MESSAGE_TOO_LONG, NEW_MESSAGE_SUBJECT, NOT_LINKED, THREAD_CLOSED, THREAD_NOT_FOUND } from '@/lib/validation/messages'
import { tablesContaining } from '../support/database-text'
import { createAdmin, createAppointment, createManager, createPatient, createTherapist } from '../fixtures/factories'

// Secure messages over GET/POST /api/v1/messages/threads… and the pages' server actions, with the
// session from a stand-in for the request headers, against the real database: who may read and write
// which thread, what links two people, the sealed bodies, the new-message email and its throttle.
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

const savedResend = process.env.RESEND_API_KEY
beforeEach(() => {
  session.token = null
  // No provider: every email lands in the outbox table, where the tests read it.
  delete process.env.RESEND_API_KEY
  delete process.env.TERMII_API_KEY
  resetConfigForTests()
})
afterEach(() => {
  if (savedResend !== undefined) process.env.RESEND_API_KEY = savedResend
  resetConfigForTests()
  vi.restoreAllMocks()
})

type Caller = { id: string; role: 'Patient' | 'Therapist' | 'Admin' | 'Manager'; fullName: string; email: string; sessionVersion: number }
const as = async (user: Caller | null) => {
  session.token = user ? await createSessionToken(user) : null
}
const actor = (user: Caller) => ({ id: user.id, role: user.role })

const HOUR = 3_600_000
let hourOffset = 24 * (1 + Math.floor(Math.random() * 300))
/** A whole clock hour in the future that no other appointment of these tests takes. */
const nextHour = () => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hourOffset++ * HOUR)

const url = (userId?: string) => `http://localhost/api/v1/messages/threads${userId === undefined ? '' : `/${userId}`}`
async function answer(response: Response) {
  return { status: response.status, body: await response.json() }
}
const list = async (user: Caller | null) => {
  await as(user)
  return answer(await listRoute(new NextRequest(url()), { params: Promise.resolve({}) }))
}
const read = async (user: Caller | null, otherId: string) => {
  await as(user)
  return answer(await threadRoute(new NextRequest(url(otherId)), { params: Promise.resolve({ userId: otherId }) }))
}
const send = async (user: Caller | null, otherId: string, body: unknown) => {
  await as(user)
  const request = new NextRequest(url(otherId), { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
  return answer(await sendRoute(request, { params: Promise.resolve({ userId: otherId }) }))
}

/** A therapist and a patient linked by a paid session, and everyone else who must not get in. */
async function world() {
  const [therapist, patient, otherPatient, otherTherapist, admin, manager] = await Promise.all([
    createTherapist(db, { fullName: 'Ngozi Umeh' }),
    createPatient(db, { fullName: 'Ada Obi' }),
    createPatient(db),
    createTherapist(db),
    createAdmin(db),
    createManager(db),
  ])
  await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: nextHour() })
  // The others have sessions of their own, just not with these two.
  await createAppointment(db, { patientId: otherPatient.id, therapistId: otherTherapist.id, startsAt: nextHour() })
  return { therapist, patient, otherPatient, otherTherapist, admin, manager }
}

const emailsTo = (to: string) => db.emailOutbox.findMany({ where: { to, subject: NEW_MESSAGE_SUBJECT }, orderBy: { createdAt: 'asc' } })

describe('who may read and write a thread', () => {
  it('lets the patient and the therapist of a paid session, and nobody else, list, read and write their thread', async () => {
    const { therapist, patient, otherPatient, otherTherapist, admin, manager } = await world()

    expect((await send(patient, therapist.id, { body: 'Hello, doctor' })).status).toBe(201)
    expect((await send(therapist, patient.id, { body: 'Hello, Ada' })).status).toBe(201)

    // The two of them.
    expect((await list(patient)).body.data).toEqual([{ userId: therapist.id, fullName: 'Ngozi Umeh', unread: 1, lastMessageAt: expect.any(String), canReply: true }])
    // Replying counts as having read what came before.
    expect((await list(therapist)).body.data).toEqual([{ userId: patient.id, fullName: 'Ada Obi', unread: 0, lastMessageAt: expect.any(String), canReply: true }])
    expect((await read(patient, therapist.id)).status).toBe(200)
    expect((await read(therapist, patient.id)).status).toBe(200)

    // Visitors: 401 everywhere.
    expect((await list(null)).status).toBe(401)
    expect((await read(null, therapist.id)).status).toBe(401)
    expect((await send(null, therapist.id, { body: 'Hi' })).status).toBe(401)

    // Admins and managers have no threads and can open nobody's: no list and no write (403), and a
    // read is the 404 of anyone no session links.
    for (const staff of [admin, manager]) {
      expect((await list(staff)).status).toBe(403)
      expect(await read(staff, therapist.id)).toEqual({ status: 404, body: { message: THREAD_NOT_FOUND } })
      expect(await read(staff, patient.id)).toEqual({ status: 404, body: { message: THREAD_NOT_FOUND } })
      expect((await send(staff, therapist.id, { body: 'Hi' })).status).toBe(403)
      expect((await send(staff, patient.id, { body: 'Hi' })).status).toBe(403)
    }

    // Another patient: their own list only; the therapist is no one to them (404 to read, 403 to write).
    expect((await list(otherPatient)).body.data.map((thread: { userId: string }) => thread.userId)).toEqual([otherTherapist.id])
    expect(await read(otherPatient, therapist.id)).toEqual({ status: 404, body: { message: THREAD_NOT_FOUND } })
    expect(await send(otherPatient, therapist.id, { body: 'Hi' })).toEqual({ status: 403, body: { message: NOT_LINKED } })
    // A patient never reaches another patient.
    expect((await read(otherPatient, patient.id)).status).toBe(404)
    expect((await send(otherPatient, patient.id, { body: 'Hi' })).status).toBe(403)

    // Another therapist: the same.
    expect((await list(otherTherapist)).body.data.map((thread: { userId: string }) => thread.userId)).toEqual([otherPatient.id])
    expect((await read(otherTherapist, patient.id)).status).toBe(404)
    expect((await send(otherTherapist, patient.id, { body: 'Hi' })).status).toBe(403)
    expect((await read(otherTherapist, therapist.id)).status).toBe(404)
    expect((await send(otherTherapist, therapist.id, { body: 'Hi' })).status).toBe(403)

    // Unknown, malformed and own ids.
    for (const id of [randomUUID(), 'not-an-id', patient.id]) {
      expect((await read(patient, id)).status).toBe(404)
      expect((await send(patient, id, { body: 'Hi' })).status).toBe(403)
    }

    // Nothing the refused calls tried was written.
    expect(await db.message.count({ where: { thread: { OR: [{ patientId: { in: [patient.id, otherPatient.id] } }] } } })).toBe(2)
  })

  it('counts a paid session to come, a completed one and one cancelled after paying; never a hold, an abandoned checkout or money refunded', async () => {
    const therapist = await createTherapist(db)
    const linked = async (patient: Caller) => (await read(patient, therapist.id)).status
    const make = async (setup: (patientId: string) => Promise<unknown>) => {
      const patient = await createPatient(db)
      await setup(patient.id)
      return patient
    }

    const upcoming = await make((patientId) => createAppointment(db, { patientId, therapistId: therapist.id, startsAt: nextHour() }))
    const completed = await make((patientId) =>
      createAppointment(db, { patientId, therapistId: therapist.id, startsAt: new Date(Math.floor(Date.now() / HOUR) * HOUR - 30 * 24 * HOUR - hourOffset++ * HOUR), isComplete: true }),
    )
    const cancelledAfterPaying = await make(async (patientId) => {
      const appointment = await createAppointment(db, { patientId, therapistId: therapist.id, startsAt: nextHour() })
      await db.appointmentSlot.deleteMany({ where: { appointmentId: appointment.id } })
      await db.appointment.update({ where: { id: appointment.id }, data: { status: 'Cancelled', cancelledAt: new Date(), cancelledBy: 'Patient' } })
    })
    const holding = await make((patientId) => createAppointment(db, { patientId, therapistId: therapist.id, startsAt: nextHour(), status: 'Pending' }))
    const abandoned = await make((patientId) => createAppointment(db, { patientId, therapistId: therapist.id, startsAt: nextHour(), status: 'Expired' }))
    const refunded = await make(async (patientId) => {
      const appointment = await createAppointment(db, { patientId, therapistId: therapist.id, startsAt: nextHour() })
      await db.appointmentSlot.deleteMany({ where: { appointmentId: appointment.id } })
      await db.appointment.update({ where: { id: appointment.id }, data: { status: 'Cancelled', cancelledAt: new Date(), cancelledBy: 'Patient' } })
      await db.payment.updateMany({ where: { appointmentId: appointment.id }, data: { status: 'Refunded' } })
    })

    await as(upcoming)
    expect(await linked(upcoming)).toBe(200)
    expect(await linked(completed)).toBe(200)
    expect(await linked(cancelledAfterPaying)).toBe(200)
    expect(await linked(holding)).toBe(404)
    expect(await linked(abandoned)).toBe(404)
    expect(await linked(refunded)).toBe(404)
    const names = (await list(therapist)).body.data.map((thread: { userId: string }) => thread.userId).sort()
    expect(names).toEqual([upcoming.id, completed.id, cancelledAfterPaying.id].sort())
  })

  it('answers 400 for an empty or too long body and takes exactly 2,000 characters', async () => {
    const { therapist, patient } = await world()
    expect(await send(patient, therapist.id, { body: '   ' })).toEqual({ status: 400, body: { message: EMPTY_MESSAGE, errors: { body: [EMPTY_MESSAGE] } } })
    expect((await send(patient, therapist.id, {})).status).toBe(400)
    expect((await send(patient, therapist.id, { body: 'x'.repeat(2001) })).body.message).toBe(MESSAGE_TOO_LONG)
    const longest = await send(patient, therapist.id, { body: 'x'.repeat(2000) })
    expect(longest.status).toBe(201)
    expect(longest.body).toEqual({ message: MESSAGE_SENT, data: { _id: expect.any(String), senderId: patient.id, fromMe: true, body: 'x'.repeat(2000), createdAt: expect.any(String) } })
  })

  it('limits how fast one person sends (429)', async () => {
    const { therapist, patient } = await world()
    await db.rateLimitEvent.createMany({ data: Array.from({ length: MESSAGE_RATE_LIMIT.limit }, () => ({ bucket: MESSAGE_RATE_LIMIT.bucket, key: patient.id })) })
    const refused = await send(patient, therapist.id, { body: 'One too many' })
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/^You are sending messages too quickly\. Please try again in \d+ minutes?\.$/)
    // The therapist is not limited by the patient's haste.
    expect((await send(therapist, patient.id, { body: 'Take your time' })).status).toBe(201)
  })
})

describe('a conversation', () => {
  it('shows the messages oldest first, counts the unread and marks them read when opened', async () => {
    const { therapist, patient } = await world()
    await send(patient, therapist.id, { body: 'First' })
    await send(patient, therapist.id, { body: 'Second <b>not bold</b>' })
    expect((await list(therapist)).body.data[0].unread).toBe(2)
    // The sender's own messages are never unread to them.
    expect((await list(patient)).body.data[0].unread).toBe(0)

    const opened = await read(therapist, patient.id)
    expect(opened.body.data).toMatchObject({ userId: patient.id, fullName: 'Ada Obi', canReply: true, hasEarlier: false })
    expect(opened.body.data.messages.map((message: { body: string; fromMe: boolean; senderId: string }) => [message.body, message.fromMe, message.senderId])).toEqual([
      ['First', false, patient.id],
      ['Second <b>not bold</b>', false, patient.id],
    ])
    expect((await list(therapist)).body.data[0].unread).toBe(0)

    await send(therapist, patient.id, { body: 'Reply' })
    expect((await list(patient)).body.data[0].unread).toBe(1)
    const seen = await read(patient, therapist.id)
    expect(seen.body.data.messages.map((message: { body: string; fromMe: boolean }) => [message.body, message.fromMe])).toEqual([
      ['First', true],
      ['Second <b>not bold</b>', true],
      ['Reply', false],
    ])
    expect((await list(patient)).body.data[0].unread).toBe(0)
  })

  it('lists a patient’s several therapists, the latest conversation first, with the others after by name', async () => {
    const patient = await createPatient(db)
    const [a, b, c] = await Promise.all([createTherapist(db, { fullName: 'Amaka A' }), createTherapist(db, { fullName: 'Bola B' }), createTherapist(db, { fullName: 'Chidi C' })])
    for (const therapist of [a, b, c]) await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: nextHour() })
    await send(c, patient.id, { body: 'From C' })
    await send(b, patient.id, { body: 'From B' })
    const threads = (await list(patient)).body.data
    expect(threads.map((thread: { fullName: string; unread: number }) => [thread.fullName, thread.unread])).toEqual([
      ['Bola B', 1],
      ['Chidi C', 1],
      ['Amaka A', 0],
    ])
  })

  it('closes a blocked account’s threads (read-only) and removes an erased account’s threads and messages', async () => {
    const { therapist, patient, admin } = await world()
    await send(patient, therapist.id, { body: 'Before the block' })
    await db.user.update({ where: { id: therapist.id }, data: { isBlocked: true } })
    expect((await list(patient)).body.data[0].canReply).toBe(false)
    const closed = await read(patient, therapist.id)
    expect(closed.status).toBe(200)
    expect(closed.body.data.canReply).toBe(false)
    expect(await send(patient, therapist.id, { body: 'After the block' })).toEqual({ status: 403, body: { message: THREAD_CLOSED } })
    await db.user.update({ where: { id: therapist.id }, data: { isBlocked: false } })
    expect((await send(patient, therapist.id, { body: 'Unblocked again' })).status).toBe(201)

    const thread = await db.messageThread.findUniqueOrThrow({ where: { patientId_therapistId: { patientId: patient.id, therapistId: therapist.id } } })
    await eraseUser({ actor: actor(admin), userId: therapist.id })
    expect(await db.messageThread.findUnique({ where: { id: thread.id } })).toBeNull()
    expect(await db.message.count({ where: { threadId: thread.id } })).toBe(0)
    expect((await list(patient)).body.data).toEqual([])
    expect((await read(patient, therapist.id)).status).toBe(404)
    expect((await send(patient, therapist.id, { body: 'Anyone there?' })).status).toBe(403)
  })
})

describe('health data never leaves the two people', () => {
  it('stores only ciphertext, whether written through the API or the pages’ actions, and no email, log or audit entry carries it', async () => {
    const { therapist, patient } = await world()
    const logged: string[] = []
    for (const method of ['log', 'info', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')))
    const apiPhrase = `marula-api-${randomUUID()}`
    const patientPhrase = `baobab-patient-${randomUUID()}`
    const therapistPhrase = `iroko-therapist-${randomUUID()}`

    expect((await send(patient, therapist.id, { body: `I feel ${apiPhrase}` })).status).toBe(201)
    await as(patient)
    expect(await patientSendAction({ userId: therapist.id, body: `Also ${patientPhrase}` })).toMatchObject({ ok: true, message: MESSAGE_SENT })
    await as(therapist)
    expect(await therapistSendAction({ userId: patient.id, body: `Noted ${therapistPhrase}` })).toMatchObject({ ok: true, message: MESSAGE_SENT })
    // Their own thread reads back fine…
    const bodies = (await read(patient, therapist.id)).body.data.messages.map((message: { body: string }) => message.body)
    expect(bodies).toEqual([`I feel ${apiPhrase}`, `Also ${patientPhrase}`, `Noted ${therapistPhrase}`])

    // …while the database holds none of it: not the messages, the outbox, the audit log or any table.
    for (const phrase of [apiPhrase, patientPhrase, therapistPhrase]) expect(await tablesContaining(db, phrase)).toEqual([])
    const stored = await db.message.findMany({ where: { thread: { patientId: patient.id } }, select: { bodyCiphertext: true, keyId: true } })
    expect(stored).toHaveLength(3)
    for (const row of stored) expect(row.keyId).toMatch(/^[0-9a-f]{16}$/)
    // The emails say that a message arrived, and where to read it.
    const [toTherapist] = await emailsTo(therapist.email)
    expect(toTherapist!.text).toContain(`/therapist-dashboard/messages/${patient.id}`)
    expect(toTherapist!.text).not.toContain('Ada')
    const [toPatient] = await emailsTo(patient.email)
    expect(toPatient!.text).toContain(`/patient-profile/messages/${therapist.id}`)
    expect(toPatient!.text).not.toContain('Ngozi')
    for (const phrase of [apiPhrase, patientPhrase, therapistPhrase]) expect(logged.filter((line) => line.includes(phrase))).toEqual([])
  })

  it('logs no body when sending is refused or fails', async () => {
    const { therapist, patient } = await world()
    const logged: string[] = []
    for (const method of ['log', 'info', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')))
    const phrase = `tamarind-${randomUUID()}`
    expect((await send(patient, therapist.id, { body: `${phrase} ${'x'.repeat(2000)}` })).status).toBe(400)
    // The database refuses the write (a constraint on this thread alone, dropped afterwards).
    expect((await send(patient, therapist.id, { body: 'Hello' })).status).toBe(201)
    const thread = await db.messageThread.findUniqueOrThrow({ where: { patientId_therapistId: { patientId: patient.id, therapistId: therapist.id } }, select: { id: true } })
    const constraint = `test_refuse_${thread.id.replaceAll('-', '')}`
    await db.$executeRawUnsafe(`ALTER TABLE "Message" ADD CONSTRAINT "${constraint}" CHECK ("threadId" <> '${thread.id}'::uuid) NOT VALID`)
    try {
      expect((await send(patient, therapist.id, { body: `Secret ${phrase}` })).status).toBe(500)
    } finally {
      await db.$executeRawUnsafe(`ALTER TABLE "Message" DROP CONSTRAINT "${constraint}"`)
    }
    expect(logged.join('\n')).toContain(constraint)
    expect(logged.filter((line) => line.includes(phrase))).toEqual([])
    expect(await tablesContaining(db, phrase)).toEqual([])
  })
})

describe('rotating the data key', () => {
  it('re-seals message bodies with the new key, and the thread still reads', async () => {
    const { therapist, patient } = await world()
    await send(patient, therapist.id, { body: 'Sealed with the first key' })
    await send(therapist, patient.id, { body: 'Also the first key' })
    const column = SEALED_COLUMNS.find((entry) => entry.table === 'Message')!
    expect(column).toEqual({ table: 'Message', id: 'id', ciphertext: 'bodyCiphertext', keyId: 'keyId' })
    const first = process.env.DATA_ENCRYPTION_KEY!
    const second = Buffer.alloc(32, 0x5a).toString('base64')
    const useKeys = (current: string, previous: string) => {
      process.env.DATA_ENCRYPTION_KEY = current
      process.env.DATA_ENCRYPTION_PREVIOUS_KEYS = previous
      resetConfigForTests()
    }
    try {
      useKeys(second, first)
      const [report] = await rotateDataKey([column])
      expect(report!.resealed).toBeGreaterThanOrEqual(2)
      const rows = await db.message.findMany({ where: { thread: { patientId: patient.id } }, select: { keyId: true } })
      expect(rows.map((row) => row.keyId)).toEqual([dataKeys().current.id, dataKeys().current.id])
      const bodies = (await read(patient, therapist.id)).body.data.messages.map((message: { body: string }) => message.body)
      expect(bodies).toEqual(['Sealed with the first key', 'Also the first key'])
    } finally {
      // Back to the first key for every other test of the database.
      useKeys(first, second)
      await rotateDataKey([column])
      delete process.env.DATA_ENCRYPTION_PREVIOUS_KEYS
      resetConfigForTests()
    }
  })
})

describe('the new-message email', () => {
  it('goes once for messages within a quarter hour, again after it, for each thread and each person apart', async () => {
    const { therapist, patient } = await world()
    const secondTherapist = await createTherapist(db)
    await createAppointment(db, { patientId: patient.id, therapistId: secondTherapist.id, startsAt: nextHour() })

    await send(patient, therapist.id, { body: 'One' })
    await send(patient, therapist.id, { body: 'Two' })
    expect(await emailsTo(therapist.email)).toHaveLength(1)
    const [email] = await emailsTo(therapist.email)
    expect(email!.subject).toBe('You have a new message on Alafia')

    // Another thread of the same patient is told on its own.
    await send(patient, secondTherapist.id, { body: 'Hello' })
    expect(await emailsTo(secondTherapist.email)).toHaveLength(1)
    // The reply tells the patient, whatever the therapist was told.
    await send(therapist, patient.id, { body: 'Reply' })
    expect(await emailsTo(patient.email)).toHaveLength(1)

    // A quarter hour later the therapist hears again.
    const thread = await db.messageThread.findUniqueOrThrow({ where: { patientId_therapistId: { patientId: patient.id, therapistId: therapist.id } } })
    await db.messageThread.update({ where: { id: thread.id }, data: { therapistNotifiedAt: new Date(Date.now() - (MESSAGE_NOTICE_INTERVAL_MINUTES - 1) * 60_000) } })
    await send(patient, therapist.id, { body: 'Three' })
    expect(await emailsTo(therapist.email)).toHaveLength(1)
    await db.messageThread.update({ where: { id: thread.id }, data: { therapistNotifiedAt: new Date(Date.now() - (MESSAGE_NOTICE_INTERVAL_MINUTES + 1) * 60_000) } })
    await send(patient, therapist.id, { body: 'Four' })
    expect(await emailsTo(therapist.email)).toHaveLength(2)
  })

  it('goes once when several messages are sent at the same moment', async () => {
    const { therapist, patient } = await world()
    const sent = await Promise.all(Array.from({ length: 6 }, (_, index) => sendMessage({ sender: actor(patient), otherId: therapist.id, body: `At once ${index}` })))
    expect(sent).toHaveLength(6)
    expect(await db.messageThread.count({ where: { patientId: patient.id, therapistId: therapist.id } })).toBe(1)
    expect(await db.message.count({ where: { thread: { patientId: patient.id, therapistId: therapist.id } } })).toBe(6)
    expect(await emailsTo(therapist.email)).toHaveLength(1)
  })
})

describe('the messaging shortcut (/messages)', () => {
  it('sends each person to their own threads, a visitor to sign in first, and is never cached', async () => {
    const [patient, therapist, admin, manager] = await Promise.all([createPatient(db), createTherapist(db), createAdmin(db), createManager(db)])
    const target = async (user: Caller | null) => {
      await as(user)
      const response = await messagesShortcut()
      expect(response.status).toBe(307)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      return response.headers.get('location')
    }
    expect(await target(null)).toBe('/patient-login?redirect=%2Fmessages')
    expect(await target(patient)).toBe('/patient-profile#messages')
    expect(await target(therapist)).toBe('/therapist-dashboard/messages')
    expect(await target(admin)).toBe('/admin')
    expect(await target(manager)).toBe('/admin')
  })
})
