import { randomUUID } from 'node:crypto'
import pg from 'pg'

// Playwright cannot load the Prisma client: end-to-end set-up and checks use plain SQL on the e2e
// database (DATABASE_URL, set by scripts/with-db.mjs --e2e).

/** One query on its own connection; each call is its own transaction. */
export async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** A Lagos date `days` from today, YYYY-MM-DD. */
export const lagosDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(Date.now() + days * 86_400_000))

/** 09:00 AM, 01:00 PM: how the site writes an hour. */
export const hour12 = (hour: number) => `${String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0')}:00 ${hour % 24 < 12 ? 'AM' : 'PM'}`

/**
 * A fresh therapist for a test that changes state, signing in with the demo password (the demo
 * accounts' hash is copied). Verified ones are bookable at once; unverified ones land on the
 * not-verified page. Verified long ago and with specialties the directory spec does not count, so the
 * directory's pages (its order is newest verified first) keep their seeded therapists in place.
 */
export async function createTherapist({ fullName, verified, feeKobo = 1_500_000 }: { fullName: string; verified: boolean; feeKobo?: number }) {
  const id = randomUUID()
  const email = `therapist-${id.slice(0, 8)}@example.test`
  await sql(
    `INSERT INTO "User" (id, email, "passwordHash", "fullName", role, gender, "updatedAt")
     SELECT $1, $2, "passwordHash", $3, 'Therapist', 'Female', now() FROM "User" WHERE email = 'therapist@alafia.test'`,
    [id, email, fullName],
  )
  await sql(
    `INSERT INTO "TherapistProfile" ("userId", bio, "feeKobo", specialties, "yearsOfExperience", "isVerified", "verifiedAt", "updatedAt")
     VALUES ($1, 'Made for an end-to-end test.', $2, ARRAY['Anger Management Counseling', 'Faith/Pastoral Counseling'], 5, $3, CASE WHEN $3 THEN '2000-01-01'::timestamptz END, now())`,
    [id, feeKobo, verified],
  )
  return { id, email, fullName }
}

/** Publishes a therapist's hours on a Lagos date (the Availability row only; bookings go through the API). */
export async function publishHours(therapistId: string, date: string, hours: number[]) {
  await sql(`INSERT INTO "Availability" (id, "therapistId", date, hours, "updatedAt") VALUES (gen_random_uuid(), $1, $2::date, $3::int[], now())`, [therapistId, date, hours])
}

/**
 * A fresh admin or manager for a test, signing in with the demo password (the demo admin's hash is
 * copied). Tests that act as staff use their own, so nothing they do (or a failed sign-in) reaches
 * the shared demo accounts other specs sign in with.
 */
export async function createStaff(role: 'Admin' | 'Manager', fullName = role === 'Admin' ? 'Test Admin' : 'Test Manager') {
  const id = randomUUID()
  const email = `${role.toLowerCase()}-${id.slice(0, 8)}@example.test`
  await sql(
    `INSERT INTO "User" (id, email, "passwordHash", "fullName", role, "updatedAt")
     SELECT $1, $2, "passwordHash", $3, $4::"Role", now() FROM "User" WHERE email = 'admin@alafia.test'`,
    [id, email, fullName, role],
  )
  return { id, email, fullName }
}
