// The large data set for benchmarks (issue 3): 10,000 therapists and 2,000 blog posts on top of the
// demo data, written by PostgreSQL itself (generate_series) in a few seconds. For the booking bench
// (issue 5): 1,000 patients (bench-patient-N@alafia.test, password DEMO_PASSWORD) and, for the first
// 1,000 therapists, open hours 09:00–17:00 Lagos time on each of the next 15 days.
//
//   node scripts/with-db.mjs --bench tsx --conditions react-server prisma/seed/large.ts [therapists] [posts]
//
// Languages: English for all, and Yoruba, Hausa or Igbo for three in four, Nigerian Pidgin for one in
// five, French for one in twenty-three; a faith-based approach for about one in five. Each therapist's next
// free hours are stored by the app's own rule, in batches (run under --conditions react-server, as
// its modules import 'server-only').
//
// For the admin lists at scale: 100,000 patients in all, and 100,000 past appointments of the 99,000
// that are not bench patients (nine in ten
// paid, with their hour slot, payment and ledger entries; one in ten an abandoned checkout), at
// 07:00–08:00 and 17:00–21:00 Lagos time, hours the bench therapists never open, so they can never
// meet the booking bench's or the soak's hours. And a year of the demo admin's actions: 50,000 audit
// log entries.
//
// Idempotent: rows have ids and keys derived from their number, and existing rows are kept. Open
// hours are dated from today in Lagos, so a run on a later day adds the days that are now ahead.
import { HEALTH_DATA_CONSENT_KIND, HEALTH_DATA_CONSENT_VERSION } from '../../lib/consent/health-data-consent'
import { SPECIALTIES } from '../../lib/specialties'
import { createDbClient } from '../../tests/fixtures/db-client'
import { demoPasswordHash } from '../../tests/fixtures/factories'
import { refreshFreeHoursAhead } from '../../lib/server/therapists/free-hours-ahead'
import { ADMIN } from './people'

const THERAPIST_COUNT = Number(process.argv[2] ?? 10_000)
const POST_COUNT = Number(process.argv[3] ?? 2_000)
/** Patients who book in the bench (scripts/lib/booking-bench.mjs). */
const BENCH_PATIENT_COUNT = 1_000
/**
 * Patients of the admin lists at scale (scale-patient-N@alafia.test), with the bench patients 100,000
 * in all. Apart from the bench patients, whose bookings the booking bench deletes before each run.
 */
const SCALE_PATIENT_COUNT = 100_000 - BENCH_PATIENT_COUNT
/** Their past appointments, appointment n for scale patient ((n - 1) mod SCALE_PATIENT_COUNT) + 1; every tenth an abandoned checkout. */
const PAST_APPOINTMENT_COUNT = 100_000
/** Verified therapists (all numbers but multiples of ten) who held those past sessions. */
const PAST_SESSION_THERAPISTS = 9_000
/** Lagos hours of the past sessions: none of BENCH_OPEN_HOURS, so no bench booking ever held one. */
const PAST_SESSION_HOURS = [7, 8, 17, 18, 19, 20, 21]
/** Therapists 1 … this many have open hours (the unverified ones, every tenth, cannot be booked). */
const BENCH_AVAILABLE_THERAPISTS = 1_000
/** Days from today in Lagos with open hours, and those hours (09:00–17:00). */
const BENCH_AVAILABLE_DAYS = 15
const BENCH_OPEN_HOURS = [9, 10, 11, 12, 13, 14, 15, 16]
/** Therapists whose next free hours are worked out in one statement. */
const FREE_HOURS_BATCH = 1_000
/** Audit log entries of the admin lists at scale: a year of the demo admin's actions, one every ten minutes or so. */
const AUDIT_ENTRY_COUNT = 50_000
const THERAPIST_PHOTOS = 40 // public/images/demo/therapists/01.jpg … 40.jpg
const BLOG_IMAGES = 12 // public/images/demo/blog/01.jpg … 12.jpg

const FIRST_NAMES = ['Adaeze', 'Chinedu', 'Funmilayo', 'Ibrahim', 'Ngozi', 'Olumide', 'Aisha', 'Emeka', 'Yetunde', 'Tunde', 'Zainab', 'Obinna', 'Kemi', 'Musa', 'Chiamaka', 'Segun']
const SURNAMES = ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Nwosu', 'Balogun', 'Abubakar', 'Okonkwo', 'Ogunleye', 'Danjuma', 'Uche', 'Afolabi', 'Ibe', 'Lawal', 'Obi', 'Salami']
const STATES = ['Lagos', 'FCT', 'Oyo', 'Rivers', 'Kano', 'Enugu', 'Kaduna', 'Ogun']

const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`

type Transaction = Parameters<Parameters<ReturnType<typeof createDbClient>['$transaction']>[0]>[0]

/** The triggers that add each inserted row to a ListCount row (decision 047), and the one that sets paidFor. */
const COUNTING_TRIGGERS = [
  ['User', 'User_list_count'],
  ['Appointment', 'Appointment_list_count'],
  ['Payment', 'Payment_sets_paid_for'],
  ['Appointment', 'Appointment_paidFor_derived'],
  ['AuditLog', 'AuditLog_list_count'],
] as const

/**
 * Runs the bulk inserts in one transaction with the counting triggers off, then sets paidFor and the
 * list counts from the tables, as a migration does after a bulk load. With the triggers on, each of
 * 100,000 rows updated the same ListCount row within one transaction, and PostgreSQL walks every
 * earlier version of a row updated in the same transaction: quadratic, 14 minutes for this set on a
 * new database (20,000 updates of one row took 4 s, 40,000 took 17 s).
 */
async function withoutListCountTriggers(db: ReturnType<typeof createDbClient>, load: (tx: Transaction) => Promise<void>) {
  await db.$transaction(
    async (tx) => {
      for (const [table, trigger] of COUNTING_TRIGGERS) await tx.$executeRawUnsafe(`ALTER TABLE "${table}" DISABLE TRIGGER "${trigger}"`)
      await load(tx)
      await tx.$executeRawUnsafe('UPDATE "Appointment" a SET "paidFor" = true WHERE NOT a."paidFor" AND EXISTS (SELECT 1 FROM "Payment" p WHERE p."appointmentId" = a."id")')
      // The deferred checks (a paid appointment has its payment, a ledger transaction balances) run
      // now: a table with pending trigger events cannot have its triggers switched back on. Statistics
      // first: planned for tables a new database thinks empty, each of the 100,000 checks scanned
      // every payment.
      await tx.$executeRawUnsafe('ANALYZE "Appointment", "Payment", "LedgerTransaction", "LedgerEntry"')
      await tx.$executeRawUnsafe('SET CONSTRAINTS ALL IMMEDIATE')
      for (const [table, trigger] of COUNTING_TRIGGERS) await tx.$executeRawUnsafe(`ALTER TABLE "${table}" ENABLE TRIGGER "${trigger}"`)
      await tx.$executeRawUnsafe('SELECT "recount_list_counts"()')
    },
    { timeout: 600_000, maxWait: 60_000 },
  )
}

async function main() {
  const started = performance.now()
  const db = createDbClient()
  try {
    const passwordHash = await demoPasswordHash()
    const admin = await db.user.findUnique({ where: { email: ADMIN.email }, select: { id: true } })

    await withoutListCountTriggers(db, async (tx) => {
      // Photos: one StoredFile per therapist (photoFileId is unique), pointing at the demo pictures,
      // each with its small rendition's row (smallFileId, unique too). A database seeded before the
      // renditions existed gets them linked.
      await tx.$executeRawUnsafe(`
        INSERT INTO "StoredFile" ("id", "storageKey", "url", "contentType", "byteSize", "visibility")
        SELECT md5('bench-photo-small-' || n)::uuid, 'bench/therapists/small/' || n || '.jpg',
               '/images/demo/therapists/small/' || lpad(((n % ${THERAPIST_PHOTOS}) + 1)::text, 2, '0') || '.jpg', 'image/jpeg', 4000, 'Public'
        FROM generate_series(1, ${THERAPIST_COUNT}) AS n
        ON CONFLICT DO NOTHING`)
      await tx.$executeRawUnsafe(`
        INSERT INTO "StoredFile" ("id", "storageKey", "url", "contentType", "byteSize", "visibility", "smallFileId")
        SELECT md5('bench-photo-' || n)::uuid, 'bench/therapists/' || n || '.jpg',
               '/images/demo/therapists/' || lpad(((n % ${THERAPIST_PHOTOS}) + 1)::text, 2, '0') || '.jpg', 'image/jpeg', 20000, 'Public',
               md5('bench-photo-small-' || n)::uuid
        FROM generate_series(1, ${THERAPIST_COUNT}) AS n
        ON CONFLICT ("id") DO UPDATE SET "smallFileId" = EXCLUDED."smallFileId"
          WHERE "StoredFile"."smallFileId" IS DISTINCT FROM EXCLUDED."smallFileId"`)
      await tx.$executeRawUnsafe(
        `
        INSERT INTO "User" ("id", "email", "passwordHash", "fullName", "role", "gender", "state", "createdAt", "updatedAt")
        SELECT md5('bench-therapist-' || n)::uuid, 'bench-therapist-' || n || '@alafia.test', $1,
               (${sqlArray(FIRST_NAMES)})[(n % ${FIRST_NAMES.length}) + 1] || ' ' || (${sqlArray(SURNAMES)})[((n / ${FIRST_NAMES.length}) % ${SURNAMES.length}) + 1] || ' ' || n,
               'Therapist', (CASE WHEN n % 2 = 0 THEN 'Female' ELSE 'Male' END)::"Gender",
               (${sqlArray(STATES)})[(n % ${STATES.length}) + 1],
               now() - (n % 700) * interval '1 day', now()
        FROM generate_series(1, ${THERAPIST_COUNT}) AS n
        ON CONFLICT DO NOTHING`,
        passwordHash,
      )
      // One to three specialties 5 apart in the list of 15, so they never repeat; 9 in 10 verified.
      await tx.$executeRawUnsafe(`
        INSERT INTO "TherapistProfile" ("userId", "bio", "feeKobo", "specialties", "yearsOfExperience", "photoFileId", "isVerified", "verifiedAt", "createdAt", "updatedAt")
        SELECT md5('bench-therapist-' || n)::uuid,
               'Licensed counsellor number ' || n || '. I offer confidential online sessions with a calm, practical approach.',
               (10000 + (n % 9) * 2500) * 100,
               (${sqlArray(SPECIALTIES)})[(n % 15) + 1 : (n % 15) + 1] ||
                 CASE WHEN n % 3 >= 1 THEN ARRAY[(${sqlArray(SPECIALTIES)})[((n + 5) % 15) + 1]] ELSE ARRAY[]::text[] END ||
                 CASE WHEN n % 3 = 2 THEN ARRAY[(${sqlArray(SPECIALTIES)})[((n + 10) % 15) + 1]] ELSE ARRAY[]::text[] END,
               1 + (n % 30), md5('bench-photo-' || n)::uuid, n % 10 <> 0,
               CASE WHEN n % 10 <> 0 THEN now() - (n % 600) * interval '1 day' END,
               now() - (n % 700) * interval '1 day', now()
        FROM generate_series(1, ${THERAPIST_COUNT}) AS n
        ON CONFLICT DO NOTHING`)

      // Languages in the form's order (English, then Yoruba, Hausa or Igbo, Pidgin, French) and a
      // faith-based approach for some. The steps differ from those of gender (n % 2), verification
      // (n % 10) and fee (n % 9), so no choice follows another. Only where the profile still has the
      // column defaults.
      await tx.$executeRawUnsafe(`
        UPDATE "TherapistProfile" AS t
        SET "languages" = (ARRAY['English']
              || CASE (n / 2) % 4 WHEN 0 THEN ARRAY['Yoruba'] WHEN 1 THEN ARRAY['Hausa'] WHEN 2 THEN ARRAY['Igbo'] ELSE ARRAY[]::text[] END
              || CASE WHEN (n / 3) % 5 = 1 THEN ARRAY['Pidgin'] ELSE ARRAY[]::text[] END
              || CASE WHEN n % 23 = 4 THEN ARRAY['French'] ELSE ARRAY[]::text[] END)::"Language"[],
            "faith" = (CASE n % 11 WHEN 2 THEN 'Christian' WHEN 5 THEN 'Muslim' ELSE CASE WHEN n % 37 = 8 THEN 'Interfaith' END END)::"FaithApproach"
        FROM generate_series(1, ${THERAPIST_COUNT}) AS n
        WHERE t."userId" = md5('bench-therapist-' || n)::uuid AND t."languages" = ARRAY['English']::"Language"[] AND t."faith" IS NULL`)

      // Blog posts with a cover each and a few comments on every other post.
      await tx.$executeRawUnsafe(`
        INSERT INTO "StoredFile" ("id", "storageKey", "url", "contentType", "byteSize", "visibility")
        SELECT md5('bench-cover-' || n)::uuid, 'bench/blog/' || n || '.jpg',
               '/images/demo/blog/' || lpad(((n % ${BLOG_IMAGES}) + 1)::text, 2, '0') || '.jpg', 'image/jpeg', 40000, 'Public'
        FROM generate_series(1, ${POST_COUNT}) AS n
        ON CONFLICT DO NOTHING`)
      await tx.$executeRawUnsafe(
        `
        INSERT INTO "BlogPost" ("id", "title", "content", "imageFileId", "views", "authorId", "createdAt", "updatedAt")
        SELECT md5('bench-post-' || n)::uuid, 'Notes on wellbeing, part ' || n,
               repeat('Looking after your mind is as important as looking after your body. Small, steady habits help. ', 12) || E'\\n\\n' ||
               repeat('Talk to someone you trust, rest well, and reach out to a professional when things feel heavy. ', 10),
               md5('bench-cover-' || n)::uuid, n % 500, $1::uuid, now() - (n * interval '3 hours') - interval '400 days', now()
        FROM generate_series(1, ${POST_COUNT}) AS n
        ON CONFLICT DO NOTHING`,
        admin?.id ?? null,
      )
      await tx.$executeRawUnsafe(`
        INSERT INTO "Comment" ("id", "postId", "authorId", "authorName", "text", "createdAt")
        SELECT md5('bench-comment-' || n || '-' || c)::uuid, md5('bench-post-' || n)::uuid, NULL, 'Reader ' || c,
               'Thank you for this article. It helped me today.', now() - (n * interval '3 hours') - interval '399 days' + c * interval '1 hour'
        FROM generate_series(2, ${POST_COUNT}, 2) AS n, generate_series(1, 3) AS c
        ON CONFLICT DO NOTHING`)

      // Booking bench: patients who can log in, and open hours ahead for the first therapists.
      await tx.$executeRawUnsafe(
        `
        INSERT INTO "User" ("id", "email", "passwordHash", "fullName", "role", "createdAt", "updatedAt")
        SELECT md5('bench-patient-' || n)::uuid, 'bench-patient-' || n || '@alafia.test', $1, 'Bench Patient ' || n, 'Patient', now(), now()
        FROM generate_series(1, ${BENCH_PATIENT_COUNT}) AS n
        ON CONFLICT DO NOTHING`,
        passwordHash,
      )
      // The other patients: names as people have them (the admin search finds a name among many), signed
      // up over the last two years; each has booked, so each gave the health-data consent.
      await tx.$executeRawUnsafe(
        `
        INSERT INTO "User" ("id", "email", "passwordHash", "fullName", "role", "state", "lastSeenAt", "createdAt", "updatedAt")
        SELECT md5('scale-patient-' || n)::uuid, 'scale-patient-' || n || '@alafia.test', $1,
               (${sqlArray(FIRST_NAMES)})[((n / 7) % ${FIRST_NAMES.length}) + 1] || ' ' || (${sqlArray(SURNAMES)})[(n % ${SURNAMES.length}) + 1] || ' ' || n,
               'Patient', (${sqlArray(STATES)})[(n % ${STATES.length}) + 1],
               now() - (n % 90) * interval '1 day', now() - (n % 730) * interval '1 day' - (n % 1440) * interval '1 minute', now()
        FROM generate_series(1, ${SCALE_PATIENT_COUNT}) AS n
        ON CONFLICT DO NOTHING`,
        passwordHash,
      )
      await tx.$executeRawUnsafe(
        `
        INSERT INTO "Consent" ("id", "userId", "kind", "version", "givenAt")
        SELECT md5('scale-consent-' || n || '-' || $2)::uuid, md5('scale-patient-' || n)::uuid, $1, $2, now() - (n % 730) * interval '1 day'
        FROM generate_series(1, ${SCALE_PATIENT_COUNT}) AS n
        ON CONFLICT DO NOTHING`,
        HEALTH_DATA_CONSENT_KIND,
        HEALTH_DATA_CONSENT_VERSION,
      )
      await seedPastAppointments(tx)
      if (admin) await seedAuditLog(tx, admin.id)
      // Bench patients have given the consent to the use of health information that a hold requires.
      await tx.$executeRawUnsafe(
        `
        INSERT INTO "Consent" ("id", "userId", "kind", "version", "givenAt")
        SELECT md5('bench-consent-' || n || '-' || $2)::uuid, md5('bench-patient-' || n)::uuid, $1, $2, now()
        FROM generate_series(1, ${BENCH_PATIENT_COUNT}) AS n
        ON CONFLICT DO NOTHING`,
        HEALTH_DATA_CONSENT_KIND,
        HEALTH_DATA_CONSENT_VERSION,
      )
      await tx.$executeRawUnsafe(`
        INSERT INTO "Availability" ("id", "therapistId", "date", "hours", "createdAt", "updatedAt")
        SELECT md5('bench-availability-' || n || '-' || day)::uuid, md5('bench-therapist-' || n)::uuid, day, ARRAY[${BENCH_OPEN_HOURS.join(', ')}]::int[], now(), now()
        FROM generate_series(1, LEAST(${BENCH_AVAILABLE_THERAPISTS}, ${THERAPIST_COUNT})) AS n,
             generate_series((now() AT TIME ZONE 'Africa/Lagos')::date, (now() AT TIME ZONE 'Africa/Lagos')::date + ${BENCH_AVAILABLE_DAYS - 1}, interval '1 day') AS day
        ON CONFLICT ("therapistId", "date") DO NOTHING`)
    })

    // The bench therapists' next free hours, as the app stores them after each change.
    const benchTherapists = await db.$queryRawUnsafe<{ userId: string }[]>(`
      SELECT md5('bench-therapist-' || n)::uuid::text AS "userId" FROM generate_series(1, ${THERAPIST_COUNT}) AS n WHERE n % 10 <> 0`)
    const now = new Date()
    for (let start = 0; start < benchTherapists.length; start += FREE_HOURS_BATCH) {
      await refreshFreeHoursAhead(db, benchTherapists.slice(start, start + FREE_HOURS_BATCH).map((row) => row.userId), now)
    }

    const [therapists, posts, patients] = await Promise.all([
      db.therapistProfile.count(),
      db.blogPost.count(),
      db.user.count({ where: { role: 'Patient' } }),
    ])
    // Fresh statistics and visibility map for the tables just filled, as autovacuum would leave them.
    await db.$executeRawUnsafe('VACUUM ANALYZE "User", "Consent", "Appointment", "AppointmentSlot", "Payment", "LedgerTransaction", "LedgerEntry", "AuditLog"')
    const appointments = await db.appointment.count()
    console.log(`[seed:large] ${therapists} therapists, ${posts} blog posts, ${patients} patients and ${appointments} appointments in the database (${Math.round(performance.now() - started)} ms)`)
  } finally {
    await db.$disconnect()
  }
}

/**
 * A year of the demo admin's actions (entry n about scale patient n, or for every third a therapist's
 * document or verification), newest first from now: the audit log's list is asked for its first page,
 * a deep page and a person at scale. What the entries store is what recordAudit stores.
 */
async function seedAuditLog(tx: Transaction, adminId: string) {
  await tx.$executeRawUnsafe(
    `
    INSERT INTO "AuditLog" ("id", "actorId", "action", "targetType", "targetId", "targetUserId", "details", "createdAt")
    SELECT md5('bench-audit-' || n)::uuid, $1::uuid, e.action, e."targetType", e."targetUserId"::text, e."targetUserId",
           CASE WHEN e.action = 'user.block' THEN '{"reason":"Abusive messages"}'::jsonb END,
           now() - n * interval '631 seconds'
    FROM generate_series(1, ${AUDIT_ENTRY_COUNT}) AS n,
    LATERAL (
      SELECT CASE WHEN n % 3 = 0 THEN (ARRAY['therapist.verify', 'document.approve'])[(n / 3) % 2 + 1]
                  ELSE (ARRAY['user.block', 'user.unblock', 'appointment.cancel', 'review.hide'])[(n % 4) + 1] END AS action,
             CASE WHEN n % 3 = 0 THEN 'Therapist' ELSE 'User' END AS "targetType",
             CASE WHEN n % 3 = 0 THEN md5('bench-therapist-' || ((n % ${THERAPIST_COUNT}) + 1))::uuid
                  ELSE md5('scale-patient-' || ((n % ${SCALE_PATIENT_COUNT}) + 1))::uuid END AS "targetUserId"
    ) e
    ON CONFLICT DO NOTHING`,
    adminId,
  )
}

/**
 * Past appointments, written by PostgreSQL in the load's one transaction (a Paid appointment needs its
 * payment by the end of it): appointment n is a scale patient's (never a bench patient's), with therapist n among the verified ones, on a day up
 * to twelve weeks back, at an hour the bench therapists never open. Paid ones were completed and have
 * their hour slot and a sandbox payment (whose trigger writes the ledger); every tenth is a checkout
 * left unpaid (Expired, no slot, no payment). An hour already taken (by anything) is skipped.
 */
async function seedPastAppointments(tx: Transaction) {
  await tx.$executeRawUnsafe(`
    WITH wanted AS (
      SELECT n, md5('bench-past-' || n)::uuid AS id, md5('scale-patient-' || ((n - 1) % ${SCALE_PATIENT_COUNT} + 1))::uuid AS patient,
             md5('bench-therapist-' || ((((n - 1) % ${PAST_SESSION_THERAPISTS}) / 9) * 10 + ((n - 1) % ${PAST_SESSION_THERAPISTS}) % 9 + 1))::uuid AS therapist,
             ((date_trunc('day', now() AT TIME ZONE 'Africa/Lagos') - (1 + ((n - 1) / ${PAST_SESSION_THERAPISTS}) * 7 + ((n - 1) % ${PAST_SESSION_THERAPISTS}) % 5) * interval '1 day'
               + (ARRAY[${PAST_SESSION_HOURS.join(', ')}])[(n % ${PAST_SESSION_HOURS.length}) + 1] * interval '1 hour') AT TIME ZONE 'Africa/Lagos') AS starts
      FROM generate_series(1, ${PAST_APPOINTMENT_COUNT}) AS n
    )
    INSERT INTO "Appointment" ("id", "patientId", "therapistId", "startsAt", "endsAt", "durationHours", "amountKobo", "status", "isComplete", "completedAt",
                               "paymentReference", "transactionReference", "holdExpiresAt", "policyFullRefundHours", "policyLateRefundPercent", "createdAt", "updatedAt")
    SELECT w.id, w.patient, w.therapist, w.starts, w.starts + interval '1 hour', 1, t."feeKobo",
           (CASE WHEN w.n % 10 = 0 THEN 'Expired' ELSE 'Paid' END)::"AppointmentStatus", w.n % 10 <> 0,
           CASE WHEN w.n % 10 <> 0 THEN w.starts + interval '1 hour' END,
           'bench-past-' || w.n, CASE WHEN w.n % 10 <> 0 THEN 'SBX-bench-past-' || w.n END,
           w.starts - interval '3 days' + interval '15 minutes', 24, 50, w.starts - interval '3 days', w.starts - interval '3 days'
    FROM wanted w JOIN "TherapistProfile" t ON t."userId" = w.therapist
    WHERE NOT EXISTS (SELECT 1 FROM "AppointmentSlot" s WHERE s."therapistId" = w.therapist AND s."startsAt" = w.starts)
      AND NOT EXISTS (SELECT 1 FROM "AppointmentSlot" s WHERE s."patientId" = w.patient AND s."startsAt" = w.starts)
    ON CONFLICT DO NOTHING`)
  await tx.$executeRawUnsafe(`
    INSERT INTO "AppointmentSlot" ("therapistId", "startsAt", "appointmentId", "patientId")
    SELECT a."therapistId", a."startsAt", a."id", a."patientId" FROM "Appointment" a
    WHERE a."paymentReference" LIKE 'bench-past-%' AND a."status" = 'Paid'
    ON CONFLICT DO NOTHING`)
  await tx.$executeRawUnsafe(`
    INSERT INTO "Payment" ("id", "appointmentId", "provider", "paymentReference", "transactionReference", "amountKobo", "status", "paymentMethod", "paidAt", "createdAt", "updatedAt")
    SELECT md5('bench-past-payment-' || a."paymentReference")::uuid, a."id", 'Sandbox', a."paymentReference", a."transactionReference", a."amountKobo", 'Paid', 'CARD',
           a."createdAt" + interval '5 minutes', a."createdAt" + interval '5 minutes', a."createdAt" + interval '5 minutes'
    FROM "Appointment" a
    WHERE a."paymentReference" LIKE 'bench-past-%' AND a."status" = 'Paid'
    ON CONFLICT DO NOTHING`)
}

main().catch((error) => {
  console.error('[seed:large] failed:', error)
  process.exit(1)
})
