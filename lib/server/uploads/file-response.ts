import 'server-only'
import { extensionFor } from './file-storage'
import type { OpenedFile } from './open-stored-file'

/*
 * The HTTP answer for a stored file. The type is the one we encoded (never guessed by the browser:
 * nosniff), the download name is fixed (never the uploader's), and the file is sandboxed if opened
 * on its own. Public files never change under an id (a replacement is a new StoredFile), so they are
 * cached for a year; private files are never stored by any cache.
 */
export function storedFileResponse(file: OpenedFile): Response {
  if (file.kind === 'redirect') {
    return new Response(null, { status: 307, headers: { Location: file.url, 'Cache-Control': 'public, max-age=86400' } })
  }
  const isPrivate = file.visibility === 'Private'
  const filename = `${isPrivate ? 'document' : 'image'}.${extensionFor(file.contentType)}`
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.length),
      'Content-Disposition': `inline; filename="${filename}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'Cache-Control': isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable',
      // A private document may be shown only by our own pages, not embedded by another site.
      ...(isPrivate ? { 'Cross-Origin-Resource-Policy': 'same-origin' } : {}),
    },
  })
}
