import { afterEach, describe, expect, it } from 'vitest'
import { db, Prisma } from '@/lib/server/db'
import { COUNT_CAP, escapeLike, personSearch } from '@/lib/server/admin/dashboard/admin-read'
import { readPeopleRows } from '@/lib/server/admin/dashboard/read-people-page'
import { createPatient, createTherapist } from '../fixtures/factories'

const ORDER = [{ createdAt: 'desc' }, { id: 'desc' }] as const satisfies Prisma.UserOrderByWithRelationInput[]
const SELECT = { id: true, fullName: true, email: true, isBlocked: true, erasedAt: true, createdAt: true, lastSeenAt: true, therapistProfile: { select: { isVerified: true } } } as const

/** What Prisma reads for the same accounts, in the statement's shape. */
async function prismaPeople(where: Prisma.UserWhereInput, window: { skip?: number; take?: number } = {}) {
  const rows = await db.user.findMany({ where, orderBy: [...ORDER], select: SELECT, ...window })
  return rows.map(({ therapistProfile, ...row }) => ({ ...row, isVerified: therapistProfile?.isVerified ?? null }))
}

const pattern = (search: string) => `%${escapeLike(search)}%`
const stamp = () => `pps${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

// The Users and Therapists lists read a page and its total in one statement of ours
// (read-people-page.ts): it must answer what Prisma answers for personSearch and the same order.
describe('the people list statement', () => {
  const made: string[] = []
  const keep = <User extends { id: string }>(users: User[]) => (made.push(...users.map((user) => user.id)), users)
  afterEach(async () => {
    await db.user.deleteMany({ where: { id: { in: made.splice(0) } } })
  })

  it('reads a search page of patients or therapists as Prisma does, with last seen and the verified flag', async () => {
    const word = stamp()
    // Two pairs share their creation instant: the id must order them the same way in both.
    const at = (minute: number) => new Date(Date.UTC(2001, 0, 1, 0, minute))
    const patients = keep(await Promise.all([
      createPatient(db, { fullName: `Ada ${word}`, createdAt: at(1), lastSeenAt: new Date(Date.UTC(2026, 11, 1)) }),
      createPatient(db, { fullName: `Bola ${word}`, createdAt: at(1), isBlocked: true }),
      createPatient(db, { fullName: 'Chi Eze', email: `chi.${word}@example.test`, createdAt: at(2) }),
      createPatient(db, { fullName: `Gone ${word}`, createdAt: at(3), erasedAt: new Date() }),
    ]))
    const therapists = keep(await Promise.all([
      createTherapist(db, { fullName: `Dr. Uche ${word}`, createdAt: at(4), isVerified: false }),
      createTherapist(db, { fullName: `Dr. Femi ${word}`, createdAt: at(4) }),
    ]))

    for (const role of ['Patient', 'Therapist'] as const) {
      const expected = await prismaPeople({ role, ...personSearch(word.toUpperCase()) })
      const mine = await readPeopleRows({ role, pattern: pattern(word.toUpperCase()), cap: COUNT_CAP, skip: 0, take: 10 })
      expect(mine).toEqual({ rows: expected, total: expected.length })
      // Erased people are never found; a patient's row has no profile, a therapist's has its flag.
      expect(expected.map((row) => row.id).sort()).toEqual((role === 'Patient' ? patients.slice(0, 3) : therapists).map((user) => user.id).sort())
      expect(expected.map((row) => row.isVerified)).toEqual(role === 'Patient' ? [null, null, null] : expect.arrayContaining([true, false]))
    }
    const second = await readPeopleRows({ role: 'Patient', pattern: pattern(word), cap: COUNT_CAP, skip: 1, take: 1 })
    expect(second).toEqual({ rows: await prismaPeople({ role: 'Patient', ...personSearch(word) }, { skip: 1, take: 1 }), total: 3 })
    // A page past the end still carries the total.
    expect(await readPeopleRows({ role: 'Patient', pattern: pattern(word), cap: COUNT_CAP, skip: 10, take: 10 })).toEqual({ rows: [], total: 3 })
    expect(await readPeopleRows({ role: 'Patient', pattern: pattern(`%${word}`), cap: COUNT_CAP, skip: 0, take: 10 })).toEqual({ rows: [], total: 0 })
  })

  it('reads an unsearched page off the role in the same order as Prisma, with the kept count as its total', async () => {
    const word = stamp()
    // Newer than anyone else's, an earlier run's left by a crash included, so they are the first page.
    const at = (minute: number) => new Date(Date.UTC(2400, 0, 1) + Date.now() + minute * 60_000)
    keep(await Promise.all(Array.from({ length: 4 }, (_, i) => createTherapist(db, { fullName: `Dr. Page ${word} ${i}`, createdAt: at(i < 2 ? 0 : i), isVerified: i % 2 === 0 }))))
    const therapists = () => db.user.count({ where: { role: 'Therapist' } })
    const before = await therapists()
    const mine = await readPeopleRows({ role: 'Therapist', pattern: null, cap: COUNT_CAP, skip: 0, take: 3 })
    const after = await therapists()
    expect(mine.rows).toEqual(await prismaPeople({ role: 'Therapist' }, { take: 3 }))
    expect(mine.rows.map((row) => row.fullName).every((name) => name.startsWith(`Dr. Page ${word}`))).toBe(true)
    // The kept count: other files add and remove therapists meanwhile, so it lies between the table's counts around it.
    expect(mine.total).toBeGreaterThanOrEqual(Math.min(before, after))
    expect(mine.total).toBeLessThanOrEqual(Math.max(before, after))
    expect(mine.total).toBeGreaterThanOrEqual(4)
  })

  it('reads the page in the index order over every match once the cap is reached, not from the first matches found', async () => {
    const word = stamp()
    const at = (minute: number) => new Date(Date.UTC(2002, 0, 1, 0, minute))
    const patients = keep(await Promise.all(Array.from({ length: 6 }, (_, i) => createPatient(db, { fullName: `Cap ${word} ${i}`, createdAt: at(i) }))))
    const newest = [...patients].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((user) => user.id)
    // A cap of 3: the total reads 3 (as 10,001 reads "more than 10,000"), the pages still come newest first.
    const capped = await readPeopleRows({ role: 'Patient', pattern: pattern(word), cap: 3, skip: 0, take: 2 })
    expect(capped.total).toBe(3)
    expect(capped.rows.map((row) => row.id)).toEqual(newest.slice(0, 2))
    const deep = await readPeopleRows({ role: 'Patient', pattern: pattern(word), cap: 3, skip: 4, take: 2 })
    expect(deep.rows.map((row) => row.id)).toEqual(newest.slice(4, 6))
  })
})
