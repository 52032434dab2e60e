// Cache misses of `npm run bench` (BENCH_ONLY=miss): therapist pages and posts that nobody has asked
// for since the server started, one request at a time and nothing else running, so each figure is
// what one visitor waits for when a page has to be rendered. The ids are picked at random among the
// large data set's 10,000 therapists and 2,000 posts; a page answered from the cache (Next says so:
// x-nextjs-cache HIT or STALE) is counted apart, so a page visited by an earlier run on the same
// build cannot flatter the figure.
import { md5Uuid, percentiles } from './booking-bench.mjs'

/** The bar: the median of each kind of page, rendered on its first request, with no other load. */
export const MISS_MEDIAN_BAR_MS = 50
/** Pages of each kind per run: enough for a stable median, few enough to leave most pages unvisited. */
export const PER_KIND = Number(process.env.BENCH_MISS_PAGES ?? 60)
/**
 * Pages of each kind rendered first and not counted: a server just started runs React's and Next's
 * code cold, and its first few dozen renders are slower while V8 compiles it (the first 200 misses of
 * a fresh server measured a median of 58 ms, the next 200 45 ms). A server that has been up for a
 * while is what a visitor meets.
 */
export const WARM_UP_PER_KIND = Number(process.env.BENCH_MISS_WARM_UP ?? 20)

/** Every tenth bench therapist awaits verification and has no public page. */
const listedTherapists = () => Array.from({ length: 10_000 }, (_, i) => i + 1).filter((n) => n % 10 !== 0)
const posts = () => Array.from({ length: 2_000 }, (_, i) => i + 1)

function sample(numbers, count) {
  const pool = [...numbers]
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[pool[i], pool[j]] = [pool[j], pool[i]]
  }
  return pool.slice(0, count)
}

/** A kind's warm-up pages and measured pages: distinct random pages, so none is asked for twice. */
function pagesOf(kind, numbers, toPath) {
  const all = sample(numbers, WARM_UP_PER_KIND + PER_KIND).map(toPath)
  return { kind, warmUp: all.slice(0, WARM_UP_PER_KIND), measured: all.slice(WARM_UP_PER_KIND) }
}

const KINDS = [
  pagesOf('therapist page', listedTherapists(), (n) => `/one-therapist/${md5Uuid(`bench-therapist-${n}`)}`),
  pagesOf('blog post', posts(), (n) => `/blog-post-detail/${md5Uuid(`bench-post-${n}`)}`),
]

/** @param {{ base: string }} options */
export async function runCacheMissBench({ base }) {
  // Pages of each kind first, not counted: the server's own first-request costs (route modules, the
  // connection pool) and its cold code (WARM_UP_PER_KIND).
  for (const { warmUp } of KINDS) for (const pagePath of warmUp) await (await fetch(`${base}${pagePath}`)).arrayBuffer()
  const kinds = []
  for (const { kind, measured } of KINDS) {
    const misses = []
    let hits = 0
    let errors = 0
    const errorSamples = []
    for (const pagePath of measured) {
      const t0 = performance.now()
      const response = await fetch(`${base}${pagePath}`)
      await response.arrayBuffer()
      const ms = performance.now() - t0
      if (response.status !== 200) {
        errors++
        if (errorSamples.length < 3) errorSamples.push(`${pagePath} → ${response.status}`)
      } else if (['HIT', 'STALE'].includes(response.headers.get('x-nextjs-cache') ?? '')) hits++
      else misses.push(ms)
    }
    const figures = percentiles(misses)
    kinds.push({ kind, count: misses.length, hits, errors, errorSamples, ...figures, meets: errors === 0 && misses.length > 0 && figures.p50 <= MISS_MEDIAN_BAR_MS })
  }
  return { kinds, ok: kinds.every((k) => k.meets) }
}

/** Markdown for docs/performance.md; `floor` is the floor app's misses measured the same way (scripts/lib/floor-app.mjs). */
export function cacheMissReport(result, floor) {
  const rows = result.kinds.map((k) => `| ${k.kind} | ${k.count} | ${k.hits} | ${k.p50} | ${k.p95} | ${k.p99} | ${k.errors} | ${k.meets ? 'meets' : 'MISSES'} median ≤ ${MISS_MEDIAN_BAR_MS} ms |`)
  const samples = result.kinds.flatMap((k) => k.errorSamples)
  return [
    `${PER_KIND} random pages of each kind among the large data set's 9,000 listed therapists and 2,000 posts, each requested once, one request at a time, with no other load (\`scripts/lib/cache-miss-bench.mjs\`), after ${WARM_UP_PER_KIND} other new pages of each kind that are not counted (a server just started runs cold code). Pages Next answered from its cache (an earlier visit on the same build) are counted apart and left out of the figures. The floor is the framework alone: ${floor.count} pages of the floor app's dynamic route (\`scripts/js-floor\`, \`/p/{id}\`: a therapist page's segment settings, one cached read, no database, nothing of ours), asked for the same way in the same run.`,
    '',
    '| Page | Misses | Cache hits (left out) | p50 ms | p95 ms | p99 ms | Errors | Bar |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    `| floor (\`scripts/js-floor\` \`/p/{id}\`) | ${floor.count} | 0 | ${floor.p50} | ${floor.p95} | ${floor.p99} | 0 | - |`,
    ...rows,
    ...(samples.length ? ['', `First errors: ${samples.join(' | ')}`] : []),
  ]
}
