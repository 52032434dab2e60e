import type { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { blockUserAction, deleteUserAction, unblockUserAction } from '@/app/admin/applicationUser/[id]/actions'
import AdminUserPage from '@/app/admin/applicationUser/[id]/page'
import {
  approveDocumentAction,
  blockTherapistAction,
  declineDocumentAction,
  unblockTherapistAction,
  verifyTherapistAction,
} from '@/app/admin/therapist/[id]/actions'
import AdminTherapistPage from '@/app/admin/therapist/[id]/page'
import { PUT as approveDocumentRoute } from '@/app/api/v1/admin/admin-approve-document/[documentId]/route'
import { PUT as blockTherapistRoute } from '@/app/api/v1/admin/admin-block-therapist/[id]/route'
import { PUT as blockUserRoute } from '@/app/api/v1/admin/admin-block-user/[id]/route'
import { PUT as declineDocumentRoute } from '@/app/api/v1/admin/admin-decline-document/[documentId]/route'
import { DELETE as deleteUserRoute } from '@/app/api/v1/admin/admin-delete-user/[id]/route'
import { GET as documentsRoute } from '@/app/api/v1/admin/admin-get-therapist-documents/[id]/route'
import { PUT as unblockTherapistRoute } from '@/app/api/v1/admin/admin-unblock-therapist/[id]/route'
import { PUT as unblockUserRoute } from '@/app/api/v1/admin/admin-unblock-user/[id]/route'
import { PUT as verifyTherapistRoute } from '@/app/api/v1/admin/admin-verify-therapist/[id]/route'
import { GET as viewTherapistRoute } from '@/app/api/v1/admin/admin-view-therapist/[id]/route'
import { GET as viewUserRoute } from '@/app/api/v1/admin/admin-view-user/[id]/route'
import type { ActionResult } from '@/lib/action-result'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { ADMIN_ONLY } from '@/lib/validation/admin-people'
import { createAdmin, createManager, createPatient, createTherapist } from '../fixtures/factories'
import { buttons, renderHtml, visibleText } from '../support/render-html'
import { apiRequest, context, createDocuments } from './admin-people-support'

/*
 * Every admin call and action of the user and therapist pages refuses a
 * visitor (401), a patient and a therapist (403); the writes refuse a Manager too (decision 005), and
 * nothing changes. The reads let a Manager in. Postgres and the session checks are real; only Next's
 * request scope (headers, cookies, connection, cache) is stood in for.
 */
const request = vi.hoisted(() => ({ authorization: null as string | null }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.authorization ? { authorization: request.authorization } : {}),
  cookies: async () => ({ get: () => undefined }),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))
// The pages' buttons are client islands that refresh through the router; there is none outside Next.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ refresh: () => {}, push: () => {}, replace: () => {}, back: () => {}, forward: () => {}, prefetch: () => {} }),
}))

beforeEach(() => {
  request.authorization = null
})

/** The session reaches getCurrentUser through next/headers: the stand-in serves the same Bearer token. */
function api(path: string, method: string, options: { token?: string | null; json?: unknown } = {}) {
  request.authorization = options.token ? `Bearer ${options.token}` : null
  return apiRequest(path, method, options)
}

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>
type Role = 'visitor' | 'patient' | 'therapist' | 'manager'

/** Targets every refused call would change: an active and a blocked patient, an unverified therapist whose documents allow Verify, a blocked therapist. */
async function world() {
  const [patient, blockedPatient, therapist, blockedTherapist] = await Promise.all([
    createPatient(db),
    createPatient(db, { isBlocked: true }),
    createTherapist(db, { isVerified: false }),
    createTherapist(db, { isBlocked: true }),
  ])
  const documents = await createDocuments(therapist.id, { Certificate: 'Approved', CacDocument: 'Approved', Logo: 'Pending' })
  const callers = {
    visitor: null,
    patient: await createSessionToken(await createPatient(db)),
    therapist: await createSessionToken(await createTherapist(db)),
    manager: await createSessionToken(await createManager(db)),
  } satisfies Record<Role, string | null>
  return { patient, blockedPatient, therapist, blockedTherapist, logoId: documents.Logo!.id, callers }
}

type World = Awaited<ReturnType<typeof world>>

/** Every state a refused write could have touched, and every audit entry about the targets. */
async function snapshot(w: World) {
  const ids = [w.patient.id, w.blockedPatient.id, w.therapist.id, w.blockedTherapist.id]
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, fullName: true, isBlocked: true, erasedAt: true, sessionVersion: true }, orderBy: { id: 'asc' } })
  const profiles = await db.therapistProfile.findMany({ where: { userId: { in: ids } }, select: { userId: true, isVerified: true }, orderBy: { userId: 'asc' } })
  const documents = await db.therapistDocument.findMany({ where: { therapistId: w.therapist.id }, select: { id: true, reviewState: true, declineReason: true }, orderBy: { id: 'asc' } })
  const audit = await db.auditLog.count({ where: { targetId: { in: [...ids, w.logoId] } } })
  return { users, profiles, documents, audit }
}

const WRITE_ROUTES: { name: string; handler: Handler; method: string; path: (w: World) => string; params: (w: World) => Record<string, string>; json?: unknown }[] = [
  { name: 'PUT admin-verify-therapist', handler: verifyTherapistRoute, method: 'PUT', path: (w) => `admin-verify-therapist/${w.therapist.id}`, params: (w) => ({ id: w.therapist.id }) },
  { name: 'PUT admin-block-user', handler: blockUserRoute, method: 'PUT', path: (w) => `admin-block-user/${w.patient.id}`, params: (w) => ({ id: w.patient.id }) },
  { name: 'PUT admin-unblock-user', handler: unblockUserRoute, method: 'PUT', path: (w) => `admin-unblock-user/${w.blockedPatient.id}`, params: (w) => ({ id: w.blockedPatient.id }) },
  { name: 'PUT admin-block-therapist', handler: blockTherapistRoute, method: 'PUT', path: (w) => `admin-block-therapist/${w.therapist.id}`, params: (w) => ({ id: w.therapist.id }) },
  { name: 'PUT admin-unblock-therapist', handler: unblockTherapistRoute, method: 'PUT', path: (w) => `admin-unblock-therapist/${w.blockedTherapist.id}`, params: (w) => ({ id: w.blockedTherapist.id }) },
  { name: 'DELETE admin-delete-user', handler: deleteUserRoute, method: 'DELETE', path: (w) => `admin-delete-user/${w.patient.id}`, params: (w) => ({ id: w.patient.id }) },
  { name: 'PUT admin-approve-document', handler: approveDocumentRoute, method: 'PUT', path: (w) => `admin-approve-document/${w.logoId}`, params: (w) => ({ documentId: w.logoId }) },
  {
    name: 'PUT admin-decline-document', handler: declineDocumentRoute, method: 'PUT', path: (w) => `admin-decline-document/${w.logoId}`, params: (w) => ({ documentId: w.logoId }),
    json: { reason: 'The logo is blurred, please upload a sharper one.' },
  },
]

type Answer = { _id?: string; certificates?: unknown[]; cacDocument?: unknown; logo?: unknown }

/** Each read with what its answer must hold: the very person asked about. */
const READ_ROUTES: { name: string; handler: Handler; path: (w: World) => string; id: (w: World) => string; expectData: (data: Answer, w: World) => void }[] = [
  { name: 'GET admin-view-user', handler: viewUserRoute, path: (w) => `admin-view-user/${w.patient.id}`, id: (w) => w.patient.id, expectData: (data, w) => expect(data._id).toBe(w.patient.id) },
  { name: 'GET admin-view-therapist', handler: viewTherapistRoute, path: (w) => `admin-view-therapist/${w.therapist.id}`, id: (w) => w.therapist.id, expectData: (data, w) => expect(data._id).toBe(w.therapist.id) },
  {
    name: 'GET admin-get-therapist-documents', handler: documentsRoute, path: (w) => `admin-get-therapist-documents/${w.therapist.id}`, id: (w) => w.therapist.id,
    expectData: (data) => expect(data).toMatchObject({ certificates: [{ reviewState: 'Approved' }], cacDocument: { reviewState: 'Approved' }, logo: { reviewState: 'Pending' } }),
  },
]

const WRITE_ACTIONS: { name: string; run: (w: World) => Promise<ActionResult<unknown>> }[] = [
  { name: 'blockUserAction', run: (w) => blockUserAction({ userId: w.patient.id }) },
  { name: 'unblockUserAction', run: (w) => unblockUserAction({ userId: w.blockedPatient.id }) },
  { name: 'deleteUserAction', run: (w) => deleteUserAction({ userId: w.patient.id }) },
  { name: 'verifyTherapistAction', run: (w) => verifyTherapistAction({ therapistId: w.therapist.id }) },
  { name: 'blockTherapistAction', run: (w) => blockTherapistAction({ therapistId: w.therapist.id }) },
  { name: 'unblockTherapistAction', run: (w) => unblockTherapistAction({ therapistId: w.blockedTherapist.id }) },
  { name: 'approveDocumentAction', run: (w) => approveDocumentAction({ documentId: w.logoId }) },
  { name: 'declineDocumentAction', run: (w) => declineDocumentAction({ documentId: w.logoId, reason: 'The logo is blurred, please upload a sharper one.' }) },
]

const EXPECTED_STATUS: Record<Role, number> = { visitor: 401, patient: 403, therapist: 403, manager: 403 }
const ROLES: Role[] = ['visitor', 'patient', 'therapist', 'manager']

describe('admin people: every write call refuses visitors, patients, therapists and managers', () => {
  it.each(WRITE_ROUTES.map((route) => [route.name, route] as const))('%s', async (_, route) => {
    const w = await world()
    const before = await snapshot(w)
    for (const role of ROLES) {
      const response = await route.handler(api(route.path(w), route.method, { token: w.callers[role], json: route.json }), context(route.params(w)))
      expect({ role, status: response.status }).toEqual({ role, status: EXPECTED_STATUS[role] })
    }
    expect(await snapshot(w)).toEqual(before)
    // The same call from an admin goes through: the refusals above were about the caller.
    const admin = await createSessionToken(await createAdmin(db))
    const response = await route.handler(api(route.path(w), route.method, { token: admin, json: route.json }), context(route.params(w)))
    expect(response.status).toBe(200)
    expect(await snapshot(w)).not.toEqual(before)
  })
})

describe('admin people: every page action refuses visitors, patients, therapists and managers', () => {
  it.each(WRITE_ACTIONS.map((action) => [action.name, action] as const))('%s', async (_, action) => {
    const w = await world()
    const before = await snapshot(w)
    for (const role of ROLES) {
      request.authorization = w.callers[role] ? `Bearer ${w.callers[role]}` : null
      const result = await action.run(w)
      expect({ role, ok: result.ok, code: result.ok ? null : result.code }).toEqual({ role, ok: false, code: role === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN' })
    }
    expect(await snapshot(w)).toEqual(before)
    request.authorization = `Bearer ${await createSessionToken(await createAdmin(db))}`
    expect(await action.run(w)).toMatchObject({ ok: true })
    expect(await snapshot(w)).not.toEqual(before)
  })
})

describe('admin people: the reads', () => {
  it.each(READ_ROUTES.map((route) => [route.name, route] as const))('%s: 401 for visitors, 403 for patients and therapists, 200 for managers and admins', async (_, route) => {
    const w = await world()
    const admin = await createSessionToken(await createAdmin(db))
    for (const [token, status] of [[null, 401], [w.callers.patient, 403], [w.callers.therapist, 403], [w.callers.manager, 200], [admin, 200]] as const) {
      const response = await route.handler(api(route.path(w), 'GET', { token }), context({ id: route.id(w) }))
      expect(response.status).toBe(status)
      if (status === 200) route.expectData((await response.json()).data, w)
    }
  })

  it('answers 404 for an unknown or malformed id, and for a patient asked for as a therapist', async () => {
    const admin = await createSessionToken(await createAdmin(db))
    const patient = await createPatient(db)
    for (const [handler, path, id] of [
      [viewUserRoute, 'admin-view-user', '00000000-0000-4000-8000-000000000000'],
      [viewUserRoute, 'admin-view-user', 'not-a-uuid'],
      [viewTherapistRoute, 'admin-view-therapist', patient.id],
      [documentsRoute, 'admin-get-therapist-documents', patient.id],
      [documentsRoute, 'admin-get-therapist-documents', "1' OR '1'='1"],
    ] as const) {
      const response = await handler(api(`${path}/${encodeURIComponent(id)}`, 'GET', { token: admin }), context({ id }))
      expect(response.status).toBe(404)
    }
  })
})

describe('admin people: the use cases check the role themselves', () => {
  it('refuses a manager even when called directly (no route, no action)', async () => {
    const { verifyTherapist } = await import('@/lib/server/admin/therapists/verify-therapist')
    const { eraseUser } = await import('@/lib/server/admin/users/erase-user')
    const manager = await createManager(db)
    const therapist = await createTherapist(db, { isVerified: false })
    await createDocuments(therapist.id, { Certificate: 'Approved', CacDocument: 'Approved' })
    await expect(verifyTherapist({ actor: manager, therapistId: therapist.id })).rejects.toMatchObject({ code: 'FORBIDDEN', message: ADMIN_ONLY })
    await expect(eraseUser({ actor: manager, userId: (await createPatient(db)).id })).rejects.toMatchObject({ code: 'FORBIDDEN', message: ADMIN_ONLY })
    expect((await db.therapistProfile.findUniqueOrThrow({ where: { userId: therapist.id } })).isVerified).toBe(false)
  })
})

describe('admin people: the pages', () => {
  const redirectOf = async (page: Promise<unknown>) => String(((await page.then(() => null, (error: unknown) => error)) as { digest?: string } | null)?.digest)
  const userPage = (id: string) => AdminUserPage({ params: Promise.resolve({ id }) } as PageProps<'/admin/applicationUser/[id]'>)
  const therapistPage = (id: string) => AdminTherapistPage({ params: Promise.resolve({ id }) } as PageProps<'/admin/therapist/[id]'>)
  /** What the page shows the signed-in viewer: its text and the names of its buttons. */
  async function shown(page: Promise<React.ReactNode>) {
    const html = await renderHtml(await page)
    return { text: visibleText(html), buttons: buttons(html).map((button) => button.name) }
  }
  const ACTION = /Approve|Decline|Verify|Block|Unblock|Delete/

  it('send visitors to the login and patients and therapists to /unauthorized', async () => {
    const w = await world()
    for (const page of [() => userPage(w.patient.id), () => therapistPage(w.therapist.id)]) {
      request.authorization = null
      expect(await redirectOf(page())).toContain('/patient-login?redirect=%2Fadmin%2F')
      for (const token of [w.callers.patient, w.callers.therapist]) {
        request.authorization = `Bearer ${token}`
        expect(await redirectOf(page())).toContain('/unauthorized')
      }
    }
  })

  it('show a manager the person and the documents\' states without a single action button, and an admin every action', async () => {
    const w = await world()
    const admin = await createSessionToken(await createAdmin(db))

    request.authorization = `Bearer ${w.callers.manager}`
    const managerUser = await shown(userPage(w.patient.id))
    expect(managerUser.text).toContain(w.patient.fullName)
    expect(managerUser.text).toContain('Managers can view accounts. Only an admin can block, unblock or delete them.')
    expect(managerUser.buttons.filter((name) => ACTION.test(name))).toEqual([])
    const managerTherapist = await shown(therapistPage(w.therapist.id))
    expect(managerTherapist.text).toContain(w.therapist.fullName)
    expect(managerTherapist.text).toContain('Managers can view therapists and their documents. Only an admin can review documents, verify, block or unblock.')
    // The review states, but not the files (decision 005): no preview to open either.
    expect(managerTherapist.text).toMatch(/Certificate 1 Approved .*CAC Document Approved .*Logo Awaiting review/)
    expect(managerTherapist.text).toContain('Only admins can open verification documents.')
    expect(managerTherapist.buttons).toEqual([])

    request.authorization = `Bearer ${admin}`
    const adminUser = await shown(userPage(w.patient.id))
    expect(adminUser.buttons).toEqual(expect.arrayContaining(['Block User', 'Delete User']))
    const adminTherapist = await shown(therapistPage(w.therapist.id))
    expect(adminTherapist.buttons).toEqual(
      expect.arrayContaining([
        'Verify Therapist', 'Block Therapist', 'Delete User', 'View Certificate 1 larger', 'Decline Certificate 1', 'Decline CAC Document', 'Approve Logo', 'Decline Logo',
      ]),
    )
    expect(adminTherapist.text).not.toContain('Only admins can open verification documents.')
  })
})
