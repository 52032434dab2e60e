import { afterEach, describe, expect, it } from 'vitest'
import { db, Prisma, readRows } from '@/lib/server/db'

// readRows (lib/server/db.ts) sends a statement straight through the pool, without Prisma's client:
// it must read every kind of value the statements sent through it return as db.$queryRaw reads it,
// in whatever time zone the server runs (pg's own parsers read zone-less values in local time).

const VALUES = Prisma.sql`
  SELECT 'a'::text AS text, gen_random_uuid()::text AS "uuidText", 7::int AS int, 12345678901234::bigint AS big,
    NULL::bigint AS "noBig", true AS bool, now() AS tstz, TIMESTAMPTZ '2026-12-02 10:00:00.123+00' AS "fixedTstz",
    TIMESTAMP '2026-12-02 10:00:00.123' AS ts, DATE '2026-12-02' AS day, NULL::timestamptz AS "noTime",
    json_build_object('status', 'Paid', 'n', 2) AS json, '[]'::json AS "emptyJson", ARRAY['x', 'y']::text[] AS texts,
    ARRAY[]::text[] AS "noTexts"`

const zoneAtStart = process.env.TZ

afterEach(() => {
  if (zoneAtStart === undefined) delete process.env.TZ
  else process.env.TZ = zoneAtStart
})

describe('readRows', () => {
  for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata']) {
    it(`reads what db.$queryRaw reads, the server in ${zone}`, async () => {
      process.env.TZ = zone
      const [direct] = await readRows<Record<string, unknown>>(VALUES)
      const [throughPrisma] = await db.$queryRaw<Record<string, unknown>[]>(VALUES)
      // Values that differ per statement (a fresh uuid, the transaction's now) are compared by type.
      for (const row of [direct!, throughPrisma!]) {
        expect(row.uuidText).toMatch(/^[0-9a-f-]{36}$/)
        expect(row.tstz).toBeInstanceOf(Date)
      }
      const stable = (row: Record<string, unknown>) => ({ ...row, uuidText: 'varies', tstz: 'varies' })
      expect(stable(direct!)).toEqual(stable(throughPrisma!))
      expect(direct!.ts).toEqual(new Date('2026-12-02T10:00:00.123Z'))
      expect(direct!.day).toEqual(new Date('2026-12-02T00:00:00.000Z'))
      expect(direct!.big).toBe(12345678901234n)
    })
  }

  it('binds parameters as db.$queryRaw does: text, numbers, dates and lists', async () => {
    const at = new Date('2026-12-02T09:00:00.000Z')
    const query = Prisma.sql`
      SELECT ${"it's"}::text AS quote, ${3}::int + 1 AS four, ${at}::timestamptz AS at,
        ${at}::timestamptz + interval '1 hour' AS later, x AS listed
      FROM unnest(ARRAY[${Prisma.join(['b', 'a'])}]::text[]) AS x ORDER BY x`
    const direct = await readRows<Record<string, unknown>>(query)
    expect(direct).toEqual(await db.$queryRaw<Record<string, unknown>[]>(query))
    expect(direct.map((row) => row.listed)).toEqual(['a', 'b'])
    expect(direct[0]).toMatchObject({ quote: "it's", four: 4, at, later: new Date('2026-12-02T10:00:00.000Z') })
  })
})
