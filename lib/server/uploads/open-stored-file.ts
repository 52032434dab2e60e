import 'server-only'
import { canOpenVerificationDocuments } from '@/lib/roles'
import { isUuid } from '@/lib/validation/directory'
import { ACCEPTED_IMAGE_TYPES, type AcceptedImageType } from '@/lib/validation/uploads'
import type { SessionUser } from '../auth/current-user'
import { db } from '../db'
import { AppError } from '../errors'
import { fileRoutePath, type Visibility } from './file-storage'
import { fileStorage } from './storage'

export type OpenedFile =
  | { kind: 'redirect'; url: string }
  | { kind: 'bytes'; bytes: Buffer; contentType: AcceptedImageType; visibility: Visibility }

type OpenStoredFileInput = {
  fileId: string
  /** Asked only for a private file, so public images never read the session. */
  viewer: () => Promise<SessionUser | null>
}

type PrivateFileRow = { uploadedById: string | null; document: { therapistId: string } | null }

/**
 * Who may read a private file (a verification document): the therapist it belongs to, and an Admin
 * (a Manager does not review documents: decision 005). A private file not yet linked to a document:
 * its uploader. Everyone else, visitors included, gets the same 404 as for a file that does not exist.
 */
export function canReadPrivateFile(file: PrivateFileRow, viewer: SessionUser | null): boolean {
  if (!viewer) return false
  if (canOpenVerificationDocuments(viewer.role)) return true
  return file.document ? file.document.therapistId === viewer.id : file.uploadedById === viewer.id
}

const notFound = () => new AppError('NOT_FOUND', 'File not found.')

/** A stored file by StoredFile id, for the file route: its bytes, or where a public file lives. */
export async function openStoredFile({ fileId, viewer }: OpenStoredFileInput): Promise<OpenedFile> {
  if (!isUuid(fileId)) throw notFound()
  const file = await db.storedFile.findUnique({
    where: { id: fileId },
    select: { storageKey: true, url: true, contentType: true, visibility: true, uploadedById: true, document: { select: { therapistId: true } } },
  })
  if (!file) throw notFound()
  if (file.visibility === 'Private' && !canReadPrivateFile(file, await viewer())) throw notFound()
  // Public files kept elsewhere (uploadthing's CDN, the seed's pictures in public/): send the browser there.
  if (file.visibility === 'Public' && file.url && file.url !== fileRoutePath(fileId)) return { kind: 'redirect', url: file.url }

  // Only the two types sanitizeImage produces are ever served, whatever a row says.
  const contentType = ACCEPTED_IMAGE_TYPES.find((type) => type === file.contentType)
  if (!contentType) throw notFound()
  const bytes = await fileStorage().read(file.storageKey, file.visibility)
  if (!bytes) throw notFound()
  return { kind: 'bytes', bytes, contentType, visibility: file.visibility }
}
