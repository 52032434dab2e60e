import { randomUUID } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { db } from '@/lib/server/db'
import { backfillPhotoRenditions } from '@/lib/server/uploads/backfill-photo-renditions'
import { SMALL_EDGE } from '@/lib/server/uploads/sanitize-image'
import { fileStorage } from '@/lib/server/uploads/storage'
import { addSmallRendition, deleteStoredFile, storeImage } from '@/lib/server/uploads/store-upload'
import { createTherapist } from '../fixtures/factories'
import { jpegBytes, pngBytes } from '../fixtures/hostile-files'
import { setUpTemporaryUploadDir } from '../support/upload-dir'

// Other test files share this database, but their photos' bytes are in their own upload folders:
// a backfill run here can only make renditions of the photos this file stored.
const uploads = setUpTemporaryUploadDir()

/** A therapist whose photo was stored before renditions existed: the photo row, no small one. */
async function therapistWithOldPhoto(bytes: Buffer) {
  const therapist = await createTherapist(db)
  const stored = await storeImage({ bytes, kind: 'photo', uploadedById: therapist.id })
  await deleteStoredFile({ fileId: stored.small!.id })
  await db.therapistProfile.update({ where: { userId: therapist.id }, data: { photoFileId: stored.id } })
  expect((await db.storedFile.findUniqueOrThrow({ where: { id: stored.id } })).smallFileId).toBeNull()
  return { therapist, photoId: stored.id }
}

const smallOf = (photoId: string) =>
  db.storedFile.findUniqueOrThrow({ where: { id: photoId }, select: { smallFileId: true, small: true } }).then((row) => row.small)

const storedBytes = (storageKey: string) => readFile(path.join(uploads.dir(), storageKey))

describe('backfillPhotoRenditions: photos stored before small renditions get one', () => {
  it('makes a 240 px public rendition, uploaded by the same person, and links it to the photo', async () => {
    const jpeg = await therapistWithOldPhoto(await jpegBytes({ width: 800, height: 600 }))
    const png = await therapistWithOldPhoto(await pngBytes({ width: 300, height: 900 }))

    const counts = await backfillPhotoRenditions({ batchSize: 1 })
    expect(counts.made).toBe(2)

    const jpegSmall = await smallOf(jpeg.photoId)
    expect(jpegSmall).toMatchObject({ visibility: 'Public', contentType: 'image/jpeg', uploadedById: jpeg.therapist.id })
    expect(jpegSmall!.url).toMatch(/^\/api\/files\//)
    const jpegPixels = await sharp(await storedBytes(jpegSmall!.storageKey)).metadata()
    expect([jpegPixels.format, jpegPixels.width, jpegPixels.height]).toEqual(['jpeg', SMALL_EDGE, 180])
    expect(jpegSmall!.byteSize).toBe((await storedBytes(jpegSmall!.storageKey)).length)

    const pngSmall = await smallOf(png.photoId)
    const pngPixels = await sharp(await storedBytes(pngSmall!.storageKey)).metadata()
    expect([pngSmall!.contentType, pngPixels.format, pngPixels.width, pngPixels.height]).toEqual(['image/png', 'png', 80, SMALL_EDGE])
  })

  it('finds nothing left to do when run again', async () => {
    const { photoId } = await therapistWithOldPhoto(await jpegBytes({ width: 500, height: 500 }))
    await backfillPhotoRenditions()
    const first = await smallOf(photoId)

    const again = await backfillPhotoRenditions()
    expect(again.made).toBe(0)
    expect((await smallOf(photoId))!.id).toBe(first!.id)
    expect(await addSmallRendition(photoId)).toBe('not-needed')
  })

  it('leaves a photo as it was when storage has no bytes for it or they are not an image', async () => {
    const missing = await therapistWithOldPhoto(await jpegBytes())
    const missingRow = await db.storedFile.findUniqueOrThrow({ where: { id: missing.photoId } })
    await fileStorage().remove(missingRow.storageKey)
    const broken = await therapistWithOldPhoto(await jpegBytes())
    const brokenRow = await db.storedFile.findUniqueOrThrow({ where: { id: broken.photoId } })
    await writeFile(path.join(uploads.dir(), brokenRow.storageKey), 'not an image')
    const namesBefore = await uploads.storedNames()

    const counts = await backfillPhotoRenditions()
    expect(counts['no-bytes']).toBeGreaterThanOrEqual(1)
    expect(counts.unreadable).toBe(1)
    expect(await smallOf(missing.photoId)).toBeNull()
    expect(await smallOf(broken.photoId)).toBeNull()
    expect(await uploads.storedNames()).toEqual(namesBefore)
  })

  it('counts a photo whose copy could not be stored, and still makes the others\' copies', async () => {
    const failing = await therapistWithOldPhoto(await jpegBytes({ width: 500, height: 500 }))
    const fine = await therapistWithOldPhoto(await jpegBytes({ width: 500, height: 500 }))
    const storage = fileStorage()
    // Storage refuses the first copy the run tries to store: the photo with the lower id.
    const [first] = [failing.photoId, fine.photoId].sort()
    const spy = vi.spyOn(storage, 'put').mockRejectedValueOnce(new Error('storage unavailable'))

    const counts = await backfillPhotoRenditions()
    spy.mockRestore()
    expect(counts.failed).toBe(1)
    expect(counts.made).toBe(1)
    const second = first === failing.photoId ? fine.photoId : failing.photoId
    expect(await smallOf(first!)).toBeNull()
    expect(await smallOf(second)).not.toBeNull()

    expect((await backfillPhotoRenditions()).made).toBe(1)
    expect(await smallOf(first!)).not.toBeNull()
  })

  it('leaves seeded static pictures and files that are not profile photos alone', async () => {
    const seeded = await db.storedFile.create({
      data: { storageKey: `demo/${randomUUID()}.jpg`, url: '/images/demo/therapists/01.jpg', contentType: 'image/jpeg', byteSize: 10, visibility: 'Public' },
    })
    await createTherapist(db, { photoFileId: seeded.id })
    const blogImage = await storeImage({ bytes: await jpegBytes({ width: 800, height: 600 }), kind: 'blog', uploadedById: null })

    await backfillPhotoRenditions()
    expect(await smallOf(seeded.id)).toBeNull()
    expect(await smallOf(blogImage.id)).toBeNull()
    expect(await addSmallRendition(seeded.id)).toBe('not-needed')
    expect(await addSmallRendition(randomUUID())).toBe('not-needed')
  })

  it('removes its rendition again when the photo is replaced while it is being made', async () => {
    const { therapist, photoId } = await therapistWithOldPhoto(await jpegBytes({ width: 800, height: 600 }))
    const { storageKey } = await db.storedFile.findUniqueOrThrow({ where: { id: photoId } })
    const namesBefore = await uploads.storedNames()
    const storage = fileStorage()
    const read = storage.read.bind(storage)
    const spy = vi.spyOn(storage, 'read').mockImplementationOnce(async (key, visibility) => {
      const bytes = await read(key, visibility)
      await deleteStoredFile({ fileId: photoId })
      return bytes
    })

    expect(await addSmallRendition(photoId)).toBe('not-needed')
    spy.mockRestore()
    expect(await db.storedFile.count({ where: { uploadedById: therapist.id } })).toBe(0)
    // The photo's own bytes went with it; nothing new was left behind.
    expect(await uploads.storedNames()).toEqual(namesBefore.filter((name) => name !== storageKey))
  })
})
