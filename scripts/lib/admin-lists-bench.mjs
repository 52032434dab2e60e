// The admin lists at scale (docs/decisions/047-admin-lists-at-scale.md): every admin list API,
// signed in as the demo admin with a Bearer token, on the large data set (100,000 patients and
// 100,000 appointments: prisma/seed/large.ts). Each list is asked for its first page, a deep page and
// a search where it has them, by BENCH_CONNECTIONS (32) admins at once for BENCH_ADMIN_DURATION
// seconds after a short warm-up; every response's latency is recorded, so p50/p95/p99 are exact.
// The bar: p95 ≤ 150 ms for every answer, and no error.
//
//   BENCH_ONLY=admin npm run bench                     (BENCH_SKIP_BUILD=1 to reuse the last bench build)
import autocannon from 'autocannon'
import { lagosDate } from './booking-bench.mjs'

/** The bar of every answer. */
export const ADMIN_P95_BAR_MS = 150

const A = '/api/v1/admin'
/** [list, answer, path]: a first page, a deep page (as deep as the list pages) and a search. */
export const ADMIN_LIST_SCENARIOS = [
  ['patients', 'first page', `${A}/admin-get-all-users`],
  ['patients', 'page 1000', `${A}/admin-get-all-users?page=1000`],
  ['patients', 'search (name)', `${A}/admin-get-all-users?search=adaeze%20okafor`],
  ['patients', 'search (email)', `${A}/admin-get-all-users?search=scale-patient-4711`],
  ['therapists', 'first page', `${A}/admin-get-all-therapists`],
  ['therapists', 'page 500', `${A}/admin-get-all-therapists?page=500`],
  ['therapists', 'search (name)', `${A}/admin-get-all-therapists?search=okafor`],
  ['appointments', 'first page', `${A}/appointments`],
  ['appointments', 'page 1000', `${A}/appointments?page=1000`],
  ['appointments', 'search (client)', `${A}/appointments?search=adaeze%20okafor`],
  ['appointments', 'status completed', `${A}/appointments?status=completed`],
  // A first name alone matches a sixteenth of the 100,000 patients.
  ['appointments', 'search (first name) + status', `${A}/appointments?search=adaeze&status=completed`],
  // The large seed's past appointments are counted back from today: a week three weeks ago.
  ['appointments', 'dates (a week)', `${A}/appointments?from=${lagosDate(-21)}&to=${lagosDate(-15)}`],
  ['appointments', 'all, page 1000', `${A}/appointments?status=all&page=1000`],
  ['audit log', 'first page', `${A}/audit-log`],
  ['audit log', 'page 50', `${A}/audit-log?page=50`],
  ['audit log', 'search (person)', `${A}/audit-log?person=okafor`],
  ['outbox', 'first page', `${A}/outbox`],
  ['outbox', 'page 50', `${A}/outbox?page=50`],
  ['outbox', 'search', `${A}/outbox?search=bench-patient-1`],
  ['text messages', 'first page', `${A}/text-messages`],
  ['text messages', 'search', `${A}/text-messages?search=0803`],
  ['contact messages', 'first page', `${A}/contact-messages`],
  ['contact messages', 'page 50', `${A}/contact-messages?page=50`],
  ['blog posts', 'first page', `${A}/get-blog-posts`],
  ['blog posts', 'page 150', `${A}/get-blog-posts?page=150`],
  ['blog posts', 'search', `${A}/get-blog-posts?search=part%201999`],
  ['refunds', 'all', `${A}/refunds`],
  ['refunds', 'search', `${A}/refunds?search=bench-patient-1`],
  ['payouts', 'latest runs', `${A}/payouts`],
  ['disputes', 'all', `${A}/disputes`],
  ['payment alerts', 'open and handled', `${A}/payment-alerts?handled=1`],
  ['data requests', 'all', `${A}/data-requests`],
  ['breaches', 'all', `${A}/breaches`],
].map(([list, answer, path]) => ({ list, answer, path }))

/** Measures every scenario in turn; `only` (list names, comma-separated) narrows it while developing. */
export async function runAdminListsBench({ base, token, connections = 32, duration = 5, only }) {
  const headers = { authorization: `Bearer ${token}` }
  const results = []
  const lists = only ? only.split(',').map((name) => name.trim()) : null
  for (const scenario of ADMIN_LIST_SCENARIOS.filter((s) => !lists || lists.includes(s.list))) {
    const url = `${base}${scenario.path}`
    const check = await fetch(url, { headers })
    const body = await check.text()
    if (check.status !== 200) throw new Error(`${scenario.path} answered ${check.status}: ${body.slice(0, 200)}`)
    await autocannon({ url, connections, duration: 2, headers })
    const result = await measure(url, headers, connections, duration)
    const row = { ...scenario, ...result, meets: result.errors === 0 && result.p95 <= ADMIN_P95_BAR_MS }
    results.push(row)
    console.log(`${`${row.list}, ${row.answer}`.padEnd(40)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p95 ${row.p95} ms  p99 ${row.p99} ms  errors ${row.errors}  ${row.meets ? 'meets' : 'MISSES'}`)
  }
  return { results, connections, duration, missed: results.filter((r) => !r.meets).length }
}

function measure(url, headers, connections, duration) {
  return new Promise((resolve, reject) => {
    const latencies = []
    let errors = 0
    const instance = autocannon({ url, connections, duration, headers }, (error, result) => {
      if (error) return reject(error)
      latencies.sort((a, b) => a - b)
      const at = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0)
      resolve({ rps: Math.round(result.requests.average), p50: at(50), p95: at(95), p99: at(99), errors: errors + result.errors + result.timeouts, total: latencies.length })
    })
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime)
      if (statusCode >= 400) errors++
    })
  })
}

/** The table for docs/performance.md. */
export function adminListsReport({ results, connections, duration, missed }, floor) {
  return [
    `Every admin list API, ${connections} admins at once (autocannon, Bearer token), ${duration} s per answer after a 2 s warm-up; data: 100,000 patients and 100,000 appointments (prisma/seed/large.ts). Bar: p95 ≤ ${ADMIN_P95_BAR_MS} ms and no error. The floor is the framework alone: the floor app's route handler (\`scripts/js-floor\` \`/api/ok\`, a small JSON answer and nothing else) under the same ${floor.connections} connections in the same run.`,
    '',
    '| List | Answer | Request | Req/s | p50 ms | p95 ms | p99 ms | Errors | Bar |',
    '|---|---|---|---:|---:|---:|---:|---:|---|',
    `| floor | route handler doing nothing | \`GET /api/ok\` (\`scripts/js-floor\`) | ${floor.rps} | ${floor.p50} | ${floor.p95} | ${floor.p99} | 0 | - |`,
    ...results.map((r) => `| ${r.list} | ${r.answer} | \`GET ${r.path.replace('/api/v1/admin/', '…/')}\` | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.meets ? 'meets' : 'MISSES'} p95 ≤ ${ADMIN_P95_BAR_MS} ms |`),
    '',
    missed ? `${missed} answer(s) MISS the bar.` : `Every answer meets the bar.`,
  ]
}
