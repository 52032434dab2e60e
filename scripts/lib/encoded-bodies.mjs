// How `npm start` sends what Next renders: compressed with the same middleware Next uses, and the
// cached pages from bytes kept between requests (docs/decisions/052 and 057).
//
// Next hands a cached page to `res.end` as a JavaScript string. Left to itself it would, on every
// request, hash the whole string for its ETag (FNV-1a in JavaScript, about 9 % of a cached page's
// cost), encode it to UTF-8 (a page with one character above U+00FF is a two-byte string in V8, and
// encoding 65 KB of it cost about 100 µs more per write), and gzip it afresh for the browser (0.8–2 ms
// a page, more than the rest of a cached answer). next.config.ts turns Next's ETags and compression
// off, and this module does both once per page body: the ETag (Next's own function, so the values
// do not change), the UTF-8 bytes and their gzip are kept by the body itself. Next gives a page
// held in its memory cache as the same string on every request, so finding it is a pointer check.
import { gzipSync } from 'node:zlib'
import compression from 'next/dist/compiled/compression/index.js'
import fresh from 'next/dist/compiled/fresh/index.js'
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream.js'
import { generateETag } from 'next/dist/server/lib/etag.js'

/** Bodies shorter than this are not worth keeping: hashing, encoding and gzipping them costs next to nothing. */
export const MIN_BODY_CHARS = 8 * 1024
/** compression's own default: smaller bodies are sent as they are. */
const COMPRESS_THRESHOLD_BYTES = 1024
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/

/**
 * @typedef {{ etag: string, bytes: Buffer | null, gzip: Buffer | null, kept: boolean }} BodyEntry
 *   bytes: null for a body too short to keep (it is sent as the string it is).
 */

/**
 * A least-recently-used store of page bodies' ETags, UTF-8 bytes and gzip, bounded by the bytes it
 * holds (the server's memory budget is 400 MB; Next's own page cache is 6 MB, next.config.ts). The bodies
 * themselves, the keys, are the strings Next's cache holds anyway.
 */
export function encodedBodies(maxBytes = 2 * 1024 * 1024) {
  /** @type {Map<string, BodyEntry>} */
  const entries = new Map()
  let bytes = 0
  const sizeOf = (/** @type {BodyEntry} */ entry) => (entry.bytes?.length ?? 0) + (entry.gzip?.length ?? 0)
  const evict = () => {
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break
      entries.delete(oldKey)
      old.kept = false
      bytes -= sizeOf(old)
    }
  }

  return {
    /**
     * The ETag and bytes of `body`, a page Next is about to send whole.
     * @param {string} body
     * @returns {BodyEntry}
     */
    entryOf(body) {
      const hit = entries.get(body)
      if (hit) {
        entries.delete(body)
        entries.set(body, hit)
        return hit
      }
      const etag = generateETag(body)
      if (body.length < MIN_BODY_CHARS) return { etag, bytes: null, gzip: null, kept: false }
      const entry = { etag, bytes: Buffer.from(body, 'utf8'), gzip: null, kept: false }
      if (entry.bytes.length > maxBytes / 4) return entry
      entries.set(body, entry)
      entry.kept = true
      bytes += entry.bytes.length
      evict()
      return entry
    },
    /**
     * The gzip of a kept entry's bytes, made on its first compressed request.
     * @param {BodyEntry & { bytes: Buffer }} entry
     */
    gzipOf(entry) {
      if (entry.gzip) return entry.gzip
      const gzip = gzipSync(entry.bytes)
      if (!entry.kept) return gzip
      entry.gzip = gzip
      bytes += gzip.length
      evict()
      return gzip
    },
    get size() {
      return { entries: entries.size, bytes }
    },
  }
}

/** Whether the request takes gzip (compression prefers gzip whenever it is acceptable at all). */
export function acceptsGzip(/** @type {string | string[] | undefined} */ header) {
  if (typeof header !== 'string') return false
  let any = false
  for (const part of header.toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const acceptable = q === undefined || Number(q.slice(2)) > 0
    if (coding === 'gzip') return acceptable
    if (coding === '*') any = acceptable
  }
  return any
}

const compress = compression()

/**
 * Compresses the response as Next's own router does (its compression middleware, which next.config.ts
 * turns off there), and makes `res.end(body)` of a page Next sends whole carry an ETag, answer 304
 * to a matching If-None-Match, and send the kept bytes or their gzip.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {ReturnType<typeof encodedBodies>} store
 */
export function sendEncodedBodies(req, res, store) {
  compress(req, res, () => {})
  // A client that goes away before the end leaves the middleware's zlib stream open (Next does the same).
  res.once('close', () => {
    if (!res.writableFinished) releaseCompressionStream(res)
  })
  if (req.method !== 'GET') return
  const end = res.end
  res.end = function endWithKeptBytes(chunk, ...rest) {
    // Only what Next's send-payload ends with: a page or payload sent whole, as one string.
    const whole = typeof chunk === 'string' && !res.headersSent && res.statusCode === 200
    if (!whole || res.hasHeader('ETag') || res.hasHeader('Content-Encoding')) {
      return end.call(this, chunk, ...rest)
    }
    const entry = store.entryOf(chunk)
    res.setHeader('ETag', entry.etag)
    if (fresh(req.headers, { etag: entry.etag })) {
      // As Next's sendEtagResponse: the 304 keeps Cache-Control and the ETag, and has no body.
      res.statusCode = 304
      res.removeHeader('Content-Length')
      res.removeHeader('Content-Type')
      return end.call(this)
    }
    if (!entry.bytes) return end.call(this, chunk, ...rest)
    if (entry.bytes.length >= COMPRESS_THRESHOLD_BYTES && acceptsGzip(req.headers['accept-encoding']) && compressible(req, res)) {
      const gzip = store.gzipOf(/** @type {BodyEntry & { bytes: Buffer }} */ (entry))
      // The middleware sees the encoding set and passes these bytes through (adding Vary itself).
      res.setHeader('Content-Encoding', 'gzip')
      res.setHeader('Content-Length', gzip.length)
      return end.call(this, gzip)
    }
    return end.call(this, entry.bytes)
  }
}

/** The middleware's own rules: a compressible type, and no `Cache-Control: no-transform`. */
function compressible(/** @type {import('node:http').IncomingMessage} */ req, /** @type {import('node:http').ServerResponse} */ res) {
  const cacheControl = res.getHeader('Cache-Control')
  if (typeof cacheControl === 'string' && NO_TRANSFORM.test(cacheControl)) return false
  return compression.filter(req, res)
}
