import { describe, expect, it } from 'vitest'
import { db } from '@/lib/server/db'

/*
 * The admin lists stay fast with 100,000 rows because every list query can be answered from
 * an index, without reading or sorting the whole table. This checks the query shapes of
 * list-admin-users.ts and list-admin-appointments.ts against the indexes (sequential scans, bitmap
 * scans and sorts switched off, so the answer does not depend on how many rows this test database
 * happens to hold). The
 * timings at scale are measured by `npm run bench` (admin list scenarios, large seed), not here:
 * speed bars live in benchmarks, not in timed tests.
 */

async function plan(sql: string, { bitmapScans = false } = {}): Promise<string> {
  return db.$transaction(async (tx) => {
    // Whatever the table's size and statistics: no whole-table read, no sort the index could spare.
    await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off')
    if (!bitmapScans) await tx.$executeRawUnsafe('SET LOCAL enable_bitmapscan = off')
    await tx.$executeRawUnsafe('SET LOCAL enable_sort = off')
    // An incremental sort over the older (role, createdAt) index is a sort too, and enable_sort does not
    // cover it: with enough patients in the test database the planner preferred it.
    await tx.$executeRawUnsafe('SET LOCAL enable_incremental_sort = off')
    const rows = await tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${sql}`)
    return rows.map((row) => row['QUERY PLAN']).join('\n')
  })
}

// The columns the list reads (list-admin-users.ts), so the plan is the list's own.
const USER_COLUMNS = `id, "fullName", email, "isBlocked", "erasedAt", "createdAt", "lastSeenAt"`

describe('the admin lists read indexes', () => {
  it('pages patients off the order index, with no sort', async () => {
    const page = await plan(`SELECT ${USER_COLUMNS} FROM "User" WHERE role = 'Patient' ORDER BY "createdAt" DESC, id DESC LIMIT 10 OFFSET 0`)
    expect(page).toMatch(/Index (Only )?Scan using "User_role_createdAt_id_idx"/)
    expect(page).not.toContain('Sort')
    expect(page).not.toContain('Seq Scan')
  })

  it('searches emails and names through the trigram indexes', async () => {
    for (const [column, index] of [['email', 'User_email_trgm_idx'], ['"fullName"', 'User_fullName_trgm_idx']] as const) {
      // GIN indexes are read through bitmap scans.
      const search = await plan(`SELECT id FROM "User" WHERE ${column} ILIKE '%p4242@scale%'`, { bitmapScans: true })
      expect(search).toContain(`Bitmap Index Scan on "${index}"`)
      expect(search).not.toContain('Seq Scan')
    }
  })

  it('pages the appointments paid for off their own start-time index, ids alone', async () => {
    // The default view's window (list-admin-appointments.ts reads the ids first): a deep page skips
    // index entries only, never a row of the table or a payment.
    const appointments = await plan(`SELECT a.id FROM "Appointment" a WHERE a."paidFor" ORDER BY a."startsAt" DESC, a.id DESC LIMIT 10 OFFSET 9990`)
    expect(appointments).toMatch(/Index (Only )?Scan using "Appointment_paidFor_startsAt_id_idx"/)
    expect(appointments).not.toContain('Payment')
    expect(appointments).not.toContain('Sort')
  })

  it('counts a state filter off the (status, id) index, never reading a row', async () => {
    // Prisma's capped count (list-admin-appointments.ts) orders the state's rows by id.
    const completed = await plan(
      `SELECT count(*) FROM (SELECT id FROM "Appointment" WHERE status = 'Paid' AND ("isComplete" = true OR "endsAt" < now()) ORDER BY id ASC LIMIT 10001 OFFSET 0) s`,
    )
    expect(completed).toContain('Index Only Scan using "Appointment_status_id_state_idx"')
  })

  it('filters appointments by date off the same start-time index', async () => {
    const range = await plan(
      `SELECT a.id FROM "Appointment" a WHERE a."startsAt" >= '2032-05-10T00:00:00+01:00' AND a."startsAt" < '2032-05-13T00:00:00+01:00' ORDER BY a."startsAt" DESC, a.id DESC LIMIT 10`,
    )
    expect(range).toMatch(/Index (Only )?Scan using "Appointment_startsAt_id_idx"/)
    expect(range).not.toContain('Seq Scan')
  })

  it('filters the audit log by action, actor and the person it was about through their indexes', async () => {
    // Values that are rare (here: absent), as one action or one person is among many entries: where a
    // value is most of the table (this database's entries are mostly blocks), the planner rightly walks
    // the createdAt index instead.
    for (const [where, index] of [
      [`action = 'therapist.unverify'`, 'AuditLog_action_createdAt_idx'],
      [`"actorId" = '00000000-0000-4000-8000-000000000000'`, 'AuditLog_actorId_createdAt_idx'],
      [`"targetUserId" = '00000000-0000-4000-8000-000000000000'`, 'AuditLog_targetUserId_createdAt_idx'],
    ] as const) {
      const filtered = await plan(`SELECT id FROM "AuditLog" WHERE ${where} ORDER BY "createdAt" DESC LIMIT 10`)
      expect([where, filtered]).toEqual([where, expect.stringContaining(`using "${index}"`)])
      expect(filtered).not.toContain('Seq Scan')
    }
  })

  it('searches the outbox by recipient and subject through trigram indexes', async () => {
    for (const [column, index] of [['"to"', 'EmailOutbox_to_trgm_idx'], ['subject', 'EmailOutbox_subject_trgm_idx']] as const) {
      const search = await plan(`SELECT id FROM "EmailOutbox" WHERE ${column} ILIKE '%chioma@exa%'`, { bitmapScans: true })
      expect(search).toContain(`Bitmap Index Scan on "${index}"`)
      expect(search).not.toContain('Seq Scan')
    }
  })
})
