import 'server-only'
import { randomUUID } from 'node:crypto'
import { isUuid } from '@/lib/validation/directory'
import type { AcceptedImageType, UploadKind } from '@/lib/validation/uploads'
import { db } from '../db'
import { AppError } from '../errors'
import { isManagedStorageKey, type Visibility } from './file-storage'
import { renderSmall, sanitizeImage, sniffImageType, type SanitizedImage } from './sanitize-image'
import { fileStorage } from './storage'
import { logError } from '@/lib/server/log'

/*
 * The one way an image enters the platform: sanitise (sanitize-image.ts), store the clean bytes under
 * a random key (storage.ts), then record them as a StoredFile row. Callers link the row to what it
 * belongs to (TherapistProfile.photoFileId, TherapistDocument.fileId, BlogPost.imageFileId) and call
 * deleteStoredFile if their own write fails or when the file is replaced.
 */

export type StoredImage = {
  /** StoredFile id: link it to the profile, document or post. */
  id: string
  /** Public files: where browsers load it. Private (documents): null, read through fileRoutePath(id). */
  url: string | null
  contentType: AcceptedImageType
  byteSize: number
  visibility: Visibility
  width: number
  height: number
  /** Photos only: the small rendition's StoredFile (StoredFile.smallFileId); null for other kinds. */
  small: { id: string; url: string | null; width: number; height: number } | null
}

/** Photos and blog images are public; verification documents are private. */
export const visibilityFor = (kind: UploadKind): Visibility => (kind === 'document' ? 'Private' : 'Public')

/** Kinds that also get a small rendition for the cards that show them small. */
const hasSmallRendition = (kind: UploadKind) => kind === 'photo'

export type StoreImageInput = {
  /** The bytes received, exactly as sent (readUploadFromForm gives them). */
  bytes: Buffer
  kind: UploadKind
  /** Who sent it; null for files made by the system. */
  uploadedById: string | null
  /** The form field it came from: a refusal then names it in fieldErrors, for the form to show. */
  field?: string
}

/** Throws AppError('VALIDATION') with the kind's message when the bytes are not an acceptable image. */
export async function storeImage({ bytes, kind, uploadedById, field }: StoreImageInput): Promise<StoredImage> {
  const image = await sanitizeImage(bytes, kind).catch((error: unknown) => {
    throw field && error instanceof AppError ? new AppError(error.code, error.message, { [field]: [error.message] }) : error
  })
  const visibility = visibilityFor(kind)
  const small = hasSmallRendition(kind) ? await storeOne(await renderSmall(image), visibility, uploadedById, null) : null
  try {
    const stored = await storeOne(image, visibility, uploadedById, small?.id ?? null)
    return {
      ...stored,
      contentType: image.contentType,
      byteSize: image.bytes.length,
      visibility,
      width: image.width,
      height: image.height,
      small: small && { id: small.id, url: small.url, width: small.width, height: small.height },
    }
  } catch (error) {
    if (small) await deleteStoredFile({ fileId: small.id })
    throw error
  }
}

/** The bytes under a random key, then their StoredFile row; the bytes are removed again if the row fails. */
async function storeOne(image: SanitizedImage, visibility: Visibility, uploadedById: string | null, smallFileId: string | null) {
  const id = randomUUID()
  const { storageKey, url } = await fileStorage().put({ fileId: id, bytes: image.bytes, contentType: image.contentType, visibility })
  try {
    await db.storedFile.create({
      data: { id, storageKey, url, contentType: image.contentType, byteSize: image.bytes.length, visibility, uploadedById, smallFileId },
    })
  } catch (error) {
    await removeQuietly(storageKey)
    throw error
  }
  return { id, url, width: image.width, height: image.height }
}

export type AddedRendition = 'made' | 'not-needed' | 'no-bytes' | 'unreadable'

/**
 * Gives a stored photo the small rendition it lacks (photos stored before renditions existed;
 * scripts/backfill-photo-renditions.ts). Its stored bytes are already clean and upright, so the
 * rendition is made from them. 'not-needed' when the file is gone, has a rendition or is a seeded
 * static picture; when the photo is replaced or given one while this runs, the new rendition is
 * removed again. 'no-bytes' and 'unreadable' leave the photo as it was (cards fall back to it).
 */
export async function addSmallRendition(fileId: string): Promise<AddedRendition> {
  const row = await db.storedFile.findUnique({
    where: { id: fileId },
    select: { storageKey: true, visibility: true, uploadedById: true, smallFileId: true },
  })
  if (!row || row.smallFileId || !isManagedStorageKey(row.storageKey)) return 'not-needed'
  const bytes = await fileStorage().read(row.storageKey, row.visibility)
  if (!bytes) return 'no-bytes'
  const contentType = sniffImageType(bytes)
  if (!contentType) return 'unreadable'
  const small = await renderSmall({ bytes, contentType }).catch((error: unknown) => {
    logError(`[uploads] could not render a small copy of ${fileId}`, error)
    return null
  })
  if (!small) return 'unreadable'
  const stored = await storeOne(small, row.visibility, row.uploadedById, null)
  const { count } = await db.storedFile.updateMany({ where: { id: fileId, smallFileId: null }, data: { smallFileId: stored.id } })
  if (count > 0) return 'made'
  await deleteStoredFile({ fileId: stored.id })
  return 'not-needed'
}

/** Names the uploader of a file stored before its owner existed (a registration's photo), rendition included. */
export async function setUploader(tx: Pick<typeof db, 'storedFile'>, stored: StoredImage, uploadedById: string): Promise<void> {
  const ids = stored.small ? [stored.id, stored.small.id] : [stored.id]
  await tx.storedFile.updateMany({ where: { id: { in: ids } }, data: { uploadedById } })
}

/**
 * Deletes a StoredFile row, then its bytes, then its small rendition's the same way. Deleting the row
 * also deletes a TherapistDocument that uses it (onDelete: Cascade) and clears a profile photo or blog
 * image that points at it (SetNull). Seeded demo rows (keys with a slash, pointing at files in
 * public/) lose their row only. An unknown id is not an error: a replacement may race with another.
 */
export async function deleteStoredFile({ fileId }: { fileId: string }): Promise<void> {
  if (!isUuid(fileId)) return
  const row = await db.storedFile.findUnique({ where: { id: fileId }, select: { storageKey: true, smallFileId: true } })
  if (!row) return
  // deleteMany: a concurrent delete of the same row is a no-op here, not an error.
  const { count } = await db.storedFile.deleteMany({ where: { id: fileId } })
  if (count > 0 && isManagedStorageKey(row.storageKey)) await removeQuietly(row.storageKey)
  if (count > 0 && row.smallFileId) await deleteStoredFile({ fileId: row.smallFileId })
}

/** An orphaned blob costs a little space; failing the user's request over it would cost more. */
async function removeQuietly(storageKey: string): Promise<void> {
  await fileStorage()
    .remove(storageKey)
    .catch((error: unknown) => logError(`[uploads] could not remove stored bytes ${storageKey}`, error))
}
