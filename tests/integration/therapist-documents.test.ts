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
import {
  DOCUMENT_TO_REPLACE_GONE,
  MAX_DOCUMENTS,
  documentAlreadyApproved,
  documentUploaded,
  tooManyDocuments,
  type DocumentField,
} from '@/lib/validation/therapist-documents'
import { DOCUMENT_WRONG_TYPE, NO_FILE_SELECTED } from '@/lib/validation/uploads'
import { createAdmin, createPatient, createTherapist } from '../fixtures/factories'
import { SVG_WITH_SCRIPT, jpegBytes, pngBytes } from '../fixtures/hostile-files'
import { buttons, renderHtml, visibleText } from '../support/render-html'
import { setUpTemporaryUploadDir } from '../support/upload-dir'

// Outside Next: the session comes from a stand-in for the request headers and cookies, and
// connection() has nothing to wait for. Postgres, sharp and the disk are real.
const request = vi.hoisted(() => ({ authorization: null as string | null, cookies: new Map<string, string>() }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.authorization ? { authorization: request.authorization } : {}),
  cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined) }),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
// The page's upload buttons are a client island that refreshes through the router; there is none here.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ refresh: () => {}, push: () => {}, replace: () => {}, back: () => {}, forward: () => {}, prefetch: () => {} }),
}))

const uploads = setUpTemporaryUploadDir()

beforeEach(() => {
  request.authorization = null
  request.cookies = new Map()
})

const context = { params: Promise.resolve({}) }
const ROUTES = { certificate: addCertificates, cacDocument: addCac, logo: addLogo } as const
const PATHS = { certificate: 'add-certificates', cacDocument: 'add-cac', logo: 'add-logo' } as const

function fileForm(field: string, bytes: Buffer, { replaces }: { replaces?: string } = {}): FormData {
  const form = new FormData()
  form.append(field, new File([new Uint8Array(bytes)], 'document.jpg', { type: 'image/jpeg' }))
  if (replaces !== undefined) form.append('replaces', replaces)
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

async function upload(field: DocumentField, token: string | null, bytes?: Buffer, options: { replaces?: string } = {}) {
  return ROUTES[field](call(PATHS[field], 'POST', token, fileForm(field, bytes ?? (await jpegBytes()), options)), context)
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
const documentRows = (therapistId: string, kind?: 'Certificate' | 'CacDocument' | 'Logo') =>
  db.therapistDocument.findMany({ where: { therapistId, kind }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { file: true } })

describe('therapist documents: upload and list', () => {
  it('starts with no documents', async () => {
    const { token } = await unverifiedTherapist()
    expect(await documentsOf(token)).toEqual({ cacDocument: null, certificates: [], logo: null })
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
    const shown = (kind: string) => {
      const row = rows.find((candidate) => candidate.kind === kind)!
      expect(row.file).toMatchObject({ visibility: 'Private', url: null, uploadedById: therapist.id })
      return { _id: row.id, url: `/api/files/${row.fileId}`, reviewState: 'Pending', declineReason: null, createdAt: row.createdAt.toISOString() }
    }
    // Certificates are a list; the CAC document and the logo are one each.
    expect(data).toEqual({ certificates: [shown('Certificate')], cacDocument: shown('CacDocument'), logo: shown('Logo') })
  })

  it('shows a therapist only their own documents', async () => {
    const mine = await unverifiedTherapist()
    const theirs = await unverifiedTherapist()
    await upload('certificate', mine.token)
    expect((await documentsOf(theirs.token)).certificates).toEqual([])
    expect((await documentsOf(mine.token)).certificates).toHaveLength(1)
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

describe('therapist documents: several certificates, each on its own', () => {
  it('adds each certificate beside the others, oldest first, each pending on its own', async () => {
    const { therapist, token } = await unverifiedTherapist()
    for (const bytes of [await jpegBytes(), await pngBytes()]) {
      const response = await upload('certificate', token, bytes)
      expect(response.status).toBe(201)
      expect(await response.json()).toEqual({ message: documentUploaded('certificate') })
    }
    const rows = await documentRows(therapist.id, 'Certificate')
    expect(rows).toHaveLength(2)
    const listed = (await documentsOf(token)).certificates
    expect(listed.map((document: { _id: string }) => document._id)).toEqual(rows.map((row) => row.id))
    expect(listed.map((document: { reviewState: string }) => document.reviewState)).toEqual(['Pending', 'Pending'])
    expect(await storedFilesOf(therapist.id)).toHaveLength(2)
  })

  it(`refuses a certificate past ${MAX_DOCUMENTS.certificate} (409), storing nothing; a replacement still goes through`, async () => {
    const { therapist, token } = await unverifiedTherapist()
    for (let i = 0; i < MAX_DOCUMENTS.certificate; i++) await uploadDocument({ therapistId: therapist.id, field: 'certificate', bytes: await jpegBytes() })
    const namesBefore = await uploads.storedNames()
    const refused = await upload('certificate', token)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ message: tooManyDocuments('certificate'), errors: { certificate: [tooManyDocuments('certificate')] } })
    expect(await documentRows(therapist.id)).toHaveLength(MAX_DOCUMENTS.certificate)
    expect(await uploads.storedNames()).toEqual(namesBefore)

    const [first] = await documentRows(therapist.id)
    expect((await upload('certificate', token, await pngBytes(), { replaces: first!.id })).status).toBe(201)
    expect(await documentRows(therapist.id)).toHaveLength(MAX_DOCUMENTS.certificate)
  })

  it('replaces the one certificate it names: new pending row, its old row and stored file gone, the others untouched', async () => {
    const { therapist, token } = await unverifiedTherapist()
    const admin = await createAdmin(db)
    await upload('certificate', token)
    await upload('certificate', token)
    const [kept, wrong] = await documentRows(therapist.id)
    await db.therapistDocument.update({ where: { id: kept!.id }, data: { reviewState: 'Approved', reviewedById: admin.id, reviewedAt: new Date() } })
    await db.therapistDocument.update({ where: { id: wrong!.id }, data: { reviewState: 'Declined', declineReason: 'This is a receipt, not a certificate.', reviewedById: admin.id, reviewedAt: new Date() } })
    expect((await documentsOf(token)).certificates).toMatchObject([
      { _id: kept!.id, reviewState: 'Approved', declineReason: null },
      { _id: wrong!.id, reviewState: 'Declined', declineReason: 'This is a receipt, not a certificate.' },
    ])

    const response = await upload('certificate', token, await pngBytes(), { replaces: wrong!.id })
    expect(response.status).toBe(201)
    const rows = await documentRows(therapist.id)
    expect(rows.map((row) => row.id)).toHaveLength(2)
    expect(rows.find((row) => row.id === kept!.id)).toMatchObject({ reviewState: 'Approved', fileId: kept!.fileId })
    const fresh = rows.find((row) => row.id !== kept!.id)!
    expect(fresh).toMatchObject({ kind: 'Certificate', reviewState: 'Pending', declineReason: null, reviewedById: null })
    expect(fresh.file.contentType).toBe('image/png')
    expect(await db.storedFile.findUnique({ where: { id: wrong!.fileId } })).toBeNull()
    const names = await uploads.storedNames()
    expect(names).not.toContain(wrong!.file.storageKey)
    expect(names).toEqual(expect.arrayContaining([kept!.file.storageKey, fresh.file.storageKey]))
  })

  it('refuses to replace an approved certificate (409) and names a gone or foreign one as gone (404)', async () => {
    const { therapist, token } = await unverifiedTherapist()
    const other = await unverifiedTherapist()
    await upload('certificate', token)
    await upload('certificate', other.token)
    const [approved] = await documentRows(therapist.id)
    const [theirs] = await documentRows(other.therapist.id)
    await db.therapistDocument.update({ where: { id: approved!.id }, data: { reviewState: 'Approved', reviewedAt: new Date() } })
    const namesBefore = await uploads.storedNames()

    const overApproved = await upload('certificate', token, undefined, { replaces: approved!.id })
    expect(overApproved.status).toBe(409)
    expect(await overApproved.json()).toEqual({ message: documentAlreadyApproved('certificate'), errors: { certificate: [documentAlreadyApproved('certificate')] } })
    for (const replaces of [theirs!.id, crypto.randomUUID()]) {
      const gone = await upload('certificate', token, undefined, { replaces })
      expect(gone.status).toBe(404)
      expect(await gone.json()).toEqual({ message: DOCUMENT_TO_REPLACE_GONE, errors: { certificate: [DOCUMENT_TO_REPLACE_GONE] } })
    }
    // An id of another kind is not a certificate of this therapist either.
    await upload('logo', token)
    const [logo] = await documentRows(therapist.id, 'Logo')
    expect((await upload('certificate', token, undefined, { replaces: logo!.id })).status).toBe(404)
    expect((await upload('certificate', token, undefined, { replaces: 'not-an-id' })).status).toBe(400)

    expect((await documentRows(therapist.id)).map((row) => [row.kind, row.reviewState])).toEqual([['Certificate', 'Approved'], ['Logo', 'Pending']])
    expect((await documentRows(other.therapist.id)).map((row) => row.id)).toEqual([theirs!.id])
    expect((await uploads.storedNames()).length).toBe(namesBefore.length + 1)
  })

  it('adds both certificates when two are submitted at once (they queue on the profile lock)', async () => {
    const { therapist } = await unverifiedTherapist()
    const [first, second] = await Promise.all([jpegBytes(), jpegBytes({ width: 70, height: 40 })])
    await Promise.all([
      uploadDocument({ therapistId: therapist.id, field: 'certificate', bytes: first }),
      uploadDocument({ therapistId: therapist.id, field: 'certificate', bytes: second }),
    ])
    const rows = await documentRows(therapist.id, 'Certificate')
    expect(rows).toHaveLength(2)
    expect((await storedFilesOf(therapist.id)).map((file) => file.id).sort()).toEqual(rows.map((row) => row.fileId).sort())
  })
})

describe('therapist documents: one CAC document and one logo', () => {
  it('replaces a CAC document still awaiting review: new pending row, old row and stored file gone', async () => {
    const { therapist, token } = await unverifiedTherapist()
    await upload('cacDocument', token)
    const [old] = await documentRows(therapist.id)
    expect(old!.reviewState).toBe('Pending')

    const again = await upload('cacDocument', token, await pngBytes())
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual({ message: documentUploaded('cacDocument') })
    const rows = await documentRows(therapist.id)
    expect(rows).toHaveLength(1)
    const current = rows[0]!
    expect(current).toMatchObject({ kind: 'CacDocument', reviewState: 'Pending' })
    expect(current.id).not.toBe(old!.id)
    expect(current.file.contentType).toBe('image/png')
    // The old document's row and bytes are gone: one current document, one stored file.
    expect(await db.storedFile.findUnique({ where: { id: old!.fileId } })).toBeNull()
    expect(await storedFilesOf(therapist.id)).toHaveLength(1)
    const names = await uploads.storedNames()
    expect(names).not.toContain(old!.file.storageKey)
    expect(names).toContain(current.file.storageKey)
    // Named by its id, the same replacement goes through too.
    expect((await upload('cacDocument', token, await jpegBytes(), { replaces: current.id })).status).toBe(201)
    const listed = await documentsOf(token)
    expect(Object.keys(listed).sort()).toEqual(['cacDocument', 'certificates', 'logo'])
    expect(listed).toMatchObject({ certificates: [], cacDocument: { reviewState: 'Pending' }, logo: null })
    expect(await documentRows(therapist.id)).toHaveLength(1)
  })

  it('refuses to replace an approved logo (409), keeping it and storing nothing new', async () => {
    const { therapist, token } = await unverifiedTherapist()
    await upload('logo', token)
    await db.therapistDocument.updateMany({ where: { therapistId: therapist.id }, data: { reviewState: 'Approved', reviewedAt: new Date() } })
    const [approved] = await documentRows(therapist.id)
    const namesBefore = await uploads.storedNames()

    const again = await upload('logo', token)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: documentAlreadyApproved('logo'), errors: { logo: [documentAlreadyApproved('logo')] } })
    expect((await documentRows(therapist.id)).map((row) => [row.id, row.reviewState])).toEqual([[approved!.id, 'Approved']])
    expect(await storedFilesOf(therapist.id)).toHaveLength(1)
    expect(await uploads.storedNames()).toEqual(namesBefore)
    // The page's server action says the same.
    request.cookies = new Map([[sessionCookie().name, token]])
    const form = fileForm('logo', await jpegBytes())
    form.append('field', 'logo')
    expect(await uploadDocumentAction(form)).toMatchObject({ ok: false, message: documentAlreadyApproved('logo') })
  })

  it("shows a declined document's reason, then replaces it: new pending row, old row and file gone", async () => {
    const { therapist, token } = await unverifiedTherapist()
    const admin = await createAdmin(db)
    await upload('cacDocument', token)
    const [old] = await documentRows(therapist.id)
    await db.therapistDocument.update({
      where: { id: old!.id },
      data: { reviewState: 'Declined', declineReason: 'The CAC number is unreadable.', reviewedById: admin.id, reviewedAt: new Date() },
    })
    expect((await documentsOf(token)).cacDocument).toMatchObject({ _id: old!.id, reviewState: 'Declined', declineReason: 'The CAC number is unreadable.' })

    const response = await upload('cacDocument', token, await pngBytes())
    expect(response.status).toBe(201)
    const [current] = await documentRows(therapist.id)
    expect(current).toMatchObject({ kind: 'CacDocument', reviewState: 'Pending', declineReason: null, reviewedById: null })
    expect(current!.id).not.toBe(old!.id)
    expect(await db.therapistDocument.findUnique({ where: { id: old!.id } })).toBeNull()
    expect(await db.storedFile.findUnique({ where: { id: old!.fileId } })).toBeNull()
    const names = await uploads.storedNames()
    expect(names).not.toContain(old!.file.storageKey)
    expect(names).toContain(current!.file.storageKey)
    expect((await documentsOf(token)).cacDocument).toMatchObject({ _id: current!.id, reviewState: 'Pending', declineReason: null })
  })

  it('keeps one logo and one stored file when the same upload is submitted twice at once', async () => {
    const { therapist } = await unverifiedTherapist()
    const [first, second] = await Promise.all([jpegBytes(), jpegBytes({ width: 70, height: 40 })])
    const results = await Promise.allSettled([
      uploadDocument({ therapistId: therapist.id, field: 'logo', bytes: first }),
      uploadDocument({ therapistId: therapist.id, field: 'logo', bytes: second }),
    ])
    // They queue on the profile lock: the second replaces the first (still pending), nothing orphaned.
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled'])
    const rows = await documentRows(therapist.id)
    expect(rows).toHaveLength(1)
    expect((await storedFilesOf(therapist.id)).map((file) => file.id)).toEqual([rows[0]!.fileId])
  })

  it('refuses a replacement racing an approval that committed first', async () => {
    const { therapist, token } = await unverifiedTherapist()
    await upload('cacDocument', token)
    const [pending] = await documentRows(therapist.id)
    // The admin's review holds the profile lock and approves; the upload waits, then sees Approved.
    const review = db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "userId" FROM "TherapistProfile" WHERE "userId" = ${therapist.id}::uuid FOR UPDATE`
      await new Promise((resolve) => setTimeout(resolve, 300))
      await tx.therapistDocument.update({ where: { id: pending!.id }, data: { reviewState: 'Approved', reviewedAt: new Date() } })
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const replacing = uploadDocument({ therapistId: therapist.id, field: 'cacDocument', bytes: await pngBytes() })
    await review
    await expect(replacing).rejects.toMatchObject({ code: 'CONFLICT', message: documentAlreadyApproved('cacDocument') })
    expect((await documentRows(therapist.id)).map((row) => [row.id, row.reviewState])).toEqual([[pending!.id, 'Approved']])
    expect((await storedFilesOf(therapist.id)).map((file) => file.id)).toEqual([pending!.fileId])
  })

  it('holds the rule in the database too: a second CAC document or logo is refused, a second certificate is not', async () => {
    const { therapist } = await unverifiedTherapist()
    for (const field of ['cacDocument', 'logo', 'certificate'] as const) await uploadDocument({ therapistId: therapist.id, field, bytes: await jpegBytes() })
    const file = () => db.storedFile.create({ data: { storageKey: `${crypto.randomUUID().replaceAll('-', '')}.jpg`, contentType: 'image/jpeg', byteSize: 1, visibility: 'Private' } })
    for (const kind of ['CacDocument', 'Logo'] as const) {
      await expect(db.therapistDocument.create({ data: { therapistId: therapist.id, kind, fileId: (await file()).id } })).rejects.toThrow()
    }
    await expect(db.therapistDocument.create({ data: { therapistId: therapist.id, kind: 'Certificate', fileId: (await file()).id } })).resolves.toMatchObject({ kind: 'Certificate' })
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

    // Replace names the certificate (the dialog sends its id), and adds nothing beside it.
    const [first] = await documentRows(therapist.id)
    const replacement = fileForm('certificate', await pngBytes(), { replaces: first!.id })
    replacement.append('field', 'certificate')
    expect(await uploadDocumentAction(replacement)).toEqual({ ok: true, message: documentUploaded('certificate') })
    const [current] = await documentRows(therapist.id)
    expect((await documentRows(therapist.id)).length).toBe(1)
    expect(current!.id).not.toBe(first!.id)

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

  it('shows an unverified therapist each document with its own state and the buttons it allows', async () => {
    const { therapist, token } = await unverifiedTherapist()
    asBrowser(token)
    const empty = await renderHtml(await TherapistNotVerifiedPage())
    expect(visibleText(empty)).toContain('Your account is not verified')
    expect(buttons(empty)).toEqual(
      expect.arrayContaining([
        { name: 'UPLOAD CERTIFICATE', disabled: false },
        { name: 'UPLOAD CAC DOCUMENT', disabled: false },
        { name: 'UPLOAD LOGO', disabled: false },
      ]),
    )

    // Three certificates (approved, declined, awaiting review) and an approved CAC document.
    for (let i = 0; i < 3; i++) await uploadDocument({ therapistId: therapist.id, field: 'certificate', bytes: await jpegBytes() })
    await uploadDocument({ therapistId: therapist.id, field: 'cacDocument', bytes: await jpegBytes() })
    const [approved, declined] = await documentRows(therapist.id, 'Certificate')
    await db.therapistDocument.update({ where: { id: approved!.id }, data: { reviewState: 'Approved', reviewedAt: new Date() } })
    await db.therapistDocument.update({ where: { id: declined!.id }, data: { reviewState: 'Declined', declineReason: 'Only the first page came through.', reviewedAt: new Date() } })
    await db.therapistDocument.updateMany({ where: { therapistId: therapist.id, kind: 'CacDocument' }, data: { reviewState: 'Approved', reviewedAt: new Date() } })

    const html = await renderHtml(await TherapistNotVerifiedPage())
    const text = visibleText(html)
    expect(text).toMatch(/Certificate 1 Approved .*Certificate 2 Declined .*Reason: Only the first page came through\. .*Certificate 3 Awaiting review/)
    expect(buttons(html)).toEqual([
      { name: 'Certificate 1 UPLOADED', disabled: true },
      { name: 'Upload again: Certificate 2', disabled: false },
      { name: 'Certificate 3 UPLOADED', disabled: true },
      { name: 'Replace Certificate 3', disabled: false },
      { name: 'UPLOAD ANOTHER CERTIFICATE', disabled: false },
      { name: 'CAC Document UPLOADED', disabled: true },
      { name: 'UPLOAD LOGO', disabled: false },
    ])

    // At the most certificates there may be, no button adds another; replacing is still offered.
    for (let i = 3; i < MAX_DOCUMENTS.certificate; i++) await uploadDocument({ therapistId: therapist.id, field: 'certificate', bytes: await jpegBytes() })
    const full = await renderHtml(await TherapistNotVerifiedPage())
    expect(buttons(full).map((button) => button.name)).not.toContain('UPLOAD ANOTHER CERTIFICATE')
    expect(buttons(full).map((button) => button.name)).toContain(`Replace Certificate ${MAX_DOCUMENTS.certificate}`)
    expect(visibleText(full)).toContain(`You have uploaded ${MAX_DOCUMENTS.certificate} certificates, the most there may be.`)
  })
})
