import 'server-only'
import { randomUUID } from 'node:crypto'
import { isUuid } from '@/lib/validation/directory'
import type { AcceptedImageType, UploadKind } from '@/lib/validation/uploads'
import { db } from '../db'
import { AppError } from '../errors'
import { isManagedStorageKey, type Visibility } from './file-storage'
import { sanitizeImage } from './sanitize-image'
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
}

/** Photos and blog images are public; verification documents are private. */
export const visibilityFor = (kind: UploadKind): Visibility => (kind === 'document' ? 'Private' : 'Public')

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
  const id = randomUUID()
  const visibility = visibilityFor(kind)
  const storage = fileStorage()
  const { storageKey, url } = await storage.put({ fileId: id, bytes: image.bytes, contentType: image.contentType, visibility })
  try {
    await db.storedFile.create({
      data: { id, storageKey, url, contentType: image.contentType, byteSize: image.bytes.length, visibility, uploadedById },
    })
  } catch (error) {
    await removeQuietly(storageKey)
    throw error
  }
  return { id, url, contentType: image.contentType, byteSize: image.bytes.length, visibility, width: image.width, height: image.height }
}

/**
 * Deletes a StoredFile row, then its bytes. Deleting the row also deletes a TherapistDocument that
 * uses it (onDelete: Cascade) and clears a profile photo or blog image that points at it (SetNull).
 * Seeded demo rows (keys with a slash, pointing at files in public/) lose their row only.
 * An unknown id is not an error: a replacement may race with another.
 */
export async function deleteStoredFile({ fileId }: { fileId: string }): Promise<void> {
  if (!isUuid(fileId)) return
  const row = await db.storedFile.findUnique({ where: { id: fileId }, select: { storageKey: true } })
  if (!row) return
  // deleteMany: a concurrent delete of the same row is a no-op here, not an error.
  const { count } = await db.storedFile.deleteMany({ where: { id: fileId } })
  if (count > 0 && isManagedStorageKey(row.storageKey)) await removeQuietly(row.storageKey)
}

/** An orphaned blob costs a little space; failing the user's request over it would cost more. */
async function removeQuietly(storageKey: string): Promise<void> {
  await fileStorage()
    .remove(storageKey)
    .catch((error: unknown) => logError(`[uploads] could not remove stored bytes ${storageKey}`, error))
}
