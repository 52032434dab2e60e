// Types for tests/unit/page-cache-handler.test.ts.
import type FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

export function rscPayloadMissing(
  data: { kind?: string; postponed?: unknown; rscData?: unknown } | null | undefined,
  ctx: { isRoutePPREnabled?: boolean; isFallback?: boolean; fetchCache?: boolean } | undefined,
): boolean
/** Next's cache handler: constructed by Next with `new` and its cache options. */
declare const PageCacheHandler: new (options: object) => FileSystemCache
export default PageCacheHandler
