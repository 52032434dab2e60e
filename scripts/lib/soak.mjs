// The soak of `npm run bench` (BENCH_ONLY=soak): mixed traffic for
// BENCH_SOAK_MINUTES (default 10) against one production server, sampling its memory, then
// PostgreSQL is asked for overlaps and half-done bookings. Fails on any error, any overlap, memory
// that still grows in the last third of the run or ever exceeds its limit, or therapist pages or
// posts slower than their bars (scripts/lib/soak-bars.mjs).
import { spawnSync } from 'node:child_process'
import pg from 'pg'
import { memoryCurve, soakBars } from './soak-bars.mjs'
import { api, book, bookableTherapists, checkDatabase, hhmm, lagosDate, logIn, md5Uuid, percentiles, resetBenchBookings } from './booking-bench.mjs'

export const PAGE_WORKERS = 12
const BOOKING_EVERY_MS = 300
const SAMPLE_EVERY_MS = 15_000
/** Memory may rise by at most this share from the middle third to the last third of the run. */
const GROWTH_LIMIT = 0.1
const pick = (items) => items[Math.floor(Math.random() * items.length)]
const between = (low, high) => low + Math.floor(Math.random() * (high - low + 1))
/** Every tenth bench therapist awaits verification and has no public page (a 404 is right for them). */
const listedTherapist = () => {
  const n = between(1, 10_000)
  return n % 10 === 0 ? n - 1 : n
}

/** The kinds of traffic and their weights: what people do on the site, most of them reading. */
function trafficMix(adminToken, patientTokens) {
  const patientToken = () => pick(patientTokens)
  return [
    { kind: 'page: home', weight: 10, request: () => ({ path: '/' }) },
    { kind: 'page: directory', weight: 8, request: () => ({ path: pick(['/therapists', '/therapists?specialty=Grief%20Counseling', `/therapists?q=${pick(['ada', 'oko', 'eze', 'bello'])}`]) }) },
    { kind: 'page: therapist', weight: 10, request: () => ({ path: `/one-therapist/${md5Uuid(`bench-therapist-${listedTherapist()}`)}` }) },
    { kind: 'page: blog list', weight: 2.4, request: () => ({ path: '/our-blog' }) },
    { kind: 'page: post', weight: 5.6, request: () => ({ path: `/blog-post-detail/${md5Uuid(`bench-post-${between(1, 2000)}`)}` }) },
    { kind: 'API: directory', weight: 5, request: () => ({ path: `/api/v1/user/all-app-therapist?offset=${between(0, 200) * 6}&limit=6` }) },
    { kind: 'API: patient appointments', weight: 5, request: () => ({ path: '/api/v1/patient/my-appointments', headers: { authorization: `Bearer ${patientToken()}` } }) },
    {
      kind: 'API: admin lists',
      weight: 4,
      request: () => ({
        path: pick([
          `/api/v1/admin/admin-get-all-therapists?page=${between(1, 500)}`,
          `/api/v1/admin/admin-get-all-therapists?search=${pick(['okafor', 'bench', 'ada'])}`,
          '/api/v1/admin/appointments',
          `/api/v1/admin/admin-get-all-users?page=${between(1, 50)}`,
        ]),
        headers: { authorization: `Bearer ${adminToken}` },
      }),
    },
    {
      kind: 'API: login',
      weight: 1,
      request: () => ({
        path: '/api/v1/patient/login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `bench-patient-${between(1, 1000)}@alafia.test`, thePassword: 'Password123!' }),
      }),
    },
  ]
}

function weighted(mix) {
  const total = mix.reduce((sum, entry) => sum + entry.weight, 0)
  return () => {
    let roll = Math.random() * total
    for (const entry of mix) if ((roll -= entry.weight) < 0) return entry
    return mix[0]
  }
}

/** Resident memory of the server and its children, in MB. */
export function rssMb(pid) {
  const out = spawnSync('ps', ['-o', 'rss=', '--pid', String(pid), '--ppid', String(pid)], { encoding: 'utf8' }).stdout
  return Math.round(out.split('\n').filter(Boolean).reduce((sum, kb) => sum + Number(kb), 0) / 1024)
}

const loadAverage = () => spawnSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).stdout.split(' ').slice(0, 3).join(' ')

/** @param {{ base: string, databaseUrl: string, serverPid: number, minutes: number }} options */
export async function runSoak({ base, databaseUrl, serverPid, minutes }) {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await resetBenchBookings(db)
    const patientTokens = await logIn(base, 1000)
    const admin = await fetch(`${base}/api/v1/patient/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@alafia.test', thePassword: 'Password123!' }) })
    const adminToken = (await admin.json()).token
    const next = weighted(trafficMix(adminToken, patientTokens))

    const stats = new Map()
    const record = (kind, ms, ok) => {
      const entry = stats.get(kind) ?? { kind, latencies: [], errors: 0 }
      entry.latencies.push(ms)
      if (!ok) entry.errors++
      stats.set(kind, entry)
    }
    const errorSamples = []
    const startedAt = Date.now()
    const deadline = startedAt + minutes * 60_000
    const loadAtStart = loadAverage()
    const memory = [{ minute: 0, rss: rssMb(serverPid) }]
    const sampler = setInterval(() => memory.push({ minute: (Date.now() - startedAt) / 60_000, rss: rssMb(serverPid) }), SAMPLE_EVERY_MS)

    const pageWorker = async () => {
      while (Date.now() < deadline) {
        const entry = next()
        const { path, method = 'GET', headers, body } = entry.request()
        const t0 = performance.now()
        try {
          const response = await fetch(`${base}${path}`, { method, headers, body })
          await response.arrayBuffer()
          const ok = response.status < 400
          record(entry.kind, performance.now() - t0, ok)
          if (!ok && errorSamples.length < 10) errorSamples.push(`${method} ${path} → ${response.status}`)
        } catch (error) {
          record(entry.kind, performance.now() - t0, false)
          if (errorSamples.length < 10) errorSamples.push(`${method} ${path} → ${error.message}`)
        }
      }
    }

    // Bookings at a steady pace, each by the next patient in turn (well inside the 20-holds-an-hour
    // limit), on random hours of random therapists: some collide, and a collision must be a 409.
    const therapists = bookableTherapists(900)
    const client = api(base)
    const booking = { ok: 0, refused: 0, errors: 0, latencies: [] }
    const inFlight = new Set()
    const bookingError = (what) => {
      booking.errors++
      if (errorSamples.length < 10) errorSamples.push(`booking → ${what}`)
    }
    let turn = 0
    const bookingTimer = setInterval(() => {
      if (Date.now() >= deadline) return
      const token = patientTokens[turn++ % patientTokens.length]
      const start = between(9, 15)
      const slot = { therapistId: pick(therapists), appointmentDate: lagosDate(between(1, 13)), slot_start: hhmm(start), slot_end: hhmm(start + between(1, Math.min(2, 17 - start))) }
      const t0 = performance.now()
      const attempt = book(client, token, slot, null)
        .then((result) => {
          if (result.ok) {
            booking.ok++
            booking.latencies.push(performance.now() - t0)
          } else if (result.status === 409) booking.refused++
          else bookingError(result.error)
        })
        .catch((error) => bookingError(error.message))
        .finally(() => inFlight.delete(attempt))
      inFlight.add(attempt)
    }, BOOKING_EVERY_MS)

    const progress = setInterval(() => {
      const done = [...stats.values()].reduce((sum, s) => sum + s.latencies.length, 0)
      console.log(`[soak] ${((Date.now() - startedAt) / 60_000).toFixed(1)} min: ${done} requests, ${booking.ok} bookings, RSS ${memory.at(-1).rss} MB`)
    }, 60_000)

    await Promise.all(Array.from({ length: PAGE_WORKERS }, pageWorker))
    clearInterval(bookingTimer)
    await Promise.all(inFlight)
    clearInterval(sampler)
    clearInterval(progress)
    const seconds = (Date.now() - startedAt) / 1000
    memory.push({ minute: seconds / 60, rss: rssMb(serverPid) })

    const checks = await checkDatabase(db, booking.ok)
    const kinds = [...stats.values()].map((s) => ({ kind: s.kind, count: s.latencies.length, rps: s.latencies.length / seconds, errors: s.errors, ...percentiles(s.latencies) }))
    const errors = kinds.reduce((sum, k) => sum + k.errors, 0) + booking.errors + checks.problems.length
    const verdict = memoryVerdict(memory)
    return { minutes, seconds, kinds, booking: { ...booking, rps: booking.ok / seconds, ...percentiles(booking.latencies) }, memory, verdict, bars: soakBars(kinds, verdict.peak), checks, errors, errorSamples, loadAtStart, loadAtEnd: loadAverage() }
  } finally {
    await db.end()
  }
}

/** After the first fifth (caches filling), compare the middle third's mean RSS with the last third's. */
export function memoryVerdict(samples) {
  const settled = samples.slice(Math.floor(samples.length / 5))
  const third = Math.max(1, Math.floor(settled.length / 3))
  const mean = (part) => part.reduce((sum, s) => sum + s.rss, 0) / part.length
  const middle = mean(settled.slice(third, 2 * third))
  const last = mean(settled.slice(-third))
  const growth = (last - middle) / middle
  return { middle: Math.round(middle), last: Math.round(last), growth, steady: growth <= GROWTH_LIMIT, peak: Math.max(...samples.map((s) => s.rss)) }
}

/**
 * Markdown for docs/performance.md. `floor` is PAGE_WORKERS readers without pause on pages of the
 * floor app nobody asked for yet (scripts/lib/floor-app.mjs): every request a page rendered on its
 * first request by the framework alone, the soak's page bars' floor on this machine.
 */
export function soakReport(result, floor) {
  const v = result.verdict
  const rows = result.kinds.sort((a, b) => b.count - a.count).map((k) => `| ${k.kind} | ${k.count} | ${k.rps.toFixed(1)} | ${k.p50} | ${k.p95} | ${k.p99} | ${k.errors} |`)
  const b = result.booking
  const series = result.memory.filter((_, i, all) => i === 0 || i === all.length - 1 || i % 4 === 0).map((s) => `${s.minute.toFixed(1)} min: ${s.rss} MB`)
  return [
    `${result.minutes} minutes of mixed traffic (${PAGE_WORKERS} readers without pause, plus a booking started every ${BOOKING_EVERY_MS} ms by the next of 1,000 patients on random hours of 900 therapists; \`scripts/lib/soak.mjs\`). Load average at start ${result.loadAtStart}, at the end ${result.loadAtEnd}.`,
    '',
    '| Traffic | Requests | Req/s | p50 ms | p95 ms | p99 ms | Errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    `| whole booking (hold → pay → confirm) | ${b.ok} paid + ${b.refused} refused (409, time taken) | ${b.rps.toFixed(1)} | ${b.p50} | ${b.p95} | ${b.p99} | ${b.errors} |`,
    '',
    `Checked in PostgreSQL afterwards: **${result.checks.overlaps} overlapping active appointments**, ${result.checks.paid} paid bench appointments (each with one payment, its hour slots and a video link), ${result.checks.emails} confirmation emails${result.checks.problems.length ? `; PROBLEMS: ${result.checks.problems.join('; ')}` : ''}. **Errors: ${result.errors}.**`,
    '',
    `Server memory (resident, sampled every ${SAMPLE_EVERY_MS / 1000} s): ${series.join(', ')}. Peak ${v.peak} MB. Mean of the middle third ${v.middle} MB, of the last third ${v.last} MB (${v.growth >= 0 ? '+' : ''}${(v.growth * 100).toFixed(1)} %): ${v.steady ? 'levels off' : 'STILL GROWING'} (the bar: at most +${GROWTH_LIMIT * 100} %).`,
    '',
    '```text',
    ...memoryCurve(result.memory),
    '```',
    '',
    `Floor: ${floor.readers} readers without pause on pages of the floor app that nobody had asked for (\`scripts/js-floor\` \`/p/{id}\`, a therapist page's segment settings and nothing of ours), ${floor.seconds} s after the soak on the same machine: ${floor.count} pages, p50 ${floor.p50} ms, p95 ${floor.p95} ms, p99 ${floor.p99} ms.`,
    '',
    '| Bar | Measured | Limit | | Floor |',
    '|---|---:|---:|---|---:|',
    ...result.bars.map((bar) => {
      const figure = bar.name.match(/ (p50|p95)$/)?.[1]
      return `| ${bar.name} | ${bar.value} ${bar.unit} | ≤ ${bar.limit} ${bar.unit} | ${bar.meets ? 'meets' : 'MISSES'} | ${figure ? `${floor[figure]} ms` : '-'} |`
    }),
    ...(result.errorSamples.length ? ['', `First errors: ${result.errorSamples.join(' | ')}`] : []),
  ]
}

