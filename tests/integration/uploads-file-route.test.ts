import { randomBytes, randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import sharp from 'sharp'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as fileRoute } from '@/app/api/files/[id]/route'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { storeImage } from '@/lib/server/uploads/store-upload'
import type { User } from '@/lib/generated/prisma/client'
import { createAdmin, createManager, createPatient, createTherapist } from '../fixtures/factories'
import { jpegBytes, pngBytes } from '../fixtures/hostile-files'
import { setUpTemporaryUploadDir } from '../support/upload-dir'

// Outside Next: the session comes from a stand-in for the request headers and connection() has
// nothing to wait for. The database, sharp and the disk are real.
const session = vi.hoisted(() => ({ token: null as string | null, reads: 0 }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => {
    session.reads += 1
    return new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {})
  },
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

setUpTemporaryUploadDir()

beforeEach(() => {
  session.token = null
  session.reads = 0
})

async function signIn(user: User | null) {
  session.token = user ? await createSessionToken(user) : null
}

async function get(fileId: string, as: User | null = null) {
  await signIn(as)
  return fileRoute(new NextRequest(new URL(`/api/files/${fileId}`, 'http://localhost')), { params: Promise.resolve({ id: fileId }) })
}

/** A therapist with a certificate uploaded (a private PNG here, to check the served type). */
async function therapistWithDocument() {
  const therapist = await createTherapist(db, { isVerified: false })
  const file = await storeImage({ bytes: await pngBytes(), kind: 'document', uploadedById: therapist.id })
  await db.therapistDocument.create({ data: { therapistId: therapist.id, kind: 'Certificate', fileId: file.id } })
  return { therapist, file }
}

async function expectDocument(response: Response) {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/png')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('content-disposition')).toBe('inline; filename="document.png"')
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  const bytes = Buffer.from(await response.arrayBuffer())
  expect((await sharp(bytes).metadata()).format).toBe('png')
}

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404)
  expect(response.headers.get('content-type')).toContain('application/json')
  expect(await response.json()).toEqual({ message: 'File not found.' })
}

describe('GET /api/files/{id}: private verification documents', () => {
  it('serves the document to its therapist with a fixed type, nosniff and a fixed name', async () => {
    const { therapist, file } = await therapistWithDocument()
    await expectDocument(await get(file.id, therapist))
  })

  it('serves it to an admin, and answers a manager 404 (a manager does not review documents)', async () => {
    const { file } = await therapistWithDocument()
    await expectDocument(await get(file.id, await createAdmin(db)))
    await expectNotFound(await get(file.id, await createManager(db)))
  })

  it('answers 404, as for a missing file, to another therapist, a patient and a visitor', async () => {
    const { file } = await therapistWithDocument()
    await expectNotFound(await get(file.id, await createTherapist(db)))
    await expectNotFound(await get(file.id, await createPatient(db)))
    await expectNotFound(await get(file.id, null))
    await expectNotFound(await get(randomUUID(), await createAdmin(db)))
  })

  it('answers 404 to the therapist once blocked (the session is checked against the database)', async () => {
    const { therapist, file } = await therapistWithDocument()
    await db.user.update({ where: { id: therapist.id }, data: { isBlocked: true } })
    await expectNotFound(await get(file.id, therapist))
  })

  it('lets the uploader read a private file not yet linked to a document, and nobody else but admins', async () => {
    const therapist = await createTherapist(db, { isVerified: false })
    const file = await storeImage({ bytes: await jpegBytes(), kind: 'document', uploadedById: therapist.id })
    expect((await get(file.id, therapist)).status).toBe(200)
    await expectNotFound(await get(file.id, await createTherapist(db)))
    expect((await get(file.id, await createAdmin(db))).status).toBe(200)
  })
})

describe('GET /api/files/{id}: public photos and blog images', () => {
  it('serves a public photo to anyone with a year-long immutable cache, without reading the session', async () => {
    const file = await storeImage({ bytes: await jpegBytes(), kind: 'photo', uploadedById: null })
    const response = await get(file.id, null)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Number(response.headers.get('content-length'))).toBe(file.byteSize)
    expect(session.reads).toBe(0)
    expect((await get(file.id, await createPatient(db))).status).toBe(200)
  })

  it('sends the browser to the picture of a seeded row kept in public/', async () => {
    const seeded = await db.storedFile.create({
      data: { storageKey: `demo/${randomUUID()}.jpg`, url: '/images/demo/therapists/01.jpg', contentType: 'image/jpeg', byteSize: 10, visibility: 'Public' },
    })
    const response = await get(seeded.id)
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/images/demo/therapists/01.jpg')
  })

  it('answers 404 for a malformed id, and never serves a type it did not make', async () => {
    await expectNotFound(await get('../../etc/passwd'))
    const file = await storeImage({ bytes: await jpegBytes(), kind: 'photo', uploadedById: null })
    await db.storedFile.update({ where: { id: file.id }, data: { contentType: 'text/html' } })
    await expectNotFound(await get(file.id))
  })

  it('answers 404 when the bytes are gone from storage', async () => {
    const file = await db.storedFile.create({
      data: { storageKey: `${randomBytes(16).toString('hex')}.jpg`, url: null, contentType: 'image/jpeg', byteSize: 10, visibility: 'Public' },
    })
    await db.storedFile.update({ where: { id: file.id }, data: { url: `/api/files/${file.id}` } })
    await expectNotFound(await get(file.id))
  })
})
