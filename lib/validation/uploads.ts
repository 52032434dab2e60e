// Upload limits and messages, shared by the forms (instant feedback) and the server
// (which decides: lib/server/uploads/sanitize-image.ts checks the bytes it received). Pure: no I/O.

/** photo: a therapist's profile photo; blog: a blog post's image; document: a verification document. */
export const UPLOAD_KINDS = ['photo', 'blog', 'document'] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

/** Profile photos and blog images must be UNDER this many bytes (3,072,000). */
export const PHOTO_MAX_BYTES = 3_072_000
/** Verification documents may be AT MOST this many bytes (5,242,880). */
export const DOCUMENT_MAX_BYTES = 5_242_880

/** The only formats the platform stores, whatever a file's name or declared type says. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number]
/** For `<input type="file" accept={IMAGE_ACCEPT}>`: the browser's picker shows only these. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png'

/** The product's messages, word for word (their spelling and capitals included). */
export const PHOTO_TOO_LARGE = 'File Must be less then 3 MB'
export const PHOTO_WRONG_TYPE = 'File Must be in jpeg, jpg or png'
export const DOCUMENT_TOO_LARGE = 'File must be less than 5MB'
export const DOCUMENT_WRONG_TYPE = 'File must be in jpeg, jpg, or png format'
export const NO_FILE_SELECTED = 'Please select an image first!'
/** Not in the spec: a picture whose pixel count could exhaust the server's memory when decoded. */
export const IMAGE_TOO_MANY_PIXELS = 'This image is too large. Please choose a smaller picture.'

/** The API's multipart field names and the kind of file each carries. */
export const UPLOAD_FIELD_KIND = {
  profilePhoto: 'photo',
  blogImage: 'blog',
  certificate: 'document',
  cacDocument: 'document',
  logo: 'document',
} as const satisfies Record<string, UploadKind>
export type UploadField = keyof typeof UPLOAD_FIELD_KIND

const isDocument = (kind: UploadKind) => kind === 'document'

/** The largest accepted size in bytes for a kind (photo and blog: one byte under 3,072,000). */
export function maxUploadBytes(kind: UploadKind): number {
  return isDocument(kind) ? DOCUMENT_MAX_BYTES : PHOTO_MAX_BYTES - 1
}

export function isWithinUploadLimit(kind: UploadKind, byteSize: number): boolean {
  return byteSize > 0 && byteSize <= maxUploadBytes(kind)
}

export function uploadTooLargeMessage(kind: UploadKind): string {
  return isDocument(kind) ? DOCUMENT_TOO_LARGE : PHOTO_TOO_LARGE
}

export function uploadWrongTypeMessage(kind: UploadKind): string {
  return isDocument(kind) ? DOCUMENT_WRONG_TYPE : PHOTO_WRONG_TYPE
}

/** What a browser tells about a chosen file before it is sent (a File is one). */
export type ChosenFile = { size: number; type: string; name: string }

const ACCEPTED_EXTENSION = /\.(jpe?g|png)$/i

/**
 * Instant feedback in a form, before anything is sent: the spec's message for a missing, too large
 * or wrongly typed file, or null when it may be sent. It trusts what the browser says (size, declared
 * type, name), so it is a courtesy only: the server checks the bytes themselves.
 */
export function precheckUpload(kind: UploadKind, file: ChosenFile | null | undefined): string | null {
  if (!file || file.size === 0) return NO_FILE_SELECTED
  // Same order as the server: the size first, then the type.
  if (!isWithinUploadLimit(kind, file.size)) return uploadTooLargeMessage(kind)
  const declared = file.type.toLowerCase()
  // Some systems send no type for a file they do not recognise: fall back to its name then.
  const looksAccepted = declared ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(declared) : ACCEPTED_EXTENSION.test(file.name)
  return looksAccepted ? null : uploadWrongTypeMessage(kind)
}
