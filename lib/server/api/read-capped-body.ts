import 'server-only'
import { AppError } from '../errors'

export const BODY_TOO_LARGE = 'The request body is too large.'

/**
 * The request's body, read as a stream and never past `maxBytes`: a declared Content-Length over the
 * cap is refused before reading, and a chunked body with no length stops being read (and the stream
 * is cancelled) the moment it passes the cap. So a 20 MB body costs the server at most the cap.
 * Throws AppError PAYLOAD_TOO_LARGE (413) with `message`.
 */
export async function readCappedBytes(request: Request, maxBytes: number, message = BODY_TOO_LARGE): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', message)
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength
    if (size > maxBytes) {
      // Not awaited: cancelling a request body that is still arriving settles only once the client
      // stops sending, and the 413 must go out now (the rest of the body is discarded unread).
      reader.cancel().catch(() => {})
      throw new AppError('PAYLOAD_TOO_LARGE', message)
    }
    chunks.push(chunk.value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** The body as UTF-8 text, read with readCappedBytes's cap. */
export async function readCappedText(request: Request, maxBytes: number, message = BODY_TOO_LARGE): Promise<string> {
  return new TextDecoder().decode(await readCappedBytes(request, maxBytes, message))
}
