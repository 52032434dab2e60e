import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/*
 * The demo seed (prisma/seed/index.ts), run as `npm run db:seed` runs it, into a scratch database of
 * its own on the test server (migrated first), so the other tests' data never meets it. Checks what a
 * patient asks for first, and that every demo therapist's next free hours were stored.
 */
const ROOT = path.resolve(__dirname, '../..')
const scratchName = `alafia_seed_${randomUUID().slice(0, 8)}`
const serverUrl = new URL(process.env.DATABASE_URL!)
const scratchUrl = new URL(serverUrl)
scratchUrl.pathname = `/${scratchName}`
let uploadDir = ''

async function onServer(text: string) {
  const client = new pg.Client({ connectionString: serverUrl.toString() })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: scratchUrl.toString() })
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${stderr.slice(-2000)}`))))
  })
}

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'alafia-seed-'))
  await onServer(`CREATE DATABASE "${scratchName}"`)
  const env = { ...process.env, DATABASE_URL: scratchUrl.toString(), UPLOAD_DIR: uploadDir, UPLOADTHING_TOKEN: '' }
  await run('node', ['scripts/prisma.mjs', 'migrate', 'deploy'], env)
  await run('npx', ['tsx', '--conditions', 'react-server', 'prisma/seed/index.ts'], env)
}, 180_000)

afterAll(async () => {
  await onServer(`DROP DATABASE IF EXISTS "${scratchName}" WITH (FORCE)`)
  if (uploadDir) await rm(uploadDir, { recursive: true, force: true })
})

describe('the demo seed', () => {
  it('holds a verified Yoruba-speaking woman under ₦20,000 whose next free hour is this week, inside her published hours', async () => {
    const found = await query<{ fullName: string; userId: string; first: Date }>(`
      SELECT u."fullName", p."userId", p."freeHoursAhead"[1] AS first
      FROM "TherapistProfile" p JOIN "User" u ON u.id = p."userId"
      WHERE p."isVerified" AND u.gender = 'Female' AND 'Yoruba' = ANY (p.languages) AND p."feeKobo" < 2000000
        AND p."freeHoursAhead"[1] < now() + interval '7 days'`)
    expect(found.map((row) => row.fullName)).toContain('Toyin Olatunji')

    // That hour is one she published and nobody holds.
    for (const { userId, first } of found) {
      const [lagos] = await query<{ date: string; hour: number }>(
        `SELECT to_char(timestamptz '${first.toISOString()}' AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD') AS date, extract(hour FROM timestamptz '${first.toISOString()}' AT TIME ZONE 'Africa/Lagos')::int AS hour`,
      )
      const published = await query(`SELECT 1 FROM "Availability" WHERE "therapistId" = '${userId}' AND date = '${lagos!.date}' AND ${lagos!.hour} = ANY (hours)`)
      expect(published).toHaveLength(1)
      expect(await query(`SELECT 1 FROM "AppointmentSlot" WHERE "therapistId" = '${userId}' AND "startsAt" = timestamptz '${first.toISOString()}'`)).toHaveLength(0)
      expect(first.getTime()).toBeGreaterThan(Date.now())
    }
  })

  it('stores the next free hours of every demo therapist, and gives each a language; a few a faith-based approach', async () => {
    const [counts] = await query<{ therapists: number; verified: number; verifiedWithHours: number; checked: number; english: number; faith: number }>(`
      SELECT count(*)::int AS therapists,
             count(*) FILTER (WHERE p."isVerified")::int AS verified,
             count(*) FILTER (WHERE p."isVerified" AND cardinality(p."freeHoursAhead") > 0)::int AS "verifiedWithHours",
             count(*) FILTER (WHERE p."freeHoursCheckedAt" IS NOT NULL)::int AS checked,
             count(*) FILTER (WHERE 'English' = ANY (p.languages))::int AS english,
             count(*) FILTER (WHERE p.faith IS NOT NULL)::int AS faith
      FROM "TherapistProfile" p`)
    expect(counts!.therapists).toBe(40)
    expect(counts!.verifiedWithHours).toBe(counts!.verified)
    expect(counts!.checked).toBe(40)
    expect(counts!.english).toBe(40)
    expect(counts!.faith).toBeGreaterThan(0)
    expect(counts!.faith).toBeLessThan(10)
    // Not only English: the languages people look for are all there.
    const spoken = await query<{ language: string }>(`SELECT DISTINCT unnest(languages)::text AS language FROM "TherapistProfile" WHERE "isVerified"`)
    expect(spoken.map((row) => row.language).sort()).toEqual(['English', 'French', 'Hausa', 'Igbo', 'Other', 'Pidgin', 'Yoruba'])
  })
})
