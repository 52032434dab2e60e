#!/usr/bin/env node
// npm run bench: load figures for docs/performance.md, against a production build with the large
// data set (10,000 therapists, 2,000 posts: prisma/seed/large.ts) on its own embedded PostgreSQL
// (.data/pg-bench, kept between runs).
//
//   npm run bench                      build, start, measure every part (the soak last, on a fresh server), update docs/performance.md
//   BENCH_SKIP_BUILD=1 npm run bench   reuse the last build (it must have been built against the bench data)
//   BENCH_DURATION=20 BENCH_CONNECTIONS=32 npm run bench
//   BENCH_ONLY=booking npm run bench   only the booking part (its own section of docs/performance.md)
//   BENCH_ONLY=soak npm run bench      only the soak: BENCH_SOAK_MINUTES (default 10) of mixed traffic
//   BENCH_ONLY=admin npm run bench     only the admin lists at scale (scripts/lib/admin-lists-bench.mjs);
//                                      BENCH_ADMIN_DURATION (default 5 s an answer), BENCH_ADMIN_LIST=appointments (or 'audit log,outbox') for some lists
//   BENCH_ONLY=walk npm run bench      only the bytes to a paid booking (scripts/lib/booking-walk.mjs)
//   BENCH_ONLY=pages npm run bench     only the public pages against the static page (BENCH_PAGE_ROUNDS, default 3)
//   BENCH_ONLY=js npm run bench        only the first-load JavaScript table (floor app on BENCH_FLOOR_PORT, BENCH_PORT + 1)
//   BENCH_ONLY=miss npm run bench      only the cache misses: BENCH_MISS_PAGES (default 60) new therapist pages and posts
//   BENCH_BOOKING_PATIENTS=200 BENCH_BOOKING_THERAPISTS=200 BENCH_BOOKINGS_PER_PATIENT=2 npm run bench
//   BENCH_SERIES_PATIENTS=100 BENCH_SERIES_THERAPISTS=25 BENCH_SERIES_WEEKS=4 npm run bench   (weekly series, after the bookings)
//
// Each page scenario runs autocannon for BENCH_DURATION seconds in all with BENCH_CONNECTIONS connections
// after a warm-up, in BENCH_PAGE_ROUNDS slices interleaved with the other scenarios (so the static page
// and the pages compared with it share the same stretch of time); latencies are recorded per
// response, so p50/p95/p99 are exact. Then booking
// (scripts/lib/booking-bench.mjs): patients book through the HTTP API, BENCH_CONNECTIONS at once,
// and PostgreSQL is checked for overlaps afterwards; then weekly series (scripts/lib/series-bench.mjs),
// checked the same way and for series that are not whole. It writes to the database, so it runs last.
import { spawnSync } from 'node:child_process'
import { cpus, totalmem } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { adminListsReport, runAdminListsBench } from './lib/admin-lists-bench.mjs'
import { bookingMisses, bookingReport, md5Uuid, runBookingBench } from './lib/booking-bench.mjs'
import { measureBookingWalk } from './lib/booking-walk.mjs'
import { cacheMissReport, PER_KIND as MISS_PAGES, runCacheMissBench } from './lib/cache-miss-bench.mjs'
import { floorApi, floorMisses, floorReaders, withFloorApp } from './lib/floor-app.mjs'
import { jsPages, jsReport, measureJs } from './lib/first-load-js.mjs'
import { startProductionServer, stopServer } from './lib/production-server.mjs'
import { runSeriesBench, seriesReport } from './lib/series-bench.mjs'
import pg from 'pg'
import { PAGE_WORKERS, rssMb, runSoak, soakReport } from './lib/soak.mjs'
import { replaceSection } from './lib/report-section.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const PORT = Number(process.env.BENCH_PORT ?? 3400)
const BASE = `http://127.0.0.1:${PORT}`
const DURATION = Number(process.env.BENCH_DURATION ?? 12)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
/** Slices per page scenario (BENCH_DURATION seconds in all), interleaved with the other scenarios. */
const PAGE_ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 3)
const ONLY = process.env.BENCH_ONLY
/** The floor app (scripts/lib/floor-app.mjs) is served here while its own figures are measured, never beside Alafia's. */
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? PORT + 1)
/** Seconds of the floor app's readers after the soak. */
const FLOOR_READER_SECONDS = 30
const PARTS = ['booking', 'soak', 'admin', 'walk', 'js', 'miss', 'pages']
if (ONLY && !PARTS.includes(ONLY)) throw new Error(`BENCH_ONLY may only be one of ${PARTS.join(', ')}`)

if (!process.env.ALAFIA_BENCH_INNER) {
  // Outer run: start (or share) the bench database for the whole run, then come back in here.
  const result = spawnSync('node', ['scripts/with-db.mjs', '--bench', 'node', 'scripts/bench.mjs'], {
    stdio: 'inherit',
    cwd: ROOT,
    env: { ...process.env, ALAFIA_BENCH_INNER: '1' },
  })
  process.exit(result.status ?? 1)
}

const run = (cmd, args, env = process.env) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, env })
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`)
}

// The bars to pass: public pages at least 0.8 × a static page's requests per second (issue 24; the
// combined refinements too: language, gender, fee, availability and sort, each combination a cached
// page), a directory with a name search at least a tenth with p95 under 300 ms.
/** The Accept-Encoding of Chrome on Android. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' }
const SCENARIOS = [
  { name: 'static page (/token-expired)', path: '/token-expired', baseline: true },
  { name: 'about page (static, larger)', path: '/about-page', bar: 0.8 },
  { name: 'home', path: '/', bar: 0.8 },
  { name: 'directory, unfiltered', path: '/therapists', bar: 0.8 },
  { name: 'directory, specialty + name search', path: '/therapists?specialty=Grief%20Counseling&q=ada', bar: 0.1, p95Bar: 300 },
  {
    name: 'directory, combined filters',
    path: '/therapists?specialty=Mental%20Health%20Counselor&language=yoruba&gender=female&maxFee=20000&availableWithinDays=7&sort=soonest',
    bar: 0.8,
  },
  { name: 'API: directory, combined filters', path: '/api/v1/user/all-app-therapist?language=yoruba&gender=female&maxFee=20000&availableWithinDays=7&sort=soonest' },
  { name: 'therapist page', path: `/one-therapist/${md5Uuid('bench-therapist-1')}`, bar: 0.8 },
  // What a phone's browser asks for: the same pages gzip-compressed (scripts/lib/encoded-bodies.mjs keeps
  // a cached page's gzip; before decision 057 Next compressed it again on every request).
  { name: 'home, gzip (as a browser asks)', path: '/', headers: BROWSER_ENCODINGS, bar: 0.8 },
  { name: 'therapist page, gzip', path: `/one-therapist/${md5Uuid('bench-therapist-1')}`, headers: BROWSER_ENCODINGS, bar: 0.8 },
  { name: 'blog list', path: '/our-blog', bar: 0.8 },
  { name: 'blog post', path: `/blog-post-detail/${md5Uuid('bench-post-2')}`, bar: 0.8 },
  { name: 'API: directory page', path: '/api/v1/user/all-app-therapist?specialty=Crisis%20Counseling&offset=12&limit=6' },
  // The admin lists have their own table: scripts/lib/admin-lists-bench.mjs.
  {
    name: 'login (API, argon2id)',
    path: '/api/v1/patient/login',
    method: 'POST',
    body: JSON.stringify({ email: 'patient@alafia.test', thePassword: 'Password123!' }),
    headers: { 'content-type': 'application/json' },
  },
]
async function main() {
  run('npx', ['tsx', '--conditions', 'react-server', 'prisma/seed/large.ts'])
  if (!process.env.BENCH_SKIP_BUILD) run('npm', ['run', 'build'], { ...process.env, APP_URL: BASE })

  // The booking part pays through the sandbox and must never reach a real provider: no Monnify or
  // Resend keys for this server, whatever .env holds (emails stay in the outbox).
  const noProviders = { RESEND_API_KEY: '', MONNIFY_API_KEY: '', MONNIFY_SECRET_KEY: '', MONNIFY_CONTRACT_CODE: '' }
  const serverEnv = { ...process.env, ...noProviders }
  let { server } = await startProductionServer(PORT, serverEnv)
  try {
    if (ONLY === 'soak') return await soak(server)
    if (ONLY === 'admin') return await measureAdminLists()
    if (ONLY === 'js') return await measureJavaScript()
    if (ONLY === 'pages') return await measurePages(server)
    // Cache misses first, on a server nothing else has visited yet.
    if (ONLY === 'miss' || !ONLY) await measureCacheMisses()
    if (ONLY === 'miss') return
    if (ONLY !== 'walk') {
      if (ONLY !== 'booking') {
        await measurePages(server)
        await measureJavaScript()
        await measureAdminLists()
      }
      await measureBooking()
    }
    // After the booking part (which starts by deleting its own bookings): the walk books one hour and frees it again.
    if (!ONLY || ONLY === 'walk') await measureBookingWalk({ base: BASE, databaseUrl: process.env.DATABASE_URL, machine: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`, replaceSection })
    // Last, on a server started afresh: its memory curve and its pages' first requests start from
    // nothing, as after a deploy, not from what the parts before filled in.
    if (!ONLY) {
      await stopServer(server)
      ;({ server } = await startProductionServer(PORT, serverEnv))
      await soak(server)
    }
  } finally {
    server.kill('SIGTERM')
  }
}

async function measurePages(server) {
  const rssAtStart = rssMb(server.pid)
  const adminHeaders = { authorization: `Bearer ${await loginToken('admin@alafia.test')}` }
  const scenarios = SCENARIOS.map(({ auth, ...scenario }) => (auth ? { ...scenario, headers: { ...scenario.headers, ...adminHeaders } } : scenario))
  for (const scenario of scenarios) await warmUp(scenario)
  // Interleaved: every scenario runs in PAGE_ROUNDS slices, one after the other in each round, so the
  // static page and every page it is compared with are measured across the same stretch of time. A
  // machine that slows down or speeds up during the run (a neighbour, the server's heap filling)
  // moves all of them alike instead of whichever page ran then.
  const tallies = scenarios.map((scenario) => ({ scenario, latencies: [], requests: 0, seconds: 0, errors: 0, perRound: [] }))
  for (let round = 0; round < PAGE_ROUNDS; round++) {
    for (const tally of tallies) await measureSlice(tally, DURATION / PAGE_ROUNDS)
  }
  const results = tallies.map(summarise)
  for (const [index, result] of results.entries()) {
    console.log(`${result.name.padEnd(40)} ${String(result.rps).padStart(7)} req/s (rounds: ${tallies[index].perRound.join(', ')})  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  errors ${result.errors}`)
  }
  const rssAtEnd = rssMb(server.pid)
  writeReport(results, { rssAtStart, rssAtEnd })
}

/** First-load JavaScript of every public page against the framework's floor (scripts/lib/first-load-js.mjs). */
async function measureJavaScript() {
  const pages = jsPages(md5Uuid('bench-therapist-1'), md5Uuid('bench-post-2'))
  const result = await measureJs({ base: BASE, floorPort: FLOOR_PORT, pages })
  const section = ['<!-- bench-js:start (written by scripts/bench.mjs) -->', `Measured ${new Date().toISOString().slice(0, 10)}.`, '', ...jsReport(result), '<!-- bench-js:end -->'].join('\n')
  replaceSection('bench-js', section)
  console.log(`\n${section}\n`)
  if (!result.meets) {
    console.error('[bench] first-load JavaScript: a public page MISSES the bar (see above)')
    process.exitCode = 1
  }
}

/** Every admin list at scale (scripts/lib/admin-lists-bench.mjs); its own section of docs/performance.md. */
async function measureAdminLists() {
  const result = await runAdminListsBench({
    base: BASE,
    token: await loginToken('admin@alafia.test'),
    connections: CONNECTIONS,
    duration: Number(process.env.BENCH_ADMIN_DURATION ?? 5),
    only: process.env.BENCH_ADMIN_LIST,
  })
  const floor = await withFloorApp(FLOOR_PORT, (base) => floorApi(base, CONNECTIONS, Number(process.env.BENCH_ADMIN_DURATION ?? 5)))
  const section = [
    '<!-- bench-admin-lists:start (written by scripts/bench.mjs) -->',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; one \`npm start\` server (scripts/serve.mjs) (database pool of ${process.env.DATABASE_POOL_SIZE ?? 10}) and the embedded PostgreSQL on the same machine as the load generator.`,
    '',
    ...adminListsReport(result, floor),
    '<!-- bench-admin-lists:end -->',
  ].join('\n')
  if (!process.env.BENCH_ADMIN_LIST) replaceSection('bench-admin-lists', section)
  console.log(`\n${section}\n`)
  if (result.missed > 0) {
    console.error(`[bench] admin lists: ${result.missed} answers miss p95 ≤ 150 ms (see above)`)
    process.exitCode = 1
  }
}

async function measureBooking() {
  const result = await runBookingBench({
    base: BASE,
    databaseUrl: process.env.DATABASE_URL,
    patients: Number(process.env.BENCH_BOOKING_PATIENTS ?? 200),
    therapists: Number(process.env.BENCH_BOOKING_THERAPISTS ?? 200),
    bookingsPerPatient: Number(process.env.BENCH_BOOKINGS_PER_PATIENT ?? 2),
    concurrency: CONNECTIONS,
  })
  const floor = await withFloorApp(FLOOR_PORT, (base) => floorApi(base, CONNECTIONS, 5))
  const section = [
    '<!-- bench-booking:start (written by scripts/bench.mjs) -->',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; one \`npm start\` server (scripts/serve.mjs) (database pool of ${process.env.DATABASE_POOL_SIZE ?? 10}) and the embedded PostgreSQL on the same machine as the load generator.`,
    '',
    ...bookingReport(result, floor),
    '<!-- bench-booking:end -->',
  ].join('\n')
  replaceSection('bench-booking', section)
  console.log(`\n${section}\n`)
  const misses = bookingMisses(result)
  if (misses.length > 0) {
    console.error(`[bench] booking MISSES its bars: ${misses.join('; ')}`)
    process.exitCode = 1
  }
  if (result.skipped) return
  await measureSeries(result.settings)
}

/** Therapist pages and posts rendered on their first request, one at a time (scripts/lib/cache-miss-bench.mjs). */
async function measureCacheMisses() {
  const result = await runCacheMissBench({ base: BASE })
  const floor = await withFloorApp(FLOOR_PORT, (base) => floorMisses(base, MISS_PAGES))
  const section = [
    '<!-- bench-miss:start (written by scripts/bench.mjs) -->',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; one \`npm start\` server (scripts/serve.mjs) and the embedded PostgreSQL on the same machine, with the large data set.`,
    '',
    ...cacheMissReport(result, floor),
    '<!-- bench-miss:end -->',
  ].join('\n')
  replaceSection('bench-miss', section)
  console.log(`\n${section}\n`)
  if (!result.ok) {
    console.error('[bench] cache misses: a median over its bar or an error (see above)')
    process.exitCode = 1
  }
}

/** Weekly series after single bookings, on the next bench patients and therapists (scripts/lib/series-bench.mjs). */
async function measureSeries(booking) {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  let result
  try {
    result = await runSeriesBench({
      base: BASE,
      db,
      firstPatient: booking.patients,
      firstTherapist: booking.therapists,
      patients: Number(process.env.BENCH_SERIES_PATIENTS ?? 100),
      therapists: Number(process.env.BENCH_SERIES_THERAPISTS ?? 25),
      weeks: Number(process.env.BENCH_SERIES_WEEKS ?? 4),
      concurrency: CONNECTIONS,
    })
  } finally {
    await db.end()
  }
  const section = [
    '<!-- bench-series:start (written by scripts/bench.mjs) -->',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; the same server and database as the single bookings above, right after them.`,
    '',
    ...seriesReport(result),
    '<!-- bench-series:end -->',
  ].join('\n')
  replaceSection('bench-series', section)
  console.log(`\n${section}\n`)
  if (result.errors > 0) {
    console.error(`[bench] series: ${result.errors} errors (see above)`)
    process.exitCode = 1
  }
}

async function soak(server) {
  const result = await runSoak({ base: BASE, databaseUrl: process.env.DATABASE_URL, serverPid: server.pid, minutes: Number(process.env.BENCH_SOAK_MINUTES ?? 10) })
  const floor = await withFloorApp(FLOOR_PORT, (base) => floorReaders(base, PAGE_WORKERS, FLOOR_READER_SECONDS))
  const section = [
    '<!-- bench-soak:start (written by scripts/bench.mjs) -->',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; one \`npm start\` server (scripts/serve.mjs), the embedded PostgreSQL and the load generator on the same machine, with the large data set.`,
    '',
    ...soakReport(result, floor),
    '<!-- bench-soak:end -->',
  ].join('\n')
  replaceSection('bench-soak', section)
  console.log(`\n${section}\n`)
  if (result.errors > 0 || result.checks.overlaps > 0 || !result.verdict.steady || result.bars.some((bar) => !bar.meets)) {
    console.error('[bench] soak: errors, overlaps, growing memory or a missed bar (see above)')
    process.exitCode = 1
  }
}

/** A demo account's session token (POST patient/login), for the scenarios that need a signed-in user. */
async function loginToken(email) {
  const response = await fetch(`${BASE}/api/v1/patient/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, thePassword: 'Password123!' }),
  })
  if (!response.ok) throw new Error(`login as ${email} answered ${response.status}`)
  return (await response.json()).token
}

/** A few checked requests, then 3 s of load that is not recorded (JIT, caches, connection pool). */
async function warmUp(scenario) {
  const { path: pagePath, method = 'GET', body, headers } = scenario
  for (let i = 0; i < 5; i++) {
    const response = await fetch(`${BASE}${pagePath}`, { method, body, headers })
    await response.arrayBuffer()
    if (response.status >= 400) throw new Error(`${pagePath} answered ${response.status} during warm-up`)
  }
  await autocannon({ url: `${BASE}${pagePath}`, connections: CONNECTIONS, duration: 3, method, body, headers })
}

/** One slice of load on a scenario; its responses are added to the scenario's tally. */
function measureSlice(tally, seconds) {
  const { scenario } = tally
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${BASE}${scenario.path}`, connections: CONNECTIONS, duration: seconds, method: scenario.method ?? 'GET', body: scenario.body, headers: scenario.headers },
      (error, result) => {
        if (error) return reject(error)
        tally.requests += result.requests.total
        tally.seconds += result.duration
        tally.errors += result.errors + result.timeouts
        tally.perRound.push(Math.round(result.requests.total / result.duration))
        resolve()
      },
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      tally.latencies.push(responseTime)
      if (statusCode >= 400) tally.errors++
    })
  })
}

/** Requests a second over all slices, and exact percentiles of every response. */
function summarise({ scenario, latencies, requests, seconds, errors }) {
  latencies.sort((a, b) => a - b)
  const at = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0)
  return { ...scenario, rps: Math.round(requests / seconds), p50: at(50), p95: at(95), p99: at(99), errors, total: latencies.length }
}

function writeReport(results, memory) {
  const baseline = results.find((r) => r.baseline)
  const rows = results.map((r) => {
    const share = baseline ? r.rps / baseline.rps : 0
    const checks = []
    if (r.bar !== undefined) checks.push(`${share >= r.bar ? 'meets' : 'MISSES'} ≥ ${r.bar} × static`)
    if (r.p95Bar !== undefined) checks.push(`${r.p95 < r.p95Bar ? 'meets' : 'MISSES'} p95 < ${r.p95Bar} ms`)
    return `| ${r.name} | \`${r.method ?? 'GET'} ${r.path.length > 48 ? `${r.path.slice(0, 45)}…` : r.path}\` | ${r.rps} | ${baseline ? share.toFixed(2) : '-'} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${checks.join(', ') || '-'} |`
  })
  const cpu = cpus()[0]?.model ?? 'unknown CPU'
  const section = [
    '<!-- bench:start (written by scripts/bench.mjs) -->',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; one \`npm start\` server (scripts/serve.mjs) and the embedded PostgreSQL on the same machine as the load generator (autocannon, ${CONNECTIONS} connections, ${DURATION} s per scenario after a warm-up, in ${PAGE_ROUNDS} slices interleaved with the other scenarios). Data: 10,000 extra therapists and 2,000 extra posts (prisma/seed/large.ts) on top of the demo data.`,
    '',
    '| Scenario | Request | Req/s | × static | p50 ms | p95 ms | p99 ms | Errors | Bar |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
    `Server memory (resident): ${memory.rssAtStart} MB after start-up, ${memory.rssAtEnd} MB after all scenarios.`,
    '<!-- bench:end -->',
  ].join('\n')
  replaceSection('bench', section)
  console.log(`\n${section}\n`)
}

main().catch((error) => {
  console.error('[bench]', error)
  process.exit(1)
})
