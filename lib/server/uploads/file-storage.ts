import 'server-only'
import type { AcceptedImageType } from '@/lib/validation/uploads'

/** What every storage adapter offers (local disk, uploadthing): bytes under a server-chosen key. */

export type Visibility = 'Public' | 'Private'

export type PutFile = {
  /** The StoredFile id the bytes will belong to (local public URLs are built from it). */
  fileId: string
  bytes: Buffer
  contentType: AcceptedImageType
  visibility: Visibility
}

export type PutResult = {
  /** The adapter's key: random, chosen by the server, never derived from the uploader's file name. */
  storageKey: string
  /** Where anyone may fetch a public file; always null for a private one. */
  url: string | null
}

export type FileStorage = {
  readonly name: 'local-disk' | 'uploadthing'
  put(file: PutFile): Promise<PutResult>
  /** The bytes under a key, or null when there are none. */
  read(storageKey: string, visibility: Visibility): Promise<Buffer | null>
  /** Removes the bytes; a key that is already gone is not an error. */
  remove(storageKey: string): Promise<void>
}

/** The route that serves stored files by StoredFile id (app/api/files/[id]/route.ts). */
export const fileRoutePath = (fileId: string) => `/api/files/${fileId}`

/** File extension for a stored name, from the sniffed type (never from the upload's name). */
export const extensionFor = (contentType: AcceptedImageType) => (contentType === 'image/png' ? 'png' : 'jpg')

/** Keys made by this app never contain a slash; seeded demo rows (demo/…, bench/…) point at static files. */
export const isManagedStorageKey = (storageKey: string) => !storageKey.includes('/')
