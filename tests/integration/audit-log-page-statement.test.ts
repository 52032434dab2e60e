import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { COUNT_CAP, lagosDayRange, personSearch } from '@/lib/server/admin/dashboard/admin-read'
import { readAuditLogRows } from '@/lib/server/audit/read-audit-log-page'
import { db, type Prisma } from '@/lib/server/db'
import { createAdmin, createPatient, lagosHourToUtc } from '../fixtures/factories'

/*
 * The audit log reads a page and its total in one statement of ours (read-audit-log-page.ts). The
 * reference is what the list asked Prisma for before: this where clause, newest first, then the id.
 */
function prismaWhere({ action = '', person = '', from = '', to = '' }): Prisma.AuditLogWhereInput {
  const createdAt = lagosDayRange({ from, to })
  const who = personSearch(person)
  return { AND: [action ? { action } : {}, person ? { OR: [{ actor: { is: who } }, { targetUser: { is: who } }] } : {}, createdAt ? { createdAt } : {}] }
}

const PERSON = { select: { id: true, fullName: true, email: true, erasedAt: true } } as const

/** What Prisma reads for the same entries, in the statement's shape. */
async function prismaEntries(where: Prisma.AuditLogWhereInput, window: { skip?: number; take?: number } = {}) {
  const rows = await db.auditLog.findMany({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, createdAt: true, action: true, targetType: true, targetId: true, details: true, actorId: true, actor: PERSON, targetUser: PERSON },
    ...window,
  })
  return rows.map(({ actor, targetUser, ...row }) => ({
    ...row,
    actorUserId: actor?.id ?? null,
    actorName: actor?.fullName ?? null,
    actorEmail: actor?.email ?? null,
    actorErasedAt: actor?.erasedAt ?? null,
    targetUserId: targetUser?.id ?? null,
    targetName: targetUser?.fullName ?? null,
    targetErasedAt: targetUser?.erasedAt ?? null,
  }))
}

const filters = (set: { action?: string; person?: string; from?: string; to?: string }) => ({ action: '', person: '', from: '', to: '', ...set })

describe('the audit log statement', () => {
  const made = { users: [] as string[], entries: [] as string[] }
  afterEach(async () => {
    await db.auditLog.deleteMany({ where: { id: { in: made.entries.splice(0) } } })
    await db.user.deleteMany({ where: { id: { in: made.users.splice(0) } } })
  })

  /** Entries by an admin about two patients (one erased later by a test), dated on Lagos days of 2197, far from other tests' rows. */
  async function history() {
    const word = `Qs${randomUUID().replaceAll('-', '').slice(0, 10)}`
    const [admin, ngozi, tunde] = await Promise.all([
      createAdmin(db, { fullName: `Ada ${word}` }),
      createPatient(db, { fullName: `Ngozi ${word}` }),
      createPatient(db, { fullName: 'Tunde Bello', email: `tunde.${word.toLowerCase()}@example.test` }),
    ])
    made.users.push(admin.id, ngozi.id, tunde.id)
    const entry = (action: string, target: { id: string } | null, day: string, hour: number, details?: Prisma.InputJsonValue) => ({
      id: randomUUID(),
      actorId: admin.id,
      action,
      targetType: target ? 'User' : 'PayoutRun',
      targetId: target?.id ?? randomUUID(),
      targetUserId: target?.id ?? null,
      details,
      createdAt: lagosHourToUtc(day, hour),
    })
    // Two entries share their instant: the id must order them the same way in both reads.
    const entries = [
      entry('user.block', ngozi, '2197-04-01', 9, { reason: 'Abuse' }),
      entry('user.unblock', ngozi, '2197-04-02', 10),
      entry('user.block', tunde, '2197-04-02', 10, { reason: 'Spam' }),
      entry('payouts.run', null, '2197-04-03', 0),
    ]
    await db.auditLog.createMany({ data: entries })
    made.entries.push(...entries.map((e) => e.id))
    return { word, admin, ngozi, tunde }
  }

  it('reads each filter as Prisma did, with the people as they are now and the total', async () => {
    const h = await history()
    await db.user.update({ where: { id: h.tunde.id }, data: { erasedAt: new Date(), fullName: 'Deleted user' } })
    for (const set of [
      { person: h.word },
      { person: h.word.toUpperCase(), action: 'user.block' },
      { person: `tunde.${h.word}` },
      { person: `ngozi ${h.word}`, from: '2197-04-02' },
      { person: h.word, to: '2197-04-01' },
      { person: h.word, from: '2197-04-02', to: '2197-04-02' },
      { person: `%${h.word}` },
    ]) {
      const expected = await prismaEntries(prismaWhere(set))
      expect([set, await readAuditLogRows({ filters: filters(set), cap: COUNT_CAP, skip: 0, take: 10 })]).toEqual([set, { rows: expected, total: expected.length }])
    }
    // The admin acted in all four; the erased patient is found by nothing left of him.
    expect((await readAuditLogRows({ filters: filters({ person: h.word }), cap: COUNT_CAP, skip: 0, take: 10 })).total).toBe(4)
    expect((await readAuditLogRows({ filters: filters({ person: `tunde.${h.word}` }), cap: COUNT_CAP, skip: 0, take: 10 })).total).toBe(0)
    // A second page, and a page past the end that still carries the total.
    const second = await readAuditLogRows({ filters: filters({ person: h.word }), cap: COUNT_CAP, skip: 1, take: 2 })
    expect(second).toEqual({ rows: await prismaEntries(prismaWhere({ person: h.word }), { skip: 1, take: 2 }), total: 4 })
    expect(await readAuditLogRows({ filters: filters({ person: h.word }), cap: COUNT_CAP, skip: 10, take: 10 })).toEqual({ rows: [], total: 4 })
  })

  it('reads the page in the index order over every match once the cap is reached, not from the first matches found', async () => {
    const h = await history()
    const newest = (await prismaEntries(prismaWhere({ person: h.word }))).map((row) => row.id)
    // A cap of 2: the total reads 2 (as 10,001 reads "more than 10,000"), the pages still come newest first.
    const capped = await readAuditLogRows({ filters: filters({ person: h.word }), cap: 2, skip: 0, take: 2 })
    expect(capped.total).toBe(2)
    expect(capped.rows.map((row) => row.id)).toEqual(newest.slice(0, 2))
    const deep = await readAuditLogRows({ filters: filters({ person: h.word }), cap: 2, skip: 2, take: 2 })
    expect(deep.rows.map((row) => row.id)).toEqual(newest.slice(2, 4))
  })

  it('reads an unfiltered page newest first, each entry as Prisma reads it, with the kept count as its total', async () => {
    await history()
    const entries = () => db.auditLog.count()
    const before = await entries()
    const page = await readAuditLogRows({ filters: filters({}), cap: COUNT_CAP, skip: 0, take: 10 })
    const after = await entries()
    // Other files write entries meanwhile: the kept count lies between the table's counts around it.
    expect(page.total).toBeGreaterThanOrEqual(Math.min(before, after))
    expect(page.total).toBeLessThanOrEqual(Math.max(before, after))
    expect(page.rows.length).toBe(Math.min(10, page.total))
    const order = page.rows.map((row) => [row.createdAt.getTime(), row.id] as const)
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : 0)))
    // Every row as Prisma reads that entry (an entry removed by another file since is left out).
    const again = new Map((await prismaEntries({ id: { in: page.rows.map((row) => row.id) } })).map((row) => [row.id, row]))
    for (const row of page.rows) if (again.has(row.id)) expect(row).toEqual(again.get(row.id))
  })
})
