import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { encodedBodies, MIN_BODY_CHARS, sendEncodedBodies } from '../../scripts/lib/encoded-bodies.mjs'

// A page with a naira sign: a two-byte string in V8, the kind that cost the most to encode per request.
const page = (mark: string) => `<!DOCTYPE html><p>₦20,000 ${mark}</p>${'x'.repeat(MIN_BODY_CHARS)}`

describe('encodedBodies', () => {
  it('gives the UTF-8 bytes of a page and keeps them for the next request of the same body', () => {
    const store = encodedBodies()
    const first = store.bytesOf('/therapists', '"abc"', page('a'))
    expect(Buffer.isBuffer(first)).toBe(true)
    expect(first.toString('utf8')).toBe(page('a'))
    expect(store.bytesOf('/therapists', '"abc"', page('a'))).toBe(first)
  })

  it('keeps a body per path, ETag and length, so a changed page is encoded afresh', () => {
    const store = encodedBodies()
    const before = store.bytesOf('/', '"one"', page('a'))
    const after = store.bytesOf('/', '"two"', page('b'))
    expect(after).not.toBe(before)
    expect(after.toString()).toBe(page('b'))
    expect(store.bytesOf('/about-page', '"one"', page('a'))).not.toBe(before)
    expect(store.size.entries).toBe(3)
  })

  it('leaves short bodies and bodies without an ETag as they are', () => {
    const store = encodedBodies()
    expect(store.bytesOf('/', '"e"', '{"ok":true}')).toBe('{"ok":true}')
    expect(store.bytesOf('/', undefined, page('a'))).toBe(page('a'))
    expect(store.size.entries).toBe(0)
  })

  it('stays within its size, dropping the least recently used body first', () => {
    const body = page('a')
    const size = Buffer.byteLength(body)
    const store = encodedBodies(size * 4)
    store.bytesOf('/1', '"1"', body)
    store.bytesOf('/2', '"2"', body)
    store.bytesOf('/3', '"3"', body)
    store.bytesOf('/4', '"4"', body)
    const kept = store.bytesOf('/1', '"1"', body) // used again: now the most recent
    store.bytesOf('/5', '"5"', body)
    expect(store.size.bytes).toBeLessThanOrEqual(size * 4)
    expect(store.size.entries).toBe(4)
    expect(store.bytesOf('/1', '"1"', body)).toBe(kept)
  })
})

describe('sendEncodedBodies', () => {
  let server: http.Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  async function serve(status: number, etag: string | null) {
    const store = encodedBodies()
    server = http.createServer((req, res) => {
      sendEncodedBodies(req, res, store)
      res.statusCode = status
      if (etag) res.setHeader('ETag', etag)
      res.setHeader('Content-Length', Buffer.byteLength(page('a')))
      res.end(req.method === 'HEAD' ? null : page('a'))
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return { store, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/page` }
  }

  it('sends the same bytes and keeps them for the next request', async () => {
    const { store, url } = await serve(200, '"e1"')
    for (let i = 0; i < 2; i++) {
      const response = await fetch(url)
      expect(await response.text()).toBe(page('a'))
    }
    expect(store.size.entries).toBe(1)
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(200)
  })

  it('keeps nothing of an error page or a body without an ETag', async () => {
    for (const [status, etag] of [
      [404, '"e1"'],
      [200, null],
    ] as const) {
      const { store, url } = await serve(status, etag)
      expect(await (await fetch(url)).text()).toBe(page('a'))
      expect(store.size.entries).toBe(0)
      await new Promise<void>((resolve) => server!.close(() => resolve()))
      server = undefined
    }
  })
})
