import { randomUUID } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { maxMultipartBytes, readMultipartForm, readUploadFromForm } from '@/lib/server/uploads/read-upload'
import { MAX_EDGE, SMALL_EDGE } from '@/lib/server/uploads/sanitize-image'
import { deleteStoredFile, storeImage } from '@/lib/server/uploads/store-upload'
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_WRONG_TYPE,
  IMAGE_TOO_MANY_PIXELS,
  NO_FILE_SELECTED,
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE,
  PHOTO_WRONG_TYPE,
  type UploadKind,
} from '@/lib/validation/uploads'
import { createTherapist } from '../fixtures/factories'
import {
  EXIF_MARKERS,
  gifBytes,
  HTML_PAYLOAD,
  hugeDimensionPng,
  JPEG_MAGIC_THEN_HTML,
  jpegBytes,
  jpegOfSize,
  jpegWithGps,
  jpegWithTrailingPayload,
  pngBytes,
  pngWithTrailingPayload,
  SVG_WITH_SCRIPT,
} from '../fixtures/hostile-files'
import { setUpTemporaryUploadDir } from '../support/upload-dir'

const uploads = setUpTemporaryUploadDir()

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as AppError)

/** What a browser sends: a file with a name and a declared type, inside multipart form data. */
function formWith(field: string, bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData()
  form.append(field, new File([new Uint8Array(bytes)], name, { type }))
  return form
}

/** The whole way in, as a form handler does it: read the field, then store. */
async function upload(kind: UploadKind, bytes: Buffer, name = 'picture.jpg', type = 'image/jpeg', uploadedById: string | null = null) {
  const received = await readUploadFromForm(formWith('file', bytes, name, type), { field: 'file', kind })
  return storeImage({ bytes: received, kind, uploadedById })
}

const storedBytes = async (id: string) => {
  const row = await db.storedFile.findUniqueOrThrow({ where: { id } })
  return readFile(path.join(uploads.dir(), row.storageKey))
}

/** Refused uploads leave nothing behind: no row for the uploader, no file on disk. */
async function expectNothingStoredFor(uploadedById: string, namesBefore: string[]) {
  expect(await db.storedFile.count({ where: { uploadedById } })).toBe(0)
  expect(await uploads.storedNames()).toEqual(namesBefore)
}

describe('storeImage: clean JPEG and PNG files are accepted and re-encoded', () => {
  it('stores a valid JPEG photo as a new public JPEG, served by the file route', async () => {
    const therapist = await createTherapist(db)
    const original = await jpegBytes({ width: 120, height: 80 })
    const stored = await upload('photo', original, 'me.jpg', 'image/jpeg', therapist.id)

    expect(stored).toMatchObject({ contentType: 'image/jpeg', visibility: 'Public', width: 120, height: 80, url: `/api/files/${stored.id}` })
    const row = await db.storedFile.findUniqueOrThrow({ where: { id: stored.id } })
    expect(row).toMatchObject({ contentType: 'image/jpeg', visibility: 'Public', uploadedById: therapist.id, url: stored.url, byteSize: stored.byteSize })
    const bytes = await storedBytes(stored.id)
    expect(bytes.length).toBe(row.byteSize)
    expect(bytes.equals(original)).toBe(false)
    expect((await sharp(bytes).metadata()).format).toBe('jpeg')
  })

  it('stores a valid PNG as a PNG, keeping its transparency', async () => {
    const stored = await upload('blog', await pngBytes(), 'cover.png', 'image/png')
    const meta = await sharp(await storedBytes(stored.id)).metadata()
    expect(stored).toMatchObject({ contentType: 'image/png', visibility: 'Public' })
    expect(meta).toMatchObject({ format: 'png', hasAlpha: true, width: 64, height: 48 })
  })

  it('keeps documents private: no public URL', async () => {
    const stored = await upload('document', await jpegBytes(), 'certificate.jpg')
    expect(stored).toMatchObject({ visibility: 'Private', url: null })
    expect(await db.storedFile.findUniqueOrThrow({ where: { id: stored.id } })).toMatchObject({ visibility: 'Private', url: null })
  })

  it('scales pictures larger than the kind allows down to its longest edge', async () => {
    const stored = await upload('photo', await jpegBytes({ width: 3000, height: 1500 }))
    expect(stored).toMatchObject({ width: MAX_EDGE.photo, height: MAX_EDGE.photo / 2 })
  })

  it('keeps a profile photo at most 600 px on its longest edge: it is never shown wider than about 300 CSS px', async () => {
    const stored = await upload('photo', await jpegBytes({ width: 2400, height: 1800 }))
    expect(stored).toMatchObject({ width: 600, height: 450 })
    expect(await sharp(await storedBytes(stored.id)).metadata()).toMatchObject({ width: 600, height: 450 })
  })

  it('makes a photo\'s small rendition for the cards: at most 240 px, its own public row, linked and served by id', async () => {
    const therapist = await createTherapist(db)
    const stored = await upload('photo', await jpegBytes({ width: 1200, height: 800 }), 'me.jpg', 'image/jpeg', therapist.id)
    const row = await db.storedFile.findUniqueOrThrow({ where: { id: stored.id } })
    expect(stored.small).toMatchObject({ width: SMALL_EDGE, height: 160 })
    expect(row.smallFileId).toBe(stored.small!.id)

    const small = await db.storedFile.findUniqueOrThrow({ where: { id: stored.small!.id } })
    expect(small).toMatchObject({ contentType: 'image/jpeg', visibility: 'Public', uploadedById: therapist.id, url: `/api/files/${small.id}`, smallFileId: null })
    const bytes = await storedBytes(small.id)
    expect(bytes.length).toBe(small.byteSize)
    expect(small.byteSize).toBeLessThan(row.byteSize)
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: SMALL_EDGE, height: 160 })
  })

  it('makes the rendition from the cleaned photo: no EXIF, and upright', async () => {
    const stored = await upload('photo', await jpegWithGps())
    const meta = await sharp(await storedBytes(stored.small!.id)).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    // 60 × 20 with orientation 6 (rotate 90°): 20 × 60 upright, like the photo itself.
    expect(meta).toMatchObject({ width: 20, height: 60 })
  })

  it('keeps a PNG photo\'s rendition a PNG, and never enlarges a photo smaller than 240 px', async () => {
    const stored = await upload('photo', await pngBytes(), 'me.png', 'image/png')
    const meta = await sharp(await storedBytes(stored.small!.id)).metadata()
    expect(meta).toMatchObject({ format: 'png', width: 64, height: 48 })
  })

  it('makes no small rendition of blog images or documents', async () => {
    for (const kind of ['blog', 'document'] as const) {
      const stored = await upload(kind, await jpegBytes({ width: 800, height: 600 }))
      expect(stored.small).toBeNull()
      expect((await db.storedFile.findUniqueOrThrow({ where: { id: stored.id } })).smallFileId).toBeNull()
    }
  })

  it('stores under a random server-chosen name, never the upload\'s name', async () => {
    const hostileNames = ['../../../etc/passwd.jpg', 'my photo.jpg', '<script>.png', 'C:\\evil.jpg']
    for (const name of hostileNames) await upload('photo', await jpegBytes(), name)
    const names = await uploads.storedNames()
    expect(names.length).toBeGreaterThanOrEqual(hostileNames.length)
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}\.(jpg|png)$/)
    const keys = (await db.storedFile.findMany({ where: { storageKey: { in: names } }, select: { storageKey: true } })).map((row) => row.storageKey)
    expect(keys.sort()).toEqual([...names].sort())
  })
})

describe('storeImage: metadata and hidden payloads are removed', () => {
  it('takes the EXIF (GPS position, camera) out of a JPEG and applies its orientation', async () => {
    const original = await jpegWithGps()
    const before = await sharp(original).metadata()
    expect(before.exif?.includes(Buffer.from(EXIF_MARKERS.mapDatum))).toBe(true)
    expect(before.orientation).toBe(6)

    const stored = await upload('photo', original)
    const bytes = await storedBytes(stored.id)
    const after = await sharp(bytes).metadata()
    expect(after.exif).toBeUndefined()
    expect(after.icc).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    expect(bytes.includes(Buffer.from(EXIF_MARKERS.make))).toBe(false)
    expect(bytes.includes(Buffer.from(EXIF_MARKERS.mapDatum))).toBe(false)
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false)
    // The 60×20 picture was tagged "rotate 90°": it is stored upright, 20×60.
    expect([after.width, after.height]).toEqual([20, 60])
  })

  it('drops a ZIP/HTML payload appended after a PNG\'s IEND', async () => {
    const stored = await upload('photo', await pngWithTrailingPayload(), 'polyglot.png', 'image/png')
    const bytes = await storedBytes(stored.id)
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false)
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false)
    // The file ends with the IEND chunk (type + CRC), nothing after it.
    expect(bytes.subarray(-8).equals(Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]))).toBe(true)
  })

  it('drops a payload appended after a JPEG\'s end-of-image marker', async () => {
    const stored = await upload('document', await jpegWithTrailingPayload())
    const bytes = await storedBytes(stored.id)
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false)
    expect(bytes.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true)
  })
})

describe('storeImage: anything else is refused with the spec\'s message', () => {
  const cases: [string, () => Promise<Buffer> | Buffer, string, string][] = [
    ['an HTML page renamed photo.jpg and declared image/jpeg', () => HTML_PAYLOAD, 'photo.jpg', 'image/jpeg'],
    ['an SVG with a script', () => SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml'],
    ['an SVG renamed logo.png and declared image/png', () => SVG_WITH_SCRIPT, 'logo.png', 'image/png'],
    ['a GIF renamed picture.jpg', gifBytes, 'picture.jpg', 'image/jpeg'],
    ['JPEG magic bytes followed by HTML', () => JPEG_MAGIC_THEN_HTML, 'photo.jpg', 'image/jpeg'],
  ]

  for (const [what, make, name, type] of cases) {
    it(`refuses ${what}`, async () => {
      const therapist = await createTherapist(db)
      const before = await uploads.storedNames()
      const asPhoto = await failure(upload('photo', await make(), name, type, therapist.id))
      const asDocument = await failure(upload('document', await make(), name, type, therapist.id))
      expect(asPhoto).toMatchObject({ code: 'VALIDATION', message: PHOTO_WRONG_TYPE })
      expect(asDocument).toMatchObject({ code: 'VALIDATION', message: DOCUMENT_WRONG_TYPE })
      await expectNothingStoredFor(therapist.id, before)
    })
  }

  it('refuses a 3.1 MB photo or blog image, and accepts one a byte under 3,072,000', async () => {
    const therapist = await createTherapist(db)
    const before = await uploads.storedNames()
    const big = await jpegOfSize(3_100_000)
    expect(await failure(upload('photo', big, 'big.jpg', 'image/jpeg', therapist.id))).toMatchObject({ code: 'VALIDATION', message: PHOTO_TOO_LARGE })
    expect(await failure(upload('blog', big, 'big.jpg', 'image/jpeg', therapist.id))).toMatchObject({ message: PHOTO_TOO_LARGE })
    // "Under 3,072,000 bytes": exactly 3,072,000 is too large.
    expect(await failure(storeImage({ bytes: await jpegOfSize(PHOTO_MAX_BYTES), kind: 'photo', uploadedById: therapist.id }))).toMatchObject({ message: PHOTO_TOO_LARGE })
    await expectNothingStoredFor(therapist.id, before)

    const justUnder = await storeImage({ bytes: await jpegOfSize(PHOTO_MAX_BYTES - 1), kind: 'photo', uploadedById: therapist.id })
    expect(justUnder.contentType).toBe('image/jpeg')
    // The padding was not pixels: it is gone.
    expect(justUnder.byteSize).toBeLessThan(10_000)
  })

  it('refuses a 5.1 MB document and accepts one of exactly 5,242,880 bytes', async () => {
    const therapist = await createTherapist(db)
    const before = await uploads.storedNames()
    expect(await failure(upload('document', await jpegOfSize(5_347_738 /* 5.1 MiB */), 'scan.jpg', 'image/jpeg', therapist.id))).toMatchObject({
      code: 'VALIDATION',
      message: DOCUMENT_TOO_LARGE,
    })
    expect(await failure(storeImage({ bytes: await jpegOfSize(DOCUMENT_MAX_BYTES + 1), kind: 'document', uploadedById: therapist.id }))).toMatchObject({
      message: DOCUMENT_TOO_LARGE,
    })
    await expectNothingStoredFor(therapist.id, before)

    const exact = await upload('document', await jpegOfSize(DOCUMENT_MAX_BYTES), 'scan.jpg', 'image/jpeg', therapist.id)
    expect(exact).toMatchObject({ visibility: 'Private', contentType: 'image/jpeg' })
  })

  it('refuses a PNG declaring 30000×30000 pixels quickly, before decoding it', async () => {
    const bomb = hugeDimensionPng()
    expect(bomb.length).toBeLessThan(2_000)
    const started = performance.now()
    const error = await failure(upload('photo', bomb, 'tiny.png', 'image/png'))
    const elapsed = performance.now() - started
    expect(error).toMatchObject({ code: 'VALIDATION', message: IMAGE_TOO_MANY_PIXELS })
    expect(elapsed).toBeLessThan(1_000)
  })

  it('names the form field in the error when told it', async () => {
    const error = await failure(storeImage({ bytes: SVG_WITH_SCRIPT, kind: 'document', uploadedById: null, field: 'cacDocument' }))
    expect(error).toMatchObject({ code: 'VALIDATION', message: DOCUMENT_WRONG_TYPE, fieldErrors: { cacDocument: [DOCUMENT_WRONG_TYPE] } })
  })

  it('refuses an empty upload', async () => {
    expect(await failure(storeImage({ bytes: Buffer.alloc(0), kind: 'document', uploadedById: null }))).toMatchObject({ code: 'VALIDATION' })
  })
})

describe('readUploadFromForm: the file out of a form', () => {
  it('asks for an image when the field is missing, empty or text', async () => {
    const empty = new FormData()
    empty.append('certificate', new File([], '', { type: 'application/octet-stream' }))
    const text = new FormData()
    text.append('certificate', 'not a file')
    for (const form of [new FormData(), empty, text]) {
      const error = await failure(readUploadFromForm(form, { field: 'certificate', kind: 'document' }))
      expect(error).toMatchObject({ code: 'VALIDATION', message: NO_FILE_SELECTED, fieldErrors: { certificate: [NO_FILE_SELECTED] } })
    }
  })

  it('gives null for an optional photo left empty', async () => {
    expect(await readUploadFromForm(new FormData(), { field: 'profilePhoto', kind: 'photo', required: false })).toBeNull()
  })

  it('refuses a file over the limit by its size, without reading its bytes', async () => {
    const file = new File([new Uint8Array(PHOTO_MAX_BYTES)], 'big.jpg', { type: 'image/jpeg' })
    const arrayBuffer = vi.spyOn(file, 'arrayBuffer')
    const form = new FormData()
    form.append('profilePhoto', file)
    const error = await failure(readUploadFromForm(form, { field: 'profilePhoto', kind: 'photo' }))
    expect(error).toMatchObject({ code: 'VALIDATION', message: PHOTO_TOO_LARGE, fieldErrors: { profilePhoto: [PHOTO_TOO_LARGE] } })
    expect(arrayBuffer).not.toHaveBeenCalled()
  })
})

describe('readMultipartForm: a route handler reads at most one upload\'s worth', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/api/v1/therapist/document/add-certificates', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

  it('reads a 5 MB document sent as multipart form data and stores it', async () => {
    const form = formWith('certificate', await jpegOfSize(DOCUMENT_MAX_BYTES), 'certificate.jpg', 'image/jpeg')
    const request = new Request('http://localhost/upload', { method: 'POST', body: form })
    const parsed = await readMultipartForm(request, 'document')
    const bytes = await readUploadFromForm(parsed, { field: 'certificate', kind: 'document' })
    expect(bytes.length).toBe(DOCUMENT_MAX_BYTES)
    expect((await storeImage({ bytes, kind: 'document', uploadedById: null })).visibility).toBe('Private')
  })

  it('refuses a body whose declared length is over the cap, before reading it', async () => {
    const request = post('x', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(maxMultipartBytes('photo') + 1) })
    expect(await failure(readMultipartForm(request, 'photo'))).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: PHOTO_TOO_LARGE })
  })

  it('stops reading a streamed body as soon as it passes the cap', async () => {
    const chunk = new Uint8Array(256 * 1024)
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const request = post(endless, { 'content-type': 'multipart/form-data; boundary=x' })
    expect(await failure(readMultipartForm(request, 'document'))).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: DOCUMENT_TOO_LARGE })
    expect(sent).toBeLessThan(maxMultipartBytes('document') + 4 * chunk.length)
  })

  it('refuses a body that is not multipart form data', async () => {
    const request = post(JSON.stringify({ certificate: 'x' }), { 'content-type': 'application/json' })
    expect(await failure(readMultipartForm(request, 'document'))).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' })
  })
})

describe('deleteStoredFile', () => {
  it('deletes the row and the bytes, and the document that used the file', async () => {
    const therapist = await createTherapist(db)
    const stored = await storeImage({ bytes: await jpegBytes(), kind: 'document', uploadedById: therapist.id })
    const { storageKey } = await db.storedFile.findUniqueOrThrow({ where: { id: stored.id } })
    const document = await db.therapistDocument.create({ data: { therapistId: therapist.id, kind: 'Certificate', fileId: stored.id } })

    await deleteStoredFile({ fileId: stored.id })
    expect(await db.storedFile.findUnique({ where: { id: stored.id } })).toBeNull()
    expect(await db.therapistDocument.findUnique({ where: { id: document.id } })).toBeNull()
    await expect(stat(path.join(uploads.dir(), storageKey))).rejects.toMatchObject({ code: 'ENOENT' })
  })

  it('clears a profile photo that pointed at the file', async () => {
    const stored = await storeImage({ bytes: await jpegBytes(), kind: 'photo', uploadedById: null })
    const therapist = await createTherapist(db, { photoFileId: stored.id })
    await deleteStoredFile({ fileId: stored.id })
    expect((await db.therapistProfile.findUniqueOrThrow({ where: { userId: therapist.id } })).photoFileId).toBeNull()
  })

  it('deletes a photo\'s small rendition with it, row and bytes', async () => {
    const stored = await storeImage({ bytes: await jpegBytes({ width: 800, height: 800 }), kind: 'photo', uploadedById: null })
    const small = await db.storedFile.findUniqueOrThrow({ where: { id: stored.small!.id } })
    expect(await uploads.storedNames()).toContain(small.storageKey)

    await deleteStoredFile({ fileId: stored.id })
    expect(await db.storedFile.findUnique({ where: { id: small.id } })).toBeNull()
    await expect(stat(path.join(uploads.dir(), small.storageKey))).rejects.toMatchObject({ code: 'ENOENT' })
  })

  it('deletes only the row of a seeded demo picture, and ignores unknown or malformed ids', async () => {
    const seeded = await db.storedFile.create({
      data: { storageKey: `demo/${randomUUID()}.jpg`, url: '/images/demo/therapists/01.jpg', contentType: 'image/jpeg', byteSize: 10, visibility: 'Public' },
    })
    await deleteStoredFile({ fileId: seeded.id })
    expect(await db.storedFile.findUnique({ where: { id: seeded.id } })).toBeNull()
    await expect(deleteStoredFile({ fileId: randomUUID() })).resolves.toBeUndefined()
    await expect(deleteStoredFile({ fileId: 'not-a-uuid' })).resolves.toBeUndefined()
  })
})
