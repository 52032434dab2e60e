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
