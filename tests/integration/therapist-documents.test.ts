import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { uploadDocumentAction } from '@/app/therapist-dashboard/therapist-not-verified/actions'
import TherapistNotVerifiedPage from '@/app/therapist-dashboard/therapist-not-verified/page'
import { POST as addCac } from '@/app/api/v1/therapist/document/add-cac/route'
import { POST as addCertificates } from '@/app/api/v1/therapist/document/add-certificates/route'
import { POST as addLogo } from '@/app/api/v1/therapist/document/add-logo/route'
import { GET as getDocuments } from '@/app/api/v1/therapist/document/get-documents/route'
import { createSessionToken, sessionCookie } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { uploadDocument } from '@/lib/server/therapists/documents/upload-document'
import { documentAlreadyApproved, documentUploaded, type DocumentField } from '@/lib/validation/therapist-documents'
import { DOCUMENT_WRONG_TYPE, NO_FILE_SELECTED } from '@/lib/validation/uploads'
import { createAdmin, createPatient, createTherapist } from '../fixtures/factories'
import { SVG_WITH_SCRIPT, jpegBytes, pngBytes } from '../fixtures/hostile-files'
import { setUpTemporaryUploadDir } from '../support/upload-dir'

// Outside Next: the session comes from a stand-in for the request headers and cookies, and
// connection() has nothing to wait for. Postgres, sharp and the disk are real.
const request = vi.hoisted(() => ({ authorization: null as string | null, cookies: new Map<string, string>() }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.authorization ? { authorization: request.authorization } : {}),
  cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined) }),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

const uploads = setUpTemporaryUploadDir()

beforeEach(() => {
  request.authorization = null
  request.cookies = new Map()
})

const context = { params: Promise.resolve({}) }
const ROUTES = { certificate: addCertificates, cacDocument: addCac, logo: addLogo } as const
const PATHS = { certificate: 'add-certificates', cacDocument: 'add-cac', logo: 'add-logo' } as const

function fileForm(field: string, bytes: Buffer, name = 'document.jpg', type = 'image/jpeg'): FormData {
  const form = new FormData()
  form.append(field, new File([new Uint8Array(bytes)], name, { type }))
  return form
}

function call(path: string, method: 'GET' | 'POST', token: string | null, form?: FormData) {
  request.authorization = token ? `Bearer ${token}` : null
  return new NextRequest(new URL(`/api/v1/therapist/document/${path}`, 'http://localhost'), {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  })
}

async function upload(field: DocumentField, token: string | null, bytes?: Buffer) {
  return ROUTES[field](call(PATHS[field], 'POST', token, fileForm(field, bytes ?? (await jpegBytes()))), context)
}

async function documentsOf(token: string) {
  const response = await getDocuments(call('get-documents', 'GET', token), context)
  expect(response.status).toBe(200)
  return (await response.json()).data
}

async function unverifiedTherapist() {
  const therapist = await createTherapist(db, { isVerified: false })
  return { therapist, token: await createSessionToken(therapist) }
}

const storedFilesOf = (uploadedById: string) => db.storedFile.findMany({ where: { uploadedById } })

describe('therapist documents: upload and list', () => {
  it('starts with no documents', async () => {
    const { token } = await unverifiedTherapist()
    expect(await documentsOf(token)).toEqual({ cacDocument: null, certificates: null, logo: null })
  })

  it('takes the three documents in their spec 7 fields and lists each as a private, pending file', async () => {
    const { therapist, token } = await unverifiedTherapist()
    for (const field of ['certificate', 'cacDocument', 'logo'] as const) {
      const response = await upload(field, token, field === 'logo' ? await pngBytes() : undefined)
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({ message: documentUploaded(field) })
    }
    const data = await documentsOf(token)
    const rows = await db.therapistDocument.findMany({ where: { therapistId: therapist.id }, include: { file: true } })
    expect(rows).toHaveLength(3)
    for (const [key, kind] of [['certificates', 'Certificate'], ['cacDocument', 'CacDocument'], ['logo', 'Logo']] as const) {
      const row = rows.find((candidate) => candidate.kind === kind)!
      expect(data[key]).toEqual({ _id: row.id, url: `/api/files/${row.fileId}`, reviewState: 'Pending', declineReason: null, createdAt: row.createdAt.toISOString() })
      expect(row.file).toMatchObject({ visibility: 'Private', url: null, uploadedById: therapist.id })
    }
  })

  it('shows a therapist only their own documents', async () => {
    const mine = await unverifiedTherapist()
    const theirs = await unverifiedTherapist()
    await upload('certificate', mine.token)
    expect((await documentsOf(theirs.token)).certificates).toBeNull()
  })

  it('works for a verified therapist too', async () => {
    const therapist = await createTherapist(db, { isVerified: true })
    expect((await upload('logo', await createSessionToken(therapist))).status).toBe(201)
  })

  it('refuses a missing file and an SVG with the spec\'s messages, storing nothing', async () => {
    const { therapist, token } = await unverifiedTherapist()
    const empty = await addCertificates(call('add-certificates', 'POST', token, fileForm('wrongField', await jpegBytes())), context)
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ message: NO_FILE_SELECTED, errors: { certificate: [NO_FILE_SELECTED] } })

    const svg = await upload('cacDocument', token, SVG_WITH_SCRIPT)
    expect(svg.status).toBe(400)
    expect(await svg.json()).toEqual({ message: DOCUMENT_WRONG_TYPE, errors: { cacDocument: [DOCUMENT_WRONG_TYPE] } })
    expect(await db.therapistDocument.count({ where: { therapistId: therapist.id } })).toBe(0)
    expect(await storedFilesOf(therapist.id)).toHaveLength(0)
  })
})

describe('therapist documents: one current document per kind', () => {
  it('replaces a document still awaiting review: new pending row, old row and stored file gone', async () => {
    const { therapist, token } = await unverifiedTherapist()
    await upload('certificate', token)
    const old = await db.therapistDocument.findFirstOrThrow({ where: { therapistId: therapist.id }, include: { file: true } })
    expect(old.reviewState).toBe('Pending')

    const again = await upload('certificate', token, await pngBytes())
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual({ message: documentUploaded('certificate') })
    const current = await db.therapistDocument.findFirstOrThrow({ where: { therapistId: therapist.id }, include: { file: true } })
    expect(current).toMatchObject({ kind: 'Certificate', reviewState: 'Pending' })
    expect(current.id).not.toBe(old.id)
    expect(current.file.contentType).toBe('image/png')
    // The old document's row and bytes are gone: one current document, one stored file.
    expect(await db.therapistDocument.findUnique({ where: { id: old.id } })).toBeNull()
    expect(await db.storedFile.findUnique({ where: { id: old.fileId } })).toBeNull()
    expect(await storedFilesOf(therapist.id)).toHaveLength(1)
    const names = await uploads.storedNames()
    expect(names).not.toContain(old.file.storageKey)
    expect(names).toContain(current.file.storageKey)
    // Spec 3's answer keeps its shape: one object (or null) per kind.
    const listed = await documentsOf(token)
    expect(Object.keys(listed).sort()).toEqual(['cacDocument', 'certificates', 'logo'])
    expect(listed).toMatchObject({ certificates: { _id: current.id, reviewState: 'Pending', url: `/api/files/${current.fileId}` }, cacDocument: null, logo: null })
  })

  it('refuses to replace an approved document (409), keeping it and storing nothing new', async () => {
    const { therapist, token } = await unverifiedTherapist()
    await upload('logo', token)
    await db.therapistDocument.updateMany({ where: { therapistId: therapist.id }, data: { reviewState: 'Approved', reviewedAt: new Date() } })
    const approved = await db.therapistDocument.findFirstOrThrow({ where: { therapistId: therapist.id } })
    const namesBefore = await uploads.storedNames()

    const again = await upload('logo', token)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: documentAlreadyApproved('logo'), errors: { logo: [documentAlreadyApproved('logo')] } })
    expect(await db.therapistDocument.findMany({ where: { therapistId: therapist.id }, select: { id: true, reviewState: true } })).toEqual([
      { id: approved.id, reviewState: 'Approved' },
    ])
    expect(await storedFilesOf(therapist.id)).toHaveLength(1)
    expect(await uploads.storedNames()).toEqual(namesBefore)
    // The page's server action says the same.
    request.cookies = new Map([[sessionCookie().name, token]])
    const form = new FormData()
    form.append('field', 'logo')
    form.append('logo', new File([new Uint8Array(await jpegBytes())], 'logo.jpg', { type: 'image/jpeg' }))
    expect(await uploadDocumentAction(form)).toMatchObject({ ok: false, message: documentAlreadyApproved('logo') })
  })

  it('shows a declined document\'s reason, then replaces it: new pending row, old row and file gone', async () => {
    const { therapist, token } = await unverifiedTherapist()
    const admin = await createAdmin(db)
    await upload('cacDocument', token)
    const old = await db.therapistDocument.findFirstOrThrow({ where: { therapistId: therapist.id }, include: { file: true } })
    await db.therapistDocument.update({
      where: { id: old.id },
      data: { reviewState: 'Declined', declineReason: 'The CAC number is unreadable.', reviewedById: admin.id, reviewedAt: new Date() },
    })
    expect((await documentsOf(token)).cacDocument).toMatchObject({ _id: old.id, reviewState: 'Declined', declineReason: 'The CAC number is unreadable.' })

    const response = await upload('cacDocument', token, await pngBytes())
    expect(response.status).toBe(201)
    const current = await db.therapistDocument.findFirstOrThrow({ where: { therapistId: therapist.id }, include: { file: true } })
    expect(current).toMatchObject({ kind: 'CacDocument', reviewState: 'Pending', declineReason: null, reviewedById: null })
    expect(current.id).not.toBe(old.id)
    expect(await db.therapistDocument.findUnique({ where: { id: old.id } })).toBeNull()
    expect(await db.storedFile.findUnique({ where: { id: old.fileId } })).toBeNull()
    const names = await uploads.storedNames()
    expect(names).not.toContain(old.file.storageKey)
    expect(names).toContain(current.file.storageKey)
    expect((await documentsOf(token)).cacDocument).toMatchObject({ _id: current.id, reviewState: 'Pending', declineReason: null })
  })

  it('keeps one document and one stored file when the same upload is submitted twice at once', async () => {
    const { therapist } = await unverifiedTherapist()
    const [first, second] = await Promise.all([jpegBytes(), jpegBytes({ width: 70, height: 40 })])
    const results = await Promise.allSettled([
      uploadDocument({ therapistId: therapist.id, field: 'certificate', bytes: first }),
      uploadDocument({ therapistId: therapist.id, field: 'certificate', bytes: second }),
    ])
    // They queue on the profile lock: the second replaces the first (still pending), nothing orphaned.
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled'])
    expect(await db.therapistDocument.count({ where: { therapistId: therapist.id } })).toBe(1)
    const [current] = await db.therapistDocument.findMany({ where: { therapistId: therapist.id }, select: { fileId: true } })
    expect((await storedFilesOf(therapist.id)).map((file) => file.id)).toEqual([current!.fileId])
  })

  it('refuses a replacement racing an approval that committed first', async () => {
    const { therapist, token } = await unverifiedTherapist()
    await upload('cacDocument', token)
    const pending = await db.therapistDocument.findFirstOrThrow({ where: { therapistId: therapist.id } })
    // The admin's review holds the profile lock and approves; the upload waits, then sees Approved.
    const review = db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "userId" FROM "TherapistProfile" WHERE "userId" = ${therapist.id}::uuid FOR UPDATE`
      await new Promise((resolve) => setTimeout(resolve, 300))
      await tx.therapistDocument.update({ where: { id: pending.id }, data: { reviewState: 'Approved', reviewedAt: new Date() } })
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const replacing = uploadDocument({ therapistId: therapist.id, field: 'cacDocument', bytes: await pngBytes() })
    await review
    await expect(replacing).rejects.toMatchObject({ code: 'CONFLICT', message: documentAlreadyApproved('cacDocument') })
    expect(await db.therapistDocument.findMany({ where: { therapistId: therapist.id }, select: { id: true, reviewState: true } })).toEqual([
      { id: pending.id, reviewState: 'Approved' },
    ])
    expect((await storedFilesOf(therapist.id)).map((file) => file.id)).toEqual([pending.fileId])
  })

  it('holds the rule in the database too: a second row of one kind is refused', async () => {
    const { therapist } = await unverifiedTherapist()
    await uploadDocument({ therapistId: therapist.id, field: 'logo', bytes: await jpegBytes() })
    const file = await db.storedFile.create({ data: { storageKey: `${crypto.randomUUID().replaceAll('-', '')}.jpg`, contentType: 'image/jpeg', byteSize: 1, visibility: 'Private' } })
    await expect(db.therapistDocument.create({ data: { therapistId: therapist.id, kind: 'Logo', fileId: file.id } })).rejects.toThrow()
  })
})

describe('therapist documents: who may call', () => {
  it('answers 401 to a visitor and 403 to a patient and an admin', async () => {
    const patientToken = await createSessionToken(await createPatient(db))
    const adminToken = await createSessionToken(await createAdmin(db))
    expect((await upload('certificate', null)).status).toBe(401)
    expect((await getDocuments(call('get-documents', 'GET', null), context)).status).toBe(401)
    for (const token of [patientToken, adminToken]) {
      expect((await upload('logo', token)).status).toBe(403)
      expect((await getDocuments(call('get-documents', 'GET', token), context)).status).toBe(403)
    }
  })
})

describe('the not-verified page and its upload action', () => {
  function asBrowser(token: string) {
    request.authorization = null
    request.cookies = new Map([[sessionCookie().name, token]])
  }

  it('uploads through the dialog\'s server action and refuses an unknown field', async () => {
    const { therapist, token } = await unverifiedTherapist()
    asBrowser(token)
    const form = fileForm('certificate', await jpegBytes())
    form.append('field', 'certificate')
    expect(await uploadDocumentAction(form)).toEqual({ ok: true, message: documentUploaded('certificate') })
    expect(await db.therapistDocument.count({ where: { therapistId: therapist.id, kind: 'Certificate' } })).toBe(1)

    const bogus = fileForm('profilePhoto', await jpegBytes())
    bogus.append('field', 'profilePhoto')
    expect(await uploadDocumentAction(bogus)).toMatchObject({ ok: false, fieldErrors: { field: ['Unknown document.'] } })
  })

  it('refuses the action to a patient', async () => {
    asBrowser(await createSessionToken(await createPatient(db)))
    const form = fileForm('logo', await jpegBytes())
    form.append('field', 'logo')
    expect(await uploadDocumentAction(form)).toEqual({ ok: false, code: 'FORBIDDEN', message: 'You are not allowed to do this.' })
  })

  it('sends a verified therapist to the dashboard', async () => {
    asBrowser(await createSessionToken(await createTherapist(db, { isVerified: true })))
    const error = await TherapistNotVerifiedPage().then(() => null, (e: unknown) => e as { digest?: string })
    expect(error?.digest).toMatch(/^NEXT_REDIRECT;[a-z]+;\/therapist-dashboard;/)
  })

  it('renders for an unverified therapist', async () => {
    asBrowser((await unverifiedTherapist()).token)
    expect(await TherapistNotVerifiedPage()).toBeTruthy()
  })
})
