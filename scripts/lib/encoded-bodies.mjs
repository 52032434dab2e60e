// The UTF-8 bytes of the cached pages `npm start` serves, kept so that a page is encoded once rather than
// on every request (docs/decisions/052).
//
// Next hands a cached page to `res.end` as a JavaScript string, and Node encodes it to UTF-8 on each write.
// A page with one character above U+00FF (the naira sign, a dash, a Yoruba name) is a two-byte string in
// V8, and encoding 65 KB of it cost about 100 µs more per write than the same page in one-byte
// form: measured, the home page and the directory answered 15–20 % fewer requests a second than pages of
// their size without such a character. Bodies are kept by path, ETag and length: Next derives the ETag
// from the body itself, so a changed page gets a new entry, and an old one ages out.

/** Bodies shorter than this are not worth keeping: encoding them costs next to nothing. */
export const MIN_BODY_CHARS = 8 * 1024

/**
 * A least-recently-used store of encoded bodies, bounded by their total size (the server's memory
 * budget is 400 MB; Next's own page cache is 10 MB).
 */
export function encodedBodies(maxBytes = 2 * 1024 * 1024) {
  /** @type {Map<string, Buffer>} */
  const entries = new Map()
  let bytes = 0

  return {
    /**
     * The bytes to send for `body`, a string Next is about to write with `etag`; the string itself
     * when it is not a cacheable page body.
     * @param {string} path
     * @param {unknown} etag
     * @param {string} body
     * @returns {string | Buffer}
     */
    bytesOf(path, etag, body) {
      if (typeof etag !== 'string' || body.length < MIN_BODY_CHARS) return body
      const key = `${path}\n${etag}\n${body.length}`
      const hit = entries.get(key)
      if (hit) {
        entries.delete(key)
        entries.set(key, hit)
        return hit
      }
      const encoded = Buffer.from(body, 'utf8')
      if (encoded.length > maxBytes / 4) return encoded
      entries.set(key, encoded)
      bytes += encoded.length
      for (const [oldKey, old] of entries) {
        if (bytes <= maxBytes) break
        entries.delete(oldKey)
        bytes -= old.length
      }
      return encoded
    },
    get size() {
      return { entries: entries.size, bytes }
    },
  }
}

/**
 * Makes `res.end(body)` send the kept bytes of a cached page. Only a GET's string body with an ETag
 * qualifies: Next sets an ETag on the pages and payloads it sends whole, never on streamed ones.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {ReturnType<typeof encodedBodies>} store
 */
export function sendEncodedBodies(req, res, store) {
  if (req.method !== 'GET') return
  const end = res.end
  res.end = function endWithKeptBytes(chunk, ...rest) {
    const body = typeof chunk === 'string' && res.statusCode === 200 ? store.bytesOf(req.url ?? '', res.getHeader('ETag'), chunk) : chunk
    return end.call(this, body, ...rest)
  }
}
