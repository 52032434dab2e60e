import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { generateETag } from 'next/dist/server/lib/etag.js'
import { afterEach, describe, expect, it } from 'vitest'
import { rawGet } from '../support/raw-get'
import { acceptsGzip, encodedBodies, MIN_BODY_CHARS, sendEncodedBodies } from '../../scripts/lib/encoded-bodies.mjs'

// A page with a naira sign: a two-byte string in V8, the kind that cost the most to encode per request.
const page = (mark: string) => `<!DOCTYPE html><p>₦20,000 ${mark}</p>${'x'.repeat(MIN_BODY_CHARS)}`

describe('encodedBodies', () => {
  it("gives a page Next's own ETag and its UTF-8 bytes, and keeps both for the next request of the same body", () => {
    const store = encodedBodies()
    const first = store.entryOf(page('a'))
    expect(first.etag).toBe(generateETag(page('a')))
    expect(first.bytes?.toString('utf8')).toBe(page('a'))
    expect(store.entryOf(page('a'))).toBe(first)
    // An equal string that is another object (a page read back from disk) finds the same entry.
    expect(store.entryOf(`${page('a')} `.slice(0, -1))).toBe(first)
  })

  it('keeps an entry per body, so a changed page gets a new ETag and new bytes', () => {
    const store = encodedBodies()
    const before = store.entryOf(page('a'))
    const after = store.entryOf(page('b'))
    expect(after.etag).not.toBe(before.etag)
    expect(after.bytes?.toString()).toBe(page('b'))
    expect(store.size.entries).toBe(2)
  })

  it('gzips a kept body once', () => {
    const store = encodedBodies()
    const entry = store.entryOf(page('a'))
    const gzip = store.gzipOf(entry as typeof entry & { bytes: Buffer })
    expect(gunzipSync(gzip).toString('utf8')).toBe(page('a'))
    expect(store.gzipOf(entry as typeof entry & { bytes: Buffer })).toBe(gzip)
    expect(store.size.bytes).toBe(Buffer.byteLength(page('a')) + gzip.length)
  })

  it('gives a short body its ETag but keeps nothing of it', () => {
    const store = encodedBodies()
    const entry = store.entryOf('{"ok":true}')
    expect(entry).toMatchObject({ etag: generateETag('{"ok":true}'), bytes: null })
    expect(store.size.entries).toBe(0)
  })

  it('stays within its size, dropping the least recently used body first', () => {
    const size = Buffer.byteLength(page('1'))
    const store = encodedBodies(size * 4)
    for (const mark of ['1', '2', '3', '4']) store.entryOf(page(mark))
    const kept = store.entryOf(page('1')) // used again: now the most recent
    store.entryOf(page('5'))
    expect(store.size.bytes).toBeLessThanOrEqual(size * 4)
    expect(store.size.entries).toBe(4)
    expect(store.entryOf(page('1'))).toBe(kept)
    expect(store.entryOf(page('2')).kept).toBe(true) // dropped, so made again
    expect(store.size.entries).toBe(4)
  })
})

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as the compression middleware negotiates it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsGzip('deflate, gzip;q=0.5')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0, *')).toBe(false)
    expect(acceptsGzip('br')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })
})

describe('sendEncodedBodies', () => {
  let server: http.Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  /** A server that ends every response the way Next's send-payload does (or streams, for `streamed`). */
  async function serve({ status = 200, body = page('a'), streamed = false } = {}) {
    const store = encodedBodies()
    server = http.createServer((req, res) => {
      sendEncodedBodies(req, res, store)
      res.statusCode = status
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 's-maxage=60')
      if (streamed) {
        res.write(body.slice(0, 100))
        res.end(body.slice(100))
        return
      }
      res.setHeader('Content-Length', Buffer.byteLength(body))
      res.end(req.method === 'HEAD' ? null : body)
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return { store, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/page` }
  }

  it('sends a page with its ETag, as bytes kept for the next request', async () => {
    const { store, url } = await serve()
    for (let i = 0; i < 2; i++) {
      const response = await rawGet(url)
      expect(response.body.toString('utf8')).toBe(page('a'))
      expect(response.headers.etag).toBe(generateETag(page('a')))
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(page('a')))
    }
    expect(store.size.entries).toBe(1)
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(200)
  })

  it('sends the kept gzip to a browser that takes it, with Vary and the compressed length', async () => {
    const { store, url } = await serve()
    const response = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers.vary).toMatch(/Accept-Encoding/i)
    expect(Number(response.headers['content-length'])).toBe(response.body.length)
    expect(gunzipSync(response.body).toString('utf8')).toBe(page('a'))
    expect(response.headers.etag).toBe(generateETag(page('a')))
    const again = await rawGet(url, { 'accept-encoding': 'gzip' })
    expect(again.body.equals(response.body)).toBe(true)
    expect(store.size.bytes).toBe(Buffer.byteLength(page('a')) + response.body.length)
  })

  it('answers 304 with no body to the ETag it sent', async () => {
    const { url } = await serve()
    const first = await rawGet(url, { 'accept-encoding': 'gzip' })
    const again = await rawGet(url, { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(again.headers['cache-control']).toBe('s-maxage=60')
    expect((await rawGet(url, { 'if-none-match': '"another"' })).status).toBe(200)
  })

  it('still compresses what it does not keep: a short page and a streamed one', async () => {
    const short = await serve({ body: `<p>${'y'.repeat(2000)}</p>` })
    const response = await rawGet(short.url, { 'accept-encoding': 'gzip' })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers.etag).toBe(generateETag(`<p>${'y'.repeat(2000)}</p>`))
    expect(short.store.size.entries).toBe(0)
    await new Promise<void>((resolve) => server!.close(() => resolve()))

    const streamed = await serve({ streamed: true })
    const answer = await rawGet(streamed.url, { 'accept-encoding': 'gzip' })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(answer.body).toString('utf8')).toBe(page('a'))
    expect(answer.headers.etag).toBeUndefined()
    expect(streamed.store.size.entries).toBe(0)
  })

  it('keeps nothing of an error page and gives it no ETag', async () => {
    const { store, url } = await serve({ status: 404 })
    const response = await rawGet(url)
    expect(response.status).toBe(404)
    expect(response.body.toString('utf8')).toBe(page('a'))
    expect(response.headers.etag).toBeUndefined()
    expect(store.size.entries).toBe(0)
  })
})
