// Next's own file-system cache of rendered pages (ISR), with the one file Next 16.4 forgets to write.
//
// With cacheComponents (partial prerendering on), Next 16.4.6's FileSystemCache.set writes a page's
// HTML, its meta and its segment files but not its RSC payload (`<key>.rsc`), while its get needs that
// file for every page without postponed state, which is every public page here. So a page that had
// left the 10 MB in-memory cache (next.config.ts), or any page after a restart, was never read back
// from disk: it was rendered again as a MISS, and its copy on disk was written for nothing. Next
// 16.5.0 writes the file itself (the same condition as below); delete this handler with that upgrade.
// docs/decisions/058-pages-read-back-from-disk.md.
//
// Hosts that bring their own cache (Vercel's, through Next's global cache handlers) keep it: the
// handler is chosen the way Next chooses its default.
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
const { RSC_SUFFIX } = require('next/dist/lib/constants.js')

const APP_PAGE = 'APP_PAGE'

/** Whether Next left out the RSC payload its own get will ask for (Next 16.5.0's condition). */
export function rscPayloadMissing(data, ctx) {
  return Boolean(
    data &&
      data.kind === APP_PAGE &&
      data.postponed == null &&
      data.rscData &&
      ctx?.isRoutePPREnabled &&
      !ctx.isFallback &&
      !ctx.fetchCache,
  )
}

class PageFileCache extends FileSystemCache {
  async set(key, data, ctx) {
    // Written before Next's own files: its get treats the HTML as the entry's last file, so a read
    // that finds the HTML finds the payload too.
    if (this.flushToDisk && rscPayloadMissing(data, ctx)) {
      const file = this.getFilePath(`${key}${RSC_SUFFIX}`, APP_PAGE)
      await this.fs.mkdir(path.dirname(file))
      await this.fs.writeFile(file, data.rscData)
    }
    await super.set(key, data, ctx)
  }
}

/** Constructed by Next with `new`; returning an object makes that object the instance. */
export default function PageCacheHandler(options) {
  const HostCache = globalThis[Symbol.for('@next/cache-handlers')]?.FetchCache
  return HostCache ? new HostCache(options) : new PageFileCache(options)
}
