import { NextRequest } from 'next/server'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { GET as fileRoute } from '@/app/api/files/[id]/route'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { fileStorage } from '@/lib/server/uploads/storage'
import { deleteStoredFile, storeImage } from '@/lib/server/uploads/store-upload'
import { createUploadthingStorage } from '@/lib/server/uploads/uploadthing-storage'
import { createTherapist } from '../fixtures/factories'
import { EXIF_MARKERS, jpegBytes, jpegWithGps } from '../fixtures/hostile-files'
import { startFakeUploadthing, type FakeUploadthing } from '../support/fake-uploadthing'

// The uploadthing adapter runs uploadthing's real server SDK (UTApi) against a fake of its HTTP API
// on localhost (tests/support/fake-uploadthing.ts): uploadthing has no offline mode.
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

let fake: FakeUploadthing

const SETTINGS = ['UPLOADTHING_TOKEN', 'UPLOADTHING_API_URL', 'UPLOADTHING_INGEST_URL', 'UPLOADTHING_UFS_HOST', 'UPLOADTHING_UFS_APP_ID_LOCATION'] as const
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]))

beforeAll(async () => {
  fake = await startFakeUploadthing()
})

afterAll(() => fake.close())

afterEach(() => {
  session.token = null
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  resetConfigForTests()
})

const adapter = () =>
  createUploadthingStorage({ token: fake.token, apiUrl: fake.baseUrl, ingestUrl: fake.baseUrl, ufsHost: fake.ufsHost, ufsAppIdLocation: 'path' })

/** The settings production would use, pointed at the fake through the SDK's own variables. */
function useUploadthingSettings() {
  process.env.UPLOADTHING_TOKEN = fake.token
  process.env.UPLOADTHING_API_URL = fake.baseUrl
  process.env.UPLOADTHING_INGEST_URL = fake.baseUrl
  process.env.UPLOADTHING_UFS_HOST = fake.ufsHost
  process.env.UPLOADTHING_UFS_APP_ID_LOCATION = 'path'
  resetConfigForTests()
}

describe('uploadthing storage adapter', () => {
  it('uploads a public file under a random name and returns its ufs URL', async () => {
    const bytes = await jpegBytes()
    const result = await adapter().put({ fileId: 'ignored', bytes, contentType: 'image/jpeg', visibility: 'Public' })

    const stored = fake.files.get(result.storageKey)
    expect(stored).toMatchObject({ type: 'image/jpeg', acl: 'public-read' })
    expect(stored?.name).toMatch(/^[0-9a-f]{32}\.jpg$/)
    expect(stored?.bytes.equals(bytes)).toBe(true)
    expect(result.url).toBe(`${fake.baseUrl}/a/${fake.appId}/${result.storageKey}`)
    // The public URL really serves it, to anyone.
    const response = await fetch(result.url!)
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('uploads a private file with the private ACL and no URL; reads it back through a signed URL', async () => {
    const storage = adapter()
    const bytes = await jpegBytes()
    const result = await storage.put({ fileId: 'ignored', bytes, contentType: 'image/jpeg', visibility: 'Private' })
    expect(result.url).toBeNull()
    expect(fake.files.get(result.storageKey)?.acl).toBe('private')
    // Unsigned, the private file is refused; the adapter signs its own one-minute link.
    expect((await fetch(`${fake.baseUrl}/a/${fake.appId}/${result.storageKey}`)).status).toBe(403)
    expect((await storage.read(result.storageKey, 'Private'))?.equals(bytes)).toBe(true)
  })

  it('deletes a file, and reads null once it is gone', async () => {
    const storage = adapter()
    const { storageKey } = await storage.put({ fileId: 'ignored', bytes: await jpegBytes(), contentType: 'image/jpeg', visibility: 'Public' })
    await storage.remove(storageKey)
    expect(fake.files.has(storageKey)).toBe(false)
    expect(await storage.read(storageKey, 'Public')).toBeNull()
  })

  it('answers 503 with a plain message when uploadthing refuses the upload', async () => {
    fake.failNextUpload(500)
    const error = await adapter()
      .put({ fileId: 'ignored', bytes: await jpegBytes(), contentType: 'image/png', visibility: 'Public' })
      .then(() => null, (e: unknown) => e as AppError)
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message: 'The file could not be stored. Please try again.' })
  })
})

describe('with UPLOADTHING_TOKEN set, the whole pipeline uses uploadthing', () => {
  it('stores a sanitised public photo on uploadthing with its ufs URL in the StoredFile row', async () => {
    useUploadthingSettings()
    expect(fileStorage().name).toBe('uploadthing')

    const stored = await storeImage({ bytes: await jpegWithGps(), kind: 'photo', uploadedById: null })
    const row = await db.storedFile.findUniqueOrThrow({ where: { id: stored.id } })
    expect(row.url).toBe(`${fake.baseUrl}/a/${fake.appId}/${row.storageKey}`)
    const uploaded = fake.files.get(row.storageKey)!
    expect((await sharp(uploaded.bytes).metadata()).exif).toBeUndefined()
    expect(uploaded.bytes.includes(Buffer.from(EXIF_MARKERS.make))).toBe(false)

    // The file route sends browsers to the CDN for a public file.
    const response = await fileRoute(new NextRequest(new URL(`/api/files/${stored.id}`, 'http://localhost')), { params: Promise.resolve({ id: stored.id }) })
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe(row.url)

    // Its small rendition is a public upload of its own, deleted with it.
    const small = await db.storedFile.findUniqueOrThrow({ where: { id: row.smallFileId! } })
    expect(small.url).toBe(`${fake.baseUrl}/a/${fake.appId}/${small.storageKey}`)
    expect(fake.files.get(small.storageKey)?.acl).toBe('public-read')
    expect((await sharp(fake.files.get(small.storageKey)!.bytes).metadata()).exif).toBeUndefined()

    await deleteStoredFile({ fileId: stored.id })
    expect(fake.files.has(row.storageKey)).toBe(false)
    expect(fake.files.has(small.storageKey)).toBe(false)
  })

  it('keeps a document private on uploadthing and serves it to its therapist only through the file route', async () => {
    useUploadthingSettings()
    const therapist = await createTherapist(db, { isVerified: false })
    const stored = await storeImage({ bytes: await jpegBytes(), kind: 'document', uploadedById: therapist.id })
    await db.therapistDocument.create({ data: { therapistId: therapist.id, kind: 'CacDocument', fileId: stored.id } })
    const row = await db.storedFile.findUniqueOrThrow({ where: { id: stored.id } })
    expect(row.url).toBeNull()
    expect(fake.files.get(row.storageKey)?.acl).toBe('private')

    const get = () => fileRoute(new NextRequest(new URL(`/api/files/${stored.id}`, 'http://localhost')), { params: Promise.resolve({ id: stored.id }) })
    expect((await get()).status).toBe(404)
    session.token = await createSessionToken(therapist)
    const response = await get()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await response.arrayBuffer()).equals(fake.files.get(row.storageKey)!.bytes)).toBe(true)
  })
})
