import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js'
import { afterEach, describe, expect, it } from 'vitest'
import PageCacheHandler, { rscPayloadMissing } from '../../lib/page-cache-handler.mjs'

// A public page as Next 16.4 hands it to the cache with cacheComponents on: no postponed state,
// its RSC payload and its segments, under a runtime route-cache key.
const KEY = '/route-cache/APP_PAGE/0123abcd/$/one-therapist/3f1c'
const page = () => ({
  kind: 'APP_PAGE',
  html: '<!DOCTYPE html><h1>Dr Ada</h1>',
  rscData: Buffer.from('0:["$","h1",null,{"children":"Dr Ada"}]'),
  postponed: undefined,
  headers: { 'x-next-cache-tags': 'therapist:3f1c' },
  status: 200,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
})
const setContext = { isRoutePPREnabled: true, isFallback: false, fetchCache: false, cacheControl: { revalidate: 60, expire: 3600 } }
const getContext = { kind: 'APP_PAGE', isRoutePPREnabled: true, isFallback: false }

let dirs: string[] = []
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  dirs = []
})

/** Options as Next passes them, without an in-memory cache, so every get reads the disk. */
function options() {
  const serverDistDir = mkdtempSync(path.join(tmpdir(), 'alafia-page-cache-'))
  dirs.push(serverDistDir)
  return { fs: nodeFs, flushToDisk: true, serverDistDir, revalidatedTags: [], maxMemoryCacheSize: 0 }
}

describe('PageCacheHandler', () => {
  it('reads a page it wrote back from disk, with its RSC payload, as a hit', async () => {
    const cache = new PageCacheHandler(options())
    await cache.set(KEY, page() as never, setContext as never)
    const entry = await cache.get(KEY, getContext as never)
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE', html: page().html, status: 200 })
    expect(String((entry?.value as { rscData: Buffer }).rscData)).toBe(String(page().rscData))
  })

  // The day Next writes the payload itself (16.5.0 does), this fails: delete the handler then.
  it("is needed: Next's own file-system cache cannot read the same page back", async () => {
    const cache = new FileSystemCache(options() as never)
    await cache.set(KEY, page() as never, setContext as never)
    expect(await cache.get(KEY, getContext as never)).toBeNull()
  })

  it('writes nothing to disk when Next keeps pages in memory only', async () => {
    const cache = new PageCacheHandler({ ...options(), flushToDisk: false })
    await cache.set(KEY, page() as never, setContext as never)
    expect(await cache.get(KEY, getContext as never)).toBeNull()
  })

  it("uses the host's cache when the host brings one", () => {
    const handlers = Symbol.for('@next/cache-handlers')
    class HostCache {}
    const global = globalThis as Record<symbol, unknown>
    global[handlers] = { FetchCache: HostCache }
    try {
      expect(new PageCacheHandler(options())).toBeInstanceOf(HostCache)
    } finally {
      delete global[handlers]
    }
  })
})

describe('rscPayloadMissing', () => {
  it('is true only for a whole page with partial prerendering on', () => {
    expect(rscPayloadMissing(page(), setContext)).toBe(true)
    expect(rscPayloadMissing({ ...page(), postponed: 'state' }, setContext)).toBe(false)
    expect(rscPayloadMissing({ ...page(), rscData: undefined }, setContext)).toBe(false)
    expect(rscPayloadMissing({ ...page(), kind: 'PAGES' }, setContext)).toBe(false)
    expect(rscPayloadMissing(page(), { ...setContext, isRoutePPREnabled: false })).toBe(false)
    expect(rscPayloadMissing(page(), { ...setContext, isFallback: true })).toBe(false)
    expect(rscPayloadMissing(page(), { ...setContext, fetchCache: true })).toBe(false)
  })
})
