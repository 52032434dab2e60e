// The booking part of `npm run bench`: many patients book different times of many
// therapists at once through the HTTP API, each booking the whole flow a client drives:
//
//   POST /api/v1/patient/hold-appointment → POST /api/v1/payments/sandbox/complete { outcome: 'PAID' }
//   → POST /api/v1/patient/confirm-payment
//
// Then a race: several patients hold the very same time at once (exactly one may win, the rest get
// 409). Afterwards PostgreSQL itself is asked whether any two active appointments of a therapist
// overlap, whether every booking is Paid with its payment and video link, and whether the emails
// were queued. Needs the large seed's bench patients and open hours (prisma/seed/large.ts) and a
// server without Monnify keys (the sandbox plays the provider).
import { createHash } from 'node:crypto'
import pg from 'pg'

// As prisma/seed/large.ts writes them.
const PATIENT_COUNT = 1_000
const AVAILABLE_THERAPISTS = 1_000
const AVAILABLE_DAYS = 15
const FIRST_HOUR = 9
const BLOCKS_PER_DAY = 4 // 09–11, 11–13, 13–15, 15–17: each booking takes 1 or 2 hours of one block
const PASSWORD = 'Password123!'

const BENCH_PATIENTS = "u.email LIKE 'bench-patient-%@alafia.test'"

/** Postgres's md5(text)::uuid, as the large seed derives its ids. */
export const md5Uuid = (text) => createHash('md5').update(text).digest('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')

/**
 * @param {{ base: string, databaseUrl: string, patients?: number, therapists?: number, bookingsPerPatient?: number, concurrency?: number, raceSlots?: number, racers?: number }} options
 */
export async function runBookingBench({ base, databaseUrl, patients = 200, therapists = 200, bookingsPerPatient = 2, concurrency = 32, raceSlots = 20, racers = 5 }) {
  const settings = { patients, therapists, bookingsPerPatient, concurrency, raceSlots, racers }
  if (patients > PATIENT_COUNT || raceSlots * racers > patients) throw new Error(`the booking bench needs at most ${PATIENT_COUNT} patients and raceSlots × racers ≤ patients`)
  if (patients < therapists) throw new Error('the booking bench needs at least as many patients as therapists, so that no patient gets two bookings in one block of hours')
  const bookable = bookableTherapists(therapists)
  const plan = planBookings(patients * bookingsPerPatient, bookable)

  // The routes exist? (They answer 401 to a visitor.) Otherwise report that booking was not measured.
  const probe = await fetch(`${base}/api/v1/patient/hold-appointment`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  if (probe.status === 404) return { skipped: 'POST /api/v1/patient/hold-appointment answered 404: the booking routes are not in this build', settings }

  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await resetBenchBookings(db)
    const tokens = await logIn(base, patients)
    const client = api(base)

    // Phase 1: every patient books their own times (bookingsPerPatient each, one after another).
    const main = { ok: 0, errors: [], bookingMs: [], stepMs: { hold: [], pay: [], confirm: [] } }
    const started = performance.now()
    await pool(patients, concurrency, async (p) => {
      for (let k = 0; k < bookingsPerPatient; k++) {
        // A patient's k-th booking is the k-th round of the plan: never the same hours as their others
        // (a patient cannot be in two sessions at once: the (patientId, startsAt) key refuses it).
        const slot = plan[k * patients + p]
        const t0 = performance.now()
        const result = await book(client, tokens[p], slot, main.stepMs)
        if (result.ok) {
          main.ok++
          main.bookingMs.push(performance.now() - t0)
        } else main.errors.push(`${slot.appointmentDate} ${slot.slot_start}: ${result.error}`)
      }
    })
    const seconds = (performance.now() - started) / 1000

    // Phase 2: `racers` patients hold the same hour at once, on `raceSlots` therapists.
    const race = { slots: raceSlots, racers, won: 0, refused: 0, anomalies: [] }
    await Promise.all(
      Array.from({ length: raceSlots }, async (_, s) => {
        const slot = { therapistId: bookable[s], appointmentDate: lagosDate(AVAILABLE_DAYS - 1), slot_start: '16:00', slot_end: '17:00' }
        const attempts = await Promise.all(Array.from({ length: racers }, (_, r) => book(client, tokens[s * racers + r], slot, null)))
        const winners = attempts.filter((a) => a.ok).length
        race.won += winners
        race.refused += attempts.filter((a) => a.status === 409).length
        if (winners !== 1 || attempts.some((a) => !a.ok && a.status !== 409)) race.anomalies.push(`${slot.therapistId}: ${winners} won; ${attempts.map((a) => a.status).join(', ')}`)
      }),
    )

    const checks = await checkDatabase(db, main.ok + race.won)
    const errors = main.errors.length + race.anomalies.length + checks.problems.length
    return {
      settings,
      bookings: main.ok,
      seconds,
      perSecond: main.ok / seconds,
      booking: percentiles(main.bookingMs),
      steps: Object.fromEntries(Object.entries(main.stepMs).map(([name, values]) => [name, percentiles(values)])),
      race,
      checks,
      errors,
      samples: [...main.errors, ...race.anomalies, ...checks.problems].slice(0, 5),
    }
  } finally {
    await db.end()
  }
}

/** Verified bench therapists (every tenth is unverified) among those with open hours. */
export function bookableTherapists(count) {
  const ids = []
  for (let n = 1; ids.length < count && n <= AVAILABLE_THERAPISTS; n++) if (n % 10 !== 0) ids.push(md5Uuid(`bench-therapist-${n}`))
  if (ids.length < count) throw new Error(`only ${ids.length} bench therapists have open hours; ask for fewer`)
  return ids
}

/**
 * Booking i goes to therapist i mod T, in block ⌊i / T⌋ from tomorrow on (never today, whose hours
 * may have passed): no two bookings share an hour, so every one must succeed. 1 or 2 hours each.
 */
function planBookings(total, therapistIds) {
  return Array.from({ length: total }, (_, i) => {
    const block = Math.floor(i / therapistIds.length)
    const day = 1 + Math.floor(block / BLOCKS_PER_DAY)
    // The last day is kept for the race.
    if (day >= AVAILABLE_DAYS - 1) throw new Error(`${total} bookings need more open days than the seed gives; use more therapists`)
    const start = FIRST_HOUR + 2 * (block % BLOCKS_PER_DAY)
    const hours = 1 + (i % 2)
    return { therapistId: therapistIds[i % therapistIds.length], appointmentDate: lagosDate(day), slot_start: hhmm(start), slot_end: hhmm(start + hours) }
  })
}

export const hhmm = (hour) => `${String(hour).padStart(2, '0')}:00`

/** The Lagos calendar date `days` after today, YYYY-MM-DD. */
export function lagosDate(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * The bench database is kept between runs: the bench patients' earlier bookings and weekly series (with their slots,
 * payments and sandbox outcomes), their booking rate-limit events and their emails are removed, so
 * every run books the same free hours. `patients` (a condition on the patient `u`) and `emails` (a
 * LIKE pattern) name other bench-made patients: the walk's (scripts/lib/booking-walk.mjs).
 */
export async function resetBenchBookings(db, patients = BENCH_PATIENTS, emails = 'bench-%@alafia.test') {
  const mine = `SELECT a.id FROM "Appointment" a JOIN "User" u ON u.id = a."patientId" WHERE ${patients}`
  await db.query('BEGIN')
  await db.query(`DELETE FROM "SandboxPayment" WHERE "paymentReference" IN (SELECT a."paymentReference" FROM "Appointment" a JOIN "User" u ON u.id = a."patientId" WHERE ${patients})`)
  await db.query(`DELETE FROM "SandboxPayment" WHERE "paymentReference" IN (SELECT s."paymentReference" FROM "AppointmentSeries" s JOIN "User" u ON u.id = s."patientId" WHERE ${patients})`)
  // The ledger is append-only (its triggers refuse any delete) and its rows keep the payments and
  // refunds: the bench's own entries go with the triggers off for this transaction alone
  // (session_replication_role, a superuser's setting: the embedded database's user is one), then on again.
  const payments = `SELECT p.id FROM "Payment" p WHERE p."appointmentId" IN (${mine})`
  const refunds = `SELECT r.id FROM "Refund" r WHERE r."appointmentId" IN (${mine})`
  const ledger = `SELECT t.id FROM "LedgerTransaction" t WHERE t."paymentId" IN (${payments}) OR t."refundId" IN (${refunds})`
  await db.query('SET LOCAL session_replication_role = replica')
  await db.query(`DELETE FROM "LedgerEntry" WHERE "transactionId" IN (${ledger}) OR "appointmentId" IN (${mine})`)
  await db.query(`DELETE FROM "LedgerTransaction" WHERE id IN (${ledger})`)
  await db.query('SET LOCAL session_replication_role = origin')
  await db.query(`DELETE FROM "Refund" WHERE id IN (${refunds})`)
  await db.query(`DELETE FROM "Payment" WHERE "appointmentId" IN (${mine})`)
  await db.query(`DELETE FROM "Appointment" WHERE id IN (${mine})`)
  // Weekly series (scripts/lib/series-bench.mjs): their weeks went above.
  await db.query(`DELETE FROM "AppointmentSeries" WHERE "patientId" IN (SELECT u.id FROM "User" u WHERE ${patients})`)
  await db.query(`DELETE FROM "RateLimitEvent" WHERE bucket LIKE 'booking%' AND key IN (SELECT u.id::text FROM "User" u WHERE ${patients})`)
  await db.query(`DELETE FROM "EmailOutbox" WHERE "to" LIKE $1`, [emails])
  await db.query('COMMIT')
}

/** Bearer tokens from POST /api/v1/patient/login (argon2id: done before the clock starts). */
export async function logIn(base, count) {
  const tokens = new Array(count)
  await pool(count, 8, async (p) => {
    const response = await fetch(`${base}/api/v1/patient/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-patient-${p + 1}@alafia.test`, thePassword: PASSWORD }),
    })
    const body = await response.json()
    if (!response.ok || !body.token) throw new Error(`bench-patient-${p + 1} could not log in (${response.status}): ${body.message}`)
    tokens[p] = body.token
  })
  return tokens
}

export function api(base) {
  return async (path, token, body) => {
    const response = await fetch(`${base}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
    const json = await response.json().catch(() => ({}))
    return { status: response.status, json }
  }
}

/** One whole booking; step times go to `stepMs` when given. */
export async function book(client, token, slot, stepMs) {
  const timed = async (name, path, body) => {
    const t0 = performance.now()
    const result = await client(path, token, body)
    stepMs?.[name].push(performance.now() - t0)
    return result
  }
  const hold = await timed('hold', 'patient/hold-appointment', slot)
  if (hold.status !== 201) return { ok: false, status: hold.status, error: `hold ${hold.status} ${hold.json.message ?? ''}` }
  const { paymentReference } = hold.json.data
  const pay = await timed('pay', 'payments/sandbox/complete', { paymentReference, outcome: 'PAID' })
  if (pay.status !== 200) return { ok: false, status: pay.status, error: `sandbox ${pay.status} ${pay.json.message ?? ''}` }
  const confirm = await timed('confirm', 'patient/confirm-payment', { paymentReference })
  if (confirm.status !== 200 || confirm.json.data?.status !== 'Paid' || !confirm.json.data?.videoLink)
    return { ok: false, status: confirm.status, error: `confirm ${confirm.status} ${confirm.json.message ?? ''}` }
  return { ok: true, status: 200 }
}

/** Runs task(0 … count-1) with at most `limit` at once. */
export async function pool(count, limit, task) {
  let next = 0
  const worker = async () => {
    while (next < count) await task(next++)
  }
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker))
}

export function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)
  return { p50: at(50), p95: at(95), p99: at(99) }
}

/** What PostgreSQL says after the run: the bench's own claims are not trusted. */
export async function checkDatabase(db, expectedPaid) {
  const one = async (sql) => Number((await db.query(sql)).rows[0].n)
  const active = (t) => `(${t}.status = 'Paid' OR (${t}.status = 'Pending' AND ${t}."holdExpiresAt" > now()))`
  const overlaps = await one(`
    SELECT count(*) AS n FROM "Appointment" a JOIN "Appointment" b
      ON a."therapistId" = b."therapistId" AND a.id < b.id AND a."startsAt" < b."endsAt" AND b."startsAt" < a."endsAt"
    WHERE ${active('a')} AND ${active('b')}`)
  const mine = `"Appointment" a JOIN "User" u ON u.id = a."patientId" WHERE ${BENCH_PATIENTS}`
  const paid = await one(`SELECT count(*) AS n FROM ${mine} AND a.status = 'Paid'`)
  const incomplete = await one(`
    SELECT count(*) AS n FROM ${mine} AND a.status = 'Paid'
      AND (a."videoLink" IS NULL OR (SELECT count(*) FROM "Payment" p WHERE p."appointmentId" = a.id AND p.status = 'Paid') <> 1
           OR (SELECT count(*) FROM "AppointmentSlot" s WHERE s."appointmentId" = a.id) <> a."durationHours")`)
  const pending = await one(`SELECT count(*) AS n FROM ${mine} AND a.status = 'Pending'`)
  // The confirmation emails are written after the answer (Next's after(), decision 048): the last
  // bookings' may still be on their way when the last answer arrives, so wait a little for them.
  const countEmails = () => one(`SELECT count(*) AS n FROM "EmailOutbox" WHERE "to" LIKE 'bench-patient-%@alafia.test' AND subject LIKE 'Your appointment with % is confirmed'`)
  let emails = await countEmails()
  for (let waited = 0; emails < paid && waited < 5000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    emails = await countEmails()
  }
  const problems = []
  if (overlaps !== 0) problems.push(`${overlaps} overlapping active appointments`)
  if (paid !== expectedPaid) problems.push(`${paid} paid bench appointments in the database, ${expectedPaid} bookings answered`)
  if (incomplete !== 0) problems.push(`${incomplete} paid appointments without exactly one payment, their slots or a video link`)
  if (pending !== 0) problems.push(`${pending} bench holds left pending`)
  if (emails !== paid) problems.push(`${emails} confirmation emails queued for ${paid} paid appointments`)
  return { overlaps, paid, emails, problems }
}

/** The bars the booking part must meet: throughput, the whole booking's p95, and nothing wrong at all. */
export const BOOKING_BARS = { perSecond: 80, p95Ms: 1000 }

/** What missed a bar (empty when every one is met); a skipped run misses nothing it did not measure. */
export function bookingMisses(result) {
  if (result.skipped) return []
  const misses = []
  if (result.perSecond < BOOKING_BARS.perSecond) misses.push(`${result.perSecond.toFixed(1)} bookings/s < ${BOOKING_BARS.perSecond}`)
  if (result.booking.p95 > BOOKING_BARS.p95Ms) misses.push(`whole booking p95 ${result.booking.p95} ms > ${BOOKING_BARS.p95Ms} ms`)
  if (result.errors > 0) misses.push(`${result.errors} errors`)
  if (result.checks.overlaps > 0) misses.push(`${result.checks.overlaps} overlaps`)
  return misses
}

/**
 * Markdown for docs/performance.md. `floor` is the floor app's route handler under the same number of
 * connections (scripts/lib/floor-app.mjs): a booking is three API calls, so a third of its requests a
 * second is the most bookings a second the framework alone could answer on this machine.
 */
export function bookingReport(result, floor) {
  const lines = ['Booking over the HTTP API (hold → sandbox payment → confirm; `scripts/lib/booking-bench.mjs`):', '']
  if (result.skipped) return [...lines, `Not measured: ${result.skipped}.`]
  const { settings: s, booking, steps, race, checks } = result
  const mark = (met) => (met ? 'meets' : '**MISSES**')
  return [
    ...lines,
    `${s.patients} patients (${s.bookingsPerPatient} bookings each, one after another), ${s.concurrency} at once, across ${s.therapists} therapists: **${result.bookings} bookings in ${result.seconds.toFixed(1)} s = ${result.perSecond.toFixed(1)} bookings/s**, errors ${result.errors}.`,
    '',
    '| Bar | Measured | Bar | Result |',
    '|---|---:|---:|---|',
    `| bookings a second | ${result.perSecond.toFixed(1)} | ≥ ${BOOKING_BARS.perSecond} | ${mark(result.perSecond >= BOOKING_BARS.perSecond)} |`,
    `| whole booking p95 | ${booking.p95} ms | ≤ ${BOOKING_BARS.p95Ms} ms | ${mark(booking.p95 <= BOOKING_BARS.p95Ms)} |`,
    `| errors (bookings, race, checks) | ${result.errors} | 0 | ${mark(result.errors === 0)} |`,
    `| overlapping active appointments | ${checks.overlaps} | 0 | ${mark(checks.overlaps === 0)} |`,
    '',
    `Floor: a route handler doing nothing (\`scripts/js-floor\` \`/api/ok\`) answered ${floor.rps} requests a second here at ${floor.connections} connections (p95 ${floor.p95} ms); three such calls a booking would be at most ${Math.round(floor.rps / 3)} bookings a second. The rest of a booking's time is Alafia's own (its database statements through Prisma, decision 048).`,
    '',
    '| Step | p50 ms | p95 ms | p99 ms |',
    '|---|---:|---:|---:|',
    `| whole booking (3 requests) | ${booking.p50} | ${booking.p95} | ${booking.p99} |`,
    `| POST patient/hold-appointment | ${steps.hold.p50} | ${steps.hold.p95} | ${steps.hold.p99} |`,
    `| POST payments/sandbox/complete | ${steps.pay.p50} | ${steps.pay.p95} | ${steps.pay.p99} |`,
    `| POST patient/confirm-payment | ${steps.confirm.p50} | ${steps.confirm.p95} | ${steps.confirm.p99} |`,
    '',
    `Race: ${race.slots} times each held by ${race.racers} patients at once: ${race.won} won, ${race.refused} refused with 409${race.anomalies.length ? `, ${race.anomalies.length} ANOMALIES` : ''}.`,
    `Checked in PostgreSQL afterwards: ${checks.overlaps} overlapping active appointments, ${checks.paid} paid bench appointments (each with one payment, its hour slots and a video link), ${checks.emails} confirmation emails queued${checks.problems.length ? `; PROBLEMS: ${checks.problems.join('; ')}` : ''}.`,
    ...(result.samples.length ? ['', `First errors: ${result.samples.join(' | ')}`] : []),
  ]
}
