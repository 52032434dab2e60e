// The framework's floor for npm run bench and npm run lighthouse: a fixture app (scripts/js-floor/)
// with nothing of ours, built with the repository's own Next and React and the app's settings that
// change what the browser loads and how pages are cached (cacheComponents, partialPrefetching).
//
//   /          an empty page (one heading, one link, one tiny client component): the first-load
//              JavaScript and Lighthouse floors
//   /p/{id}    the same page under a dynamic segment with a therapist page's settings and one cached
//              read: what a page rendered on its first request costs the framework alone
//   /api/ok    a route handler answering a small JSON body: the least an HTTP API call costs
//
// Each bar that the framework bounds is reported beside the figure of this app measured in the same
// run on the same machine, so a bar below the floor shows as such (docs/performance.md).
import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { WARM_UP_PER_KIND } from './cache-miss-bench.mjs'
import { stopServer } from './production-server.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')
const FLOOR_APP = path.join(ROOT, 'scripts/js-floor')
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next')
const ENV = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }

let built = false

/** Builds the floor app once per process, afresh (a build left by an earlier Next would not do). */
export function buildFloorApp() {
  if (built) return
  rmSync(path.join(FLOOR_APP, '.next'), { recursive: true, force: true })
  const build = spawnSync('node', [NEXT_BIN, 'build'], { cwd: FLOOR_APP, env: ENV, stdio: ['ignore', 'ignore', 'inherit'] })
  if (build.status !== 0) throw new Error('the floor app (scripts/js-floor) did not build')
  built = true
}

/**
 * Builds the floor app if needed, serves it with `next start` on `port` while `measure(base)` runs,
 * and stops it again, so it never shares the machine with a measurement of Alafia's own server.
 */
export async function withFloorApp(port, measure) {
  // Built afresh once per process: the dynamic pages asked for below are numbered on from there, so
  // none of them is in the cache yet.
  buildFloorApp()
  const server = spawn('node', [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: FLOOR_APP, env: ENV, stdio: ['ignore', 'ignore', 'inherit'] })
  const base = `http://127.0.0.1:${port}`
  try {
    for (let i = 0; i < 60 && server.exitCode === null; i++) {
      try {
        if ((await fetch(`${base}/api/ok`)).ok) return await measure(base)
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    throw new Error('the floor app did not start')
  } finally {
    await stopServer(server)
  }
}

const percentile = (sorted, p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)

/** Exact p50 / p95 / p99 of a list of milliseconds. */
function spread(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b)
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) }
}

/** Numbers of /p/{id} pages not asked for yet in this run of the floor app. */
let nextPage = 1
const newPage = () => `/p/${nextPage++}`

/**
 * New pages, not counted, as the miss bench does for Alafia's (WARM_UP_PER_KIND): the route's code
 * loading, then running cold.
 */
async function warmUp(base) {
  for (let i = 0; i < WARM_UP_PER_KIND; i++) await (await fetch(`${base}${newPage()}`)).arrayBuffer()
}

/**
 * Dynamic pages of the floor app that nobody asked for yet, one at a time, nothing else running: the
 * framework's own cost of a page rendered on its first request (the cache-miss bar's floor).
 */
export async function floorMisses(base, count) {
  await warmUp(base)
  const latencies = []
  for (let i = 0; i < count; i++) {
    const t0 = performance.now()
    const response = await fetch(`${base}${newPage()}`)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`the floor app answered ${response.status}`)
    latencies.push(performance.now() - t0)
  }
  return spread(latencies)
}

/**
 * `readers` readers without pause on floor pages nobody asked for yet, for `seconds`: the soak's
 * readers (scripts/lib/soak.mjs) on pages that cost the framework alone, every one a miss.
 */
export async function floorReaders(base, readers, seconds) {
  // The floor's server has just started, while the soak's had run for minutes.
  await warmUp(base)
  const latencies = []
  const deadline = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: readers }, async () => {
      while (Date.now() < deadline) {
        const t0 = performance.now()
        const response = await fetch(`${base}${newPage()}`)
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`the floor app answered ${response.status}`)
        latencies.push(performance.now() - t0)
      }
    }),
  )
  return { readers, seconds, ...spread(latencies) }
}

/** The floor app's route handler under `connections` clients for `seconds` (autocannon): the least an API call costs. */
export async function floorApi(base, connections, seconds) {
  const { default: autocannon } = await import('autocannon')
  await autocannon({ url: `${base}/api/ok`, connections, duration: 2 })
  const latencies = []
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ url: `${base}/api/ok`, connections, duration: seconds }, (error, outcome) => (error ? reject(error) : resolve(outcome)))
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms))
  })
  return { connections, rps: Math.round(result.requests.total / result.duration), ...spread(latencies) }
}
