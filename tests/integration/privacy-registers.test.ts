import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { GET as getBreaches, POST as postBreach } from '@/app/api/v1/admin/breaches/route'
import { PATCH as patchBreach } from '@/app/api/v1/admin/breaches/[id]/route'
import { GET as getRequests, POST as postRequest } from '@/app/api/v1/admin/data-requests/route'
import { PATCH as patchRequest } from '@/app/api/v1/admin/data-requests/[id]/route'
import { eraseUser } from '@/lib/server/admin/users/erase-user'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { listBreaches } from '@/lib/server/privacy/breaches/list-breaches'
import { recordBreach } from '@/lib/server/privacy/breaches/record-breach'
import { updateBreach } from '@/lib/server/privacy/breaches/update-breach'
import { listDataRequests } from '@/lib/server/privacy/data-requests/list-data-requests'
import { recordDataRequest } from '@/lib/server/privacy/data-requests/record-data-request'
import { recordSelfServiceRequest } from '@/lib/server/privacy/data-requests/record-self-service'
import { updateDataRequest } from '@/lib/server/privacy/data-requests/update-data-request'
import { recordBreachSchema, recordDataRequestSchema } from '@/lib/validation/privacy-registers'
import { createAdmin, createManager, createPatient, createTherapist } from '../fixtures/factories'

// The register of data requests and the breach register against the real database: deadlines,
// filters, the self-service record, the audit log, the API's roles and validation, and erasure.

const request = vi.hoisted(() => ({ authorization: null as string | null }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.authorization ? { authorization: request.authorization } : {}),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}))
// Outside Next: erasing a therapist expires the public pages' cache, which needs Next's cache.
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

const DAY_MS = 24 * 3_600_000
const HOUR_MS = 3_600_000
const parseRequest = (input: unknown) => recordDataRequestSchema.parse(input)
const parseBreach = (input: unknown) => recordBreachSchema.parse(input)

describe('the register of data requests', () => {
  it('records a request due 30 days after it was received, moves it on and closes it, each step in the audit log', async () => {
    const admin = await createAdmin(db)
    const receivedAt = new Date(Date.now() - 3 * DAY_MS)
    const { data } = await recordDataRequest({ actor: admin, input: parseRequest({ kind: 'Erasure', channel: 'Email', contact: 'Ngozi Obi <ngozi@example.test>', receivedAt: receivedAt.toISOString() }) })
    expect(data).toMatchObject({ kind: 'Erasure', channel: 'Email', state: 'Open', contact: 'Ngozi Obi <ngozi@example.test>', closedAt: null })
    expect(new Date(data.dueAt).getTime() - new Date(data.receivedAt).getTime()).toBe(30 * DAY_MS)

    await updateDataRequest({ actor: admin, input: { id: data._id, state: 'InProgress' } })
    const { data: closed } = await updateDataRequest({ actor: admin, input: { id: data._id, state: 'Completed', outcome: 'Account erased; told her by email.' } })
    expect(closed).toMatchObject({ state: 'Completed', outcome: 'Account erased; told her by email.', handledBy: admin.fullName })
    expect(closed.closedAt).not.toBeNull()
    // Closed stays closed: a second answer would rewrite the proof.
    await expect(updateDataRequest({ actor: admin, input: { id: data._id, state: 'Refused', outcome: 'No' } })).rejects.toMatchObject({ code: 'CONFLICT' })

    const audit = await db.auditLog.findMany({ where: { targetId: data._id }, orderBy: { createdAt: 'asc' }, select: { action: true, actorId: true, details: true } })
    expect(audit.map((entry) => entry.action)).toEqual(['data-request.record', 'data-request.update', 'data-request.update'])
    expect(audit.every((entry) => entry.actorId === admin.id)).toBe(true)
    // Who wrote in stays out of the audit log.
    expect(JSON.stringify(audit)).not.toContain('ngozi@example.test')
  })

  it('refuses to close a request without saying what was done, in the database too', async () => {
    const admin = await createAdmin(db)
    const { data } = await recordDataRequest({ actor: admin, input: parseRequest({ kind: 'Access', channel: 'Letter', contact: 'A letter from Kano' }) })
    await expect(db.dataRequest.update({ where: { id: data._id }, data: { state: 'Completed', closedAt: new Date() } })).rejects.toThrow()
    await expect(db.dataRequest.update({ where: { id: data._id }, data: { state: 'Completed' } })).rejects.toThrow()
  })

  it('filters by state and by overdue (open past its 30 days), counting from when it was received', async () => {
    const admin = await createAdmin(db)
    const contact = `overdue-${crypto.randomUUID()}`
    const record = (days: number) => recordDataRequest({ actor: admin, input: parseRequest({ kind: 'Correction', channel: 'Email', contact, receivedAt: new Date(Date.now() - days * DAY_MS).toISOString() }) })
    const late = (await record(31)).data
    const fresh = (await record(29)).data
    const lateButDone = (await record(40)).data
    await updateDataRequest({ actor: admin, input: { id: lateButDone._id, state: 'Refused', outcome: 'Could not confirm who asked.' } })

    const mine = (rows: { _id: string; contact: string | null }[]) => rows.filter((row) => row.contact === contact).map((row) => row._id)
    expect(mine(await listDataRequests(admin, { overdue: true }))).toEqual([late._id])
    expect(new Set(mine(await listDataRequests(admin, { state: 'Open' })))).toEqual(new Set([late._id, fresh._id]))
    expect(mine(await listDataRequests(admin, { state: 'Refused' }))).toEqual([lateButDone._id])
    // A day later the fresh one is not yet late; two days later it is.
    expect(mine(await listDataRequests(admin, { overdue: true, now: new Date(Date.now() + 2 * DAY_MS) })).sort()).toEqual([late._id, fresh._id].sort())
  })

  it('enters a self-service download or erasure as completed, with the account id and kind only', async () => {
    const patient = await createPatient(db)
    const admin = await createAdmin(db)
    const { _id } = await db.$transaction((tx) => recordSelfServiceRequest(tx, { userId: patient.id, kind: 'Access' }))
    const row = await db.dataRequest.findUniqueOrThrow({ where: { id: _id } })
    expect(row).toMatchObject({ kind: 'Access', channel: 'SelfService', userId: patient.id, contact: null, details: null, state: 'Completed' })
    expect(row.closedAt?.getTime()).toBe(row.receivedAt.getTime())
    expect(JSON.stringify(row)).not.toContain(patient.email)
    expect(JSON.stringify(row)).not.toContain(patient.fullName)
    const listed = (await listDataRequests(admin, { state: 'Completed' })).find((request) => request._id === _id)
    expect(listed).toMatchObject({ channel: 'SelfService', userName: patient.fullName })

    // An erasure's own record survives the erasure it records, pointing at the anonymised account.
    await db.$transaction((tx) => recordSelfServiceRequest(tx, { userId: patient.id, kind: 'Erasure' }))
    await eraseUser({ actor: admin, userId: patient.id })
    const kept = await db.dataRequest.findMany({ where: { userId: patient.id }, select: { kind: true, state: true } })
    expect(kept.map((request) => request.kind).sort()).toEqual(['Access', 'Erasure'])
  })

  it("erases the requester's contact and mentions of them with the person, and keeps the record", async () => {
    const admin = await createAdmin(db)
    const person = await createTherapist(db, { fullName: 'Chidi Requester', phoneNumber: '08031234999' })
    const byAccount = await recordDataRequest({ actor: admin, input: parseRequest({ kind: 'Access', channel: 'Email', contact: 'from the account', details: 'Wants everything' }) })
    await db.dataRequest.update({ where: { id: byAccount.data._id }, data: { userId: person.id } })
    const byEmail = await recordDataRequest({ actor: admin, input: parseRequest({ kind: 'Erasure', channel: 'Letter', contact: `Chidi Requester, ${person.email}`, details: `Letter signed Chidi Requester, phone 08031234999` }) })
    await updateDataRequest({ actor: admin, input: { id: byEmail.data._id, state: 'Completed', outcome: `Erased ${person.email} and told Chidi Requester` } })

    await eraseUser({ actor: admin, userId: person.id })
    const rows = await db.dataRequest.findMany({ where: { id: { in: [byAccount.data._id, byEmail.data._id] } } })
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row.contact).toBeNull()
      for (const text of [person.email, 'Chidi Requester', '08031234999']) expect(JSON.stringify(row)).not.toContain(text)
    }
    expect(rows.find((row) => row.id === byEmail.data._id)).toMatchObject({ kind: 'Erasure', state: 'Completed', outcome: 'Erased [erased] and told [erased]' })
  })
})

describe('the breach register', () => {
  it('records a breach with its 72-hour deadline, marks the Commission notified and the people told once each, in the audit log', async () => {
    const admin = await createAdmin(db)
    const foundAt = new Date(Date.now() - 41 * HOUR_MS)
    const { data } = await recordBreach({ actor: admin, input: parseBreach({ foundAt: foundAt.toISOString(), summary: 'A laptop was stolen', dataAffected: 'Patients’ names and emails', peopleAffected: 12 }) })
    expect(new Date(data.notifyBy).getTime() - new Date(data.foundAt).getTime()).toBe(72 * HOUR_MS)
    expect(data).toMatchObject({ peopleAffected: 12, commissionNotifiedAt: null, peopleToldAt: null, state: 'Open', recordedBy: admin.fullName })

    const notified = await updateBreach({ actor: admin, input: { id: data._id, mark: 'commission-notified' } })
    expect(notified.data.commissionNotifiedAt).not.toBeNull()
    await expect(updateBreach({ actor: admin, input: { id: data._id, mark: 'commission-notified' } })).rejects.toMatchObject({ code: 'CONFLICT' })
    const told = await updateBreach({ actor: admin, input: { id: data._id, mark: 'people-told' } })
    expect(told.data.peopleToldAt).not.toBeNull()
    expect(told.data.commissionNotifiedAt).toBe(notified.data.commissionNotifiedAt)
    const closed = await updateBreach({ actor: admin, input: { id: data._id, mark: 'closed' } })
    expect(closed.data.state).toBe('Closed')
    await expect(updateBreach({ actor: admin, input: { id: crypto.randomUUID(), mark: 'closed' } })).rejects.toMatchObject({ code: 'NOT_FOUND' })

    const audit = await db.auditLog.findMany({ where: { targetId: data._id }, orderBy: { createdAt: 'asc' }, select: { action: true } })
    expect(audit.map((entry) => entry.action)).toEqual(['breach.record', 'breach.update', 'breach.update', 'breach.update'])
    expect((await listBreaches(admin)).some((breach) => breach._id === data._id)).toBe(true)
  })

  it('never holds a negative count of people, in the database too', async () => {
    expect(recordBreachSchema.safeParse({ summary: 'x', dataAffected: 'y', peopleAffected: -1 }).success).toBe(false)
    const admin = await createAdmin(db)
    const { data } = await recordBreach({ actor: admin, input: parseBreach({ summary: 'Wrong email sent', dataAffected: 'One session time', peopleAffected: 1 }) })
    await expect(db.breach.update({ where: { id: data._id }, data: { peopleAffected: -1 } })).rejects.toThrow()
  })

  it('is for Admins only: a Manager is refused by every use case', async () => {
    const manager = await createManager(db)
    await expect(listBreaches(manager)).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(listDataRequests(manager)).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(recordBreach({ actor: manager, input: parseBreach({ summary: 'x', dataAffected: 'y', peopleAffected: 0 }) })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(recordDataRequest({ actor: manager, input: parseRequest({ kind: 'Access', channel: 'Email', contact: 'x' }) })).rejects.toMatchObject({ code: 'FORBIDDEN' })
  })
})

describe('GET and POST /api/v1/admin/data-requests and /api/v1/admin/breaches', () => {
  const context = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) })
  const call = (handler: (request: NextRequest, ctx: ReturnType<typeof context>) => Promise<Response>, url: string, token: string | null, body?: unknown, method = body === undefined ? 'GET' : 'POST', params: Record<string, string> = {}) => {
    request.authorization = token ? `Bearer ${token}` : null
    const headers: Record<string, string> = { ...(request.authorization ? { authorization: request.authorization } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) }
    return handler(new NextRequest(`http://localhost${url}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }), context(params))
  }
  const REQUEST = { kind: 'Objection', channel: 'Email', contact: 'Bola <bola@example.test>', details: 'Objects to marketing' }
  const BREACH = { summary: 'Misdirected email', dataAffected: 'A session time', peopleAffected: 1 }

  it('answer 401 without a session and 403 to a manager, a therapist or a patient; nothing is written', async () => {
    const others = [await createManager(db), await createTherapist(db), await createPatient(db)]
    for (const [handler, url, body] of [[getRequests, '/api/v1/admin/data-requests'], [postRequest, '/api/v1/admin/data-requests', REQUEST], [getBreaches, '/api/v1/admin/breaches'], [postBreach, '/api/v1/admin/breaches', BREACH]] as const) {
      expect((await call(handler, url, null, body)).status, url).toBe(401)
      for (const user of others) expect((await call(handler, url, await createSessionToken(user), body)).status, `${url} ${user.role}`).toBe(403)
    }
    expect(await db.auditLog.count({ where: { actorId: { in: others.map((user) => user.id) }, action: { in: ['data-request.record', 'breach.record'] } } })).toBe(0)
  })

  it('let an admin record (201) and read (200) both registers, and change them with PATCH', async () => {
    const token = await createSessionToken(await createAdmin(db))
    const created = await call(postRequest, '/api/v1/admin/data-requests', token, REQUEST)
    expect(created.status).toBe(201)
    const request1 = ((await created.json()) as { data: { _id: string; dueAt: string; state: string } }).data
    expect(request1.state).toBe('Open')
    const list = await call(getRequests, '/api/v1/admin/data-requests?state=Open', token)
    expect(list.status).toBe(200)
    expect(((await list.json()) as { data: { _id: string }[] }).data.some((row) => row._id === request1._id)).toBe(true)
    expect((await call(getRequests, '/api/v1/admin/data-requests?state=Lost', token)).status).toBe(400)

    const closed = await call(patchRequest, `/api/v1/admin/data-requests/${request1._id}`, token, { state: 'Completed', outcome: 'Unsubscribed' }, 'PATCH', { id: request1._id })
    expect(closed.status).toBe(200)
    expect(((await closed.json()) as { data: { state: string } }).data.state).toBe('Completed')
    const unknown = crypto.randomUUID()
    expect((await call(patchRequest, `/api/v1/admin/data-requests/${unknown}`, token, { state: 'InProgress' }, 'PATCH', { id: unknown })).status).toBe(404)

    const breach = await call(postBreach, '/api/v1/admin/breaches', token, BREACH)
    expect(breach.status).toBe(201)
    const breachRow = ((await breach.json()) as { data: { _id: string } }).data
    expect((await call(getBreaches, '/api/v1/admin/breaches', token)).status).toBe(200)
    const marked = await call(patchBreach, `/api/v1/admin/breaches/${breachRow._id}`, token, { mark: 'commission-notified' }, 'PATCH', { id: breachRow._id })
    expect(marked.status).toBe(200)
    expect((await call(patchBreach, `/api/v1/admin/breaches/${breachRow._id}`, token, { mark: 'commission-notified' }, 'PATCH', { id: breachRow._id })).status).toBe(409)
  })

  it('answer 400 with the fields in error', async () => {
    const token = await createSessionToken(await createAdmin(db))
    const badRequest = await call(postRequest, '/api/v1/admin/data-requests', token, { kind: 'Deletion', channel: 'SelfService', contact: '', receivedAt: '2999-01-01T10:00:00Z' })
    expect(badRequest.status).toBe(400)
    const errors = ((await badRequest.json()) as { errors: Record<string, string[]> }).errors
    expect(Object.keys(errors).sort()).toEqual(['channel', 'contact', 'kind', 'receivedAt'])
    expect(errors.receivedAt).toEqual(['This cannot be in the future'])
    const badBreach = await call(postBreach, '/api/v1/admin/breaches', token, { summary: ' ', dataAffected: 'x', peopleAffected: -2, foundAt: 'yesterday' })
    expect(badBreach.status).toBe(400)
    expect(Object.keys(((await badBreach.json()) as { errors: Record<string, string[]> }).errors).sort()).toEqual(['foundAt', 'peopleAffected', 'summary'])
    const unclosed = crypto.randomUUID()
    const noOutcome = await call(patchRequest, `/api/v1/admin/data-requests/${unclosed}`, token, { state: 'Refused' }, 'PATCH', { id: unclosed })
    expect(noOutcome.status).toBe(400)
    expect(Object.keys(((await noOutcome.json()) as { errors: Record<string, string[]> }).errors)).toEqual(['outcome'])
  })
})
