// The weekly-series part of `npm run bench` (docs/decisions/023-weekly-series.md): patients book
// standing weekly sessions through the HTTP API, many at once, each series in ONE payment:
//
//   POST /api/v1/patient/hold-appointment { …, weeks } → POST /api/v1/payments/sandbox/complete
//   → POST /api/v1/patient/confirm-payment (every week Paid at once)
//
// Then a race: on each of several therapists, patients ask at once for series that overlap in some
// weeks (each starts a week after the previous one), so at most the ones that share no week may win.
// Afterwards PostgreSQL itself is asked whether any two active appointments of a therapist overlap,
// whether every series is whole (every week Paid, each with one payment share, its hour slots and
// a video link, the shares adding up to the series' total) or absent, and whether one email per
// person was queued for each series. Runs after the single-booking part, on other therapists and
// other bench patients, so the two never meet.
import { api, bookableTherapists, hhmm, lagosDate, percentiles, pool } from './booking-bench.mjs'

const PASSWORD = 'Password123!'
const PATIENT_COUNT = 1_000
const OPEN_HOURS = [9, 10, 11, 12, 13, 14, 15, 16] // as prisma/seed/large.ts publishes them
const BENCH_SERIES = `s."patientId" IN (SELECT id FROM "User" WHERE email LIKE 'bench-patient-%@alafia.test')`

/**
 * @param {{ base: string, db: import('pg').Client, firstPatient: number, firstTherapist: number, patients?: number, therapists?: number, weeks?: number, concurrency?: number, raceTherapists?: number, racers?: number }} options
 *   firstPatient / firstTherapist: how many bench patients and bookable therapists the earlier parts use (these start after them).
 */
export async function runSeriesBench({ base, db, firstPatient, firstTherapist, patients = 100, therapists = 25, weeks = 4, concurrency = 32, raceTherapists = 10, racers = 5 }) {
  const settings = { patients, therapists, weeks, concurrency, raceTherapists, racers }
  if (firstPatient + patients + raceTherapists * racers > PATIENT_COUNT) throw new Error(`the series bench needs at most ${PATIENT_COUNT} bench patients in all`)
  const ids = bookableTherapists(firstTherapist + therapists + raceTherapists).slice(firstTherapist)
  const [bookable, racing] = [ids.slice(0, therapists), ids.slice(therapists)]
  const plan = planSeries(patients, bookable, weeks)
  // The large seed publishes 15 days; a series needs its weekday for `weeks` weeks (and the race
  // `racers` more): these therapists get the same open hours further ahead.
  await publishAhead(db, ids, 2 + 7 * (racers + weeks))

  const tokens = await logIn(base, firstPatient, patients + raceTherapists * racers)
  const client = api(base)

  // Phase 1: every patient books one series of their own.
  const main = { ok: 0, errors: [], seriesMs: [], stepMs: { hold: [], pay: [], confirm: [] } }
  const started = performance.now()
  await pool(patients, concurrency, async (p) => {
    const t0 = performance.now()
    const result = await bookSeries(client, tokens[p], plan[p], weeks, main.stepMs)
    if (result.ok) {
      main.ok++
      main.seriesMs.push(performance.now() - t0)
    } else main.errors.push(`${plan[p].appointmentDate} ${plan[p].slot_start}: ${result.error}`)
  })
  const seconds = (performance.now() - started) / 1000

  // Phase 2: on each racing therapist, `racers` patients at once ask for series at 16:00, each
  // starting a week after the one before, so neighbours share weeks. Only series that share no week
  // can both win: every answer must be 201-and-paid or 409.
  const race = { therapists: raceTherapists, racers, won: 0, refused: 0, anomalies: [] }
  await Promise.all(
    racing.map(async (therapistId, t) => {
      const attempts = await Promise.all(
        Array.from({ length: racers }, (_, r) =>
          bookSeries(client, tokens[patients + t * racers + r], { therapistId, appointmentDate: lagosDate(2 + 7 * r), slot_start: '16:00', slot_end: '17:00' }, weeks, null).then((a) => ({ ...a, r })),
        ),
      )
      const won = attempts.filter((a) => a.ok).map((a) => a.r)
      race.won += won.length
      race.refused += attempts.filter((a) => a.status === 409).length
      const sharesWeek = won.some((r) => won.some((q) => q !== r && Math.abs(q - r) < weeks))
      if (won.length === 0 || sharesWeek || attempts.some((a) => !a.ok && a.status !== 409)) race.anomalies.push(`${therapistId}: won ${won.join(', ') || 'none'}; ${attempts.map((a) => a.status).join(', ')}`)
    }),
  )

  const checks = await checkSeries(db, main.ok + race.won, weeks)
  const errors = main.errors.length + race.anomalies.length + checks.problems.length
  return {
    settings,
    series: main.ok,
    seconds,
    perSecond: main.ok / seconds,
    whole: percentiles(main.seriesMs),
    steps: Object.fromEntries(Object.entries(main.stepMs).map(([name, values]) => [name, percentiles(values)])),
    race,
    checks,
    errors,
    samples: [...main.errors, ...race.anomalies, ...checks.problems].slice(0, 5),
  }
}

/** Series i: therapist i mod T, one hour each, a different hour (then first day) for each round; never two on one hour. */
function planSeries(total, therapistIds, weeks) {
  return Array.from({ length: total }, (_, i) => {
    const round = Math.floor(i / therapistIds.length)
    const day = 1 + Math.floor(round / OPEN_HOURS.length)
    // Weeks of series starting on different days of the first week never meet.
    if (day > 7) throw new Error(`${total} series need more than a week of first days; use more therapists`)
    const hour = OPEN_HOURS[round % OPEN_HOURS.length]
    return { therapistId: therapistIds[i % therapistIds.length], appointmentDate: lagosDate(day), slot_start: hhmm(hour), slot_end: hhmm(hour + 1), weeks }
  })
}

/** The seed's open hours on every day up to `days` ahead for these therapists (kept between runs). */
async function publishAhead(db, therapistIds, days) {
  await db.query(
    `INSERT INTO "Availability" (id, "therapistId", date, hours, "createdAt", "updatedAt")
     SELECT md5('bench-series-availability-' || t || '-' || day)::uuid, t::uuid, day, $2::int[], now(), now()
       FROM unnest($1::text[]) AS t,
            generate_series((now() AT TIME ZONE 'Africa/Lagos')::date, (now() AT TIME ZONE 'Africa/Lagos')::date + $3::int, interval '1 day') AS day
     ON CONFLICT ("therapistId", "date") DO NOTHING`,
    [therapistIds, OPEN_HOURS, days],
  )
}

/** Bearer tokens of bench patients first+1 … first+count (argon2id: done before the clock starts). */
async function logIn(base, first, count) {
  const tokens = new Array(count)
  await pool(count, 8, async (p) => {
    const email = `bench-patient-${first + p + 1}@alafia.test`
    const response = await fetch(`${base}/api/v1/patient/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, thePassword: PASSWORD }) })
    const body = await response.json()
    if (!response.ok || !body.token) throw new Error(`${email} could not log in (${response.status}): ${body.message}`)
    tokens[p] = body.token
  })
  return tokens
}

/** One whole series: held with `weeks`, paid once in the sandbox, every week confirmed by one call. */
async function bookSeries(client, token, slot, weeks, stepMs) {
  const timed = async (name, path, body) => {
    const t0 = performance.now()
    const result = await client(path, token, body)
    stepMs?.[name].push(performance.now() - t0)
    return result
  }
  const hold = await timed('hold', 'patient/hold-appointment', { ...slot, weeks })
  if (hold.status !== 201) return { ok: false, status: hold.status, error: `hold ${hold.status} ${hold.json.message ?? ''}` }
  if (hold.json.data?.occurrences?.length !== weeks || !hold.json.data.seriesId) return { ok: false, status: 201, error: 'hold answered without every week' }
  const { paymentReference } = hold.json.data
  const pay = await timed('pay', 'payments/sandbox/complete', { paymentReference, outcome: 'PAID' })
  if (pay.status !== 200) return { ok: false, status: pay.status, error: `sandbox ${pay.status} ${pay.json.message ?? ''}` }
  const confirm = await timed('confirm', 'patient/confirm-payment', { paymentReference })
  const occurrences = confirm.json.data?.occurrences ?? []
  if (confirm.status !== 200 || occurrences.length !== weeks || occurrences.some((week) => week.status !== 'Paid' || !week.videoLink))
    return { ok: false, status: confirm.status, error: `confirm ${confirm.status} ${confirm.json.message ?? ''}` }
  return { ok: true, status: 200 }
}

/** What PostgreSQL says after the run: no overlap anywhere, every bench series whole or absent. */
async function checkSeries(db, expectedSeries, weeks) {
  const one = async (sql) => Number((await db.query(sql)).rows[0].n)
  const active = (t) => `(${t}.status = 'Paid' OR (${t}.status = 'Pending' AND ${t}."holdExpiresAt" > now()))`
  const overlaps = await one(`
    SELECT count(*) AS n FROM "Appointment" a JOIN "Appointment" b
      ON a."therapistId" = b."therapistId" AND a.id < b.id AND a."startsAt" < b."endsAt" AND b."startsAt" < a."endsAt"
    WHERE ${active('a')} AND ${active('b')}`)
  const paidSeries = await one(`
    SELECT count(*) AS n FROM "AppointmentSeries" s
    WHERE ${BENCH_SERIES} AND EXISTS (SELECT 1 FROM "Appointment" a WHERE a."seriesId" = s.id AND a.status = 'Paid')`)
  // Whole: as many Paid weeks as the series has, each with exactly one Paid payment share, its hour
  // slots and a video link, and the shares adding up to the series' total.
  const partial = await one(`
    SELECT count(*) AS n FROM "AppointmentSeries" s
    WHERE ${BENCH_SERIES} AND EXISTS (SELECT 1 FROM "Appointment" a WHERE a."seriesId" = s.id AND a.status = 'Paid')
      AND (
        (SELECT count(*) FROM "Appointment" a WHERE a."seriesId" = s.id AND a.status = 'Paid' AND a."videoLink" IS NOT NULL
            AND (SELECT count(*) FROM "Payment" p WHERE p."appointmentId" = a.id AND p.status = 'Paid') = 1
            AND (SELECT count(*) FROM "AppointmentSlot" sl WHERE sl."appointmentId" = a.id) = a."durationHours") <> s.weeks
        OR (SELECT coalesce(sum(p."amountKobo"), 0) FROM "Payment" p WHERE p."seriesId" = s.id AND p.status = 'Paid') <> s."amountKobo"
        OR (SELECT count(DISTINCT p."transactionReference") FROM "Payment" p WHERE p."seriesId" = s.id) <> 1)`)
  const pending = await one(`SELECT count(*) AS n FROM "Appointment" a JOIN "AppointmentSeries" s ON s.id = a."seriesId" WHERE ${BENCH_SERIES} AND a.status = 'Pending'`)
  const wrongLength = await one(`SELECT count(*) AS n FROM "AppointmentSeries" s WHERE ${BENCH_SERIES} AND s.weeks <> ${Number(weeks)}`)
  const emails = await one(`SELECT count(*) AS n FROM "EmailOutbox" WHERE "to" LIKE 'bench-patient-%@alafia.test' AND subject LIKE 'Your % weekly sessions with % are confirmed'`)
  const problems = []
  if (overlaps !== 0) problems.push(`${overlaps} overlapping active appointments`)
  if (paidSeries !== expectedSeries) problems.push(`${paidSeries} paid bench series in the database, ${expectedSeries} series answered`)
  if (partial !== 0) problems.push(`${partial} series not whole (a week unpaid, without one payment share, its slots or a video link, or shares not adding up)`)
  if (pending !== 0) problems.push(`${pending} weeks of bench series left pending`)
  if (wrongLength !== 0) problems.push(`${wrongLength} bench series of another length than ${weeks} weeks`)
  if (emails !== paidSeries) problems.push(`${emails} series confirmation emails queued to patients for ${paidSeries} paid series`)
  return { overlaps, paidSeries, partial, emails, problems }
}

/** Markdown for docs/performance.md. */
export function seriesReport(result) {
  const { settings: s, whole, steps, race, checks } = result
  return [
    `Weekly series over the HTTP API (hold with \`weeks\` → one sandbox payment → one confirm for every week; \`scripts/lib/series-bench.mjs\`):`,
    '',
    `${s.patients} patients, ${s.concurrency} at once, each booking one series of ${s.weeks} weekly one-hour sessions across ${s.therapists} therapists: **${result.series} series (${result.series * s.weeks} sessions) in ${result.seconds.toFixed(1)} s = ${result.perSecond.toFixed(1)} series/s (${(result.perSecond * s.weeks).toFixed(1)} sessions/s)**, errors ${result.errors}.`,
    '',
    '| Step | p50 ms | p95 ms | p99 ms |',
    '|---|---:|---:|---:|',
    `| whole series (3 requests) | ${whole.p50} | ${whole.p95} | ${whole.p99} |`,
    `| POST patient/hold-appointment (weeks ${s.weeks}) | ${steps.hold.p50} | ${steps.hold.p95} | ${steps.hold.p99} |`,
    `| POST payments/sandbox/complete | ${steps.pay.p50} | ${steps.pay.p95} | ${steps.pay.p99} |`,
    `| POST patient/confirm-payment (every week) | ${steps.confirm.p50} | ${steps.confirm.p95} | ${steps.confirm.p99} |`,
    '',
    `Race: on ${race.therapists} therapists, ${race.racers} patients at once each asked for ${s.weeks} weeks at the same hour, each series starting a week after the previous one (neighbours share weeks): ${race.won} won, ${race.refused} refused with 409${race.anomalies.length ? `, ${race.anomalies.length} ANOMALIES` : ', no two winners sharing a week'}.`,
    `Checked in PostgreSQL afterwards: **${checks.overlaps} overlapping active appointments**, ${checks.paidSeries} paid bench series, ${checks.partial} not whole (every series has every week Paid with one payment share, its slots and a video link, the shares adding up to its total, or no week at all), ${checks.emails} series confirmation emails to patients${checks.problems.length ? `; PROBLEMS: ${checks.problems.join('; ')}` : ''}.`,
    ...(result.samples.length ? ['', `First errors: ${result.samples.join(' | ')}`] : []),
  ]
}

