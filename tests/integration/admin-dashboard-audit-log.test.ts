import { NextRequest } from 'next/server'
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { GET as auditLogRoute } from '@/app/api/v1/admin/audit-log/route'
import { AUDIT_ACTION_LABELS } from '@/lib/admin/audit-labels'
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit/record-audit'
import { listAuditLog } from '@/lib/server/audit/list-audit-log'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { setAccountBlocked } from '@/lib/server/admin/users/set-account-blocked'
import { createAdmin, createManager, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'

const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

type SignInUser = { id: string; role: 'Patient' | 'Admin' | 'Therapist' | 'Manager'; fullName: string; sessionVersion: number }
async function signIn(user: SignInUser | null) {
  session.token = user ? await createSessionToken(user) : null
}
const call = (query = '') => auditLogRoute(new NextRequest(new URL(`/api/v1/admin/audit-log${query}`, 'http://localhost')), { params: Promise.resolve({}) })

describe('the audit log', () => {
  it('lists entries newest first with who did what to which target, an erased actor as "Deleted user"', async () => {
    const [admin, formerAdmin, patient] = await Promise.all([createAdmin(db, { fullName: 'Ada Admin' }), createAdmin(db, { fullName: 'Former Admin' }), createPatient(db)])
    // Dated in the far future so these are the newest entries whatever else the table holds; removed at the end.
    const at = (minute: number) => new Date(Date.UTC(2199, 0, 1, 0, minute))
    const entries = await db.$transaction(async (tx) => {
      await recordAudit(tx, { actorId: admin.id, action: 'user.block', targetType: 'User', targetId: patient.id, details: { reason: 'Abuse <script>' } })
      await recordAudit(tx, { actorId: formerAdmin.id, action: 'user.unblock', targetType: 'User', targetId: patient.id })
      return tx.auditLog.findMany({ where: { targetId: patient.id }, orderBy: { action: 'asc' } })
    })
    try {
      await db.auditLog.update({ where: { id: entries[0]!.id }, data: { createdAt: at(1) } })
      await db.auditLog.update({ where: { id: entries[1]!.id }, data: { createdAt: at(2) } })
      await db.user.update({ where: { id: formerAdmin.id }, data: { erasedAt: new Date(), fullName: 'Deleted user' } })

      const page = await listAuditLog({ viewer: { role: 'Manager' } })
      expect(page.rows.slice(0, 2)).toEqual([
        {
          _id: entries[1]!.id,
          createdAt: at(2).toISOString(),
          action: 'user.unblock',
          actor: { _id: formerAdmin.id, fullName: 'Deleted user', email: null, isDeleted: true },
          targetType: 'User',
          targetId: patient.id,
          targetUser: null,
          targetPost: null,
          details: null,
        },
        {
          _id: entries[0]!.id,
          createdAt: at(1).toISOString(),
          action: 'user.block',
          actor: { _id: admin.id, fullName: 'Ada Admin', email: admin.email, isDeleted: false },
          targetType: 'User',
          targetId: patient.id,
          targetUser: null,
          targetPost: null,
          details: { reason: 'Abuse <script>' },
        },
      ])
      expect(page.page).toBe(1)
      expect(page.total).toBeGreaterThanOrEqual(2)
    } finally {
      await db.auditLog.deleteMany({ where: { id: { in: entries.map((e) => e.id) } } })
    }
  })

  it('is refused to patients and therapists', async () => {
    for (const role of ['Patient', 'Therapist'] as const) {
      const error = await listAuditLog({ viewer: { role } }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AppError)
      expect((error as AppError).status).toBe(403)
    }
  })
})

describe('the audit log filters', () => {
  /** Entries about two people by two admins, dated on chosen Lagos days in 2198 (far from other tests' rows), removed afterwards. */
  async function history() {
    const word = `Qa${randomUUID().replaceAll('-', '').slice(0, 10)}`
    const [ada, bola, chioma, therapist] = await Promise.all([
      createAdmin(db, { fullName: `Ada ${word}` }),
      createAdmin(db, { fullName: 'Bola Admin', email: `bola.${word.toLowerCase()}@example.test` }),
      createPatient(db, { fullName: `Chioma ${word}` }),
      createTherapist(db, { fullName: `Dr. Emeka ${word}`, isVerified: false }),
    ])
    const post = await db.blogPost.create({ data: { title: `Sleep ${word}`, content: 'Rest.' } })
    const write = (entry: Parameters<typeof recordAudit>[1], at: Date) =>
      db.$transaction(async (tx) => {
        await recordAudit(tx, entry)
        return tx.auditLog.findFirstOrThrow({ where: { actorId: entry.actorId, targetId: entry.targetId, action: entry.action }, orderBy: { createdAt: 'desc' } })
      }).then((row) => db.auditLog.update({ where: { id: row.id }, data: { createdAt: at } }))
    const block = await write({ actorId: ada.id, action: 'user.block', targetType: 'User', targetId: chioma.id, targetUserId: chioma.id, details: { role: 'Patient' } }, lagosHourToUtc('2198-03-10', 0))
    const unblock = await write({ actorId: bola.id, action: 'user.unblock', targetType: 'User', targetId: chioma.id, targetUserId: chioma.id, details: { role: 'Patient' } }, lagosHourToUtc('2198-03-12', 23))
    const verify = await write({ actorId: bola.id, action: 'therapist.verify', targetType: 'Therapist', targetId: therapist.id, targetUserId: therapist.id, details: { documents: { certificate: 'Approved', cacDocument: 'Approved', logo: null } } }, lagosHourToUtc('2198-03-13', 0))
    const edit = await write({ actorId: ada.id, action: 'blog.update', targetType: 'BlogPost', targetId: post.id, details: { title: post.title, previousTitle: 'Sleep', imageReplaced: false } }, lagosHourToUtc('2198-03-09', 23))
    cleanup.push(block.id, unblock.id, verify.id, edit.id)
    return { word, ada, bola, chioma, therapist, post, block, unblock, verify, edit }
  }
  const cleanup: string[] = []
  afterAll(async () => {
    await db.auditLog.deleteMany({ where: { id: { in: cleanup } } })
  })
  const ids = (page: { rows: { _id: string }[] }) => page.rows.map((row) => row._id)
  const MANAGER = { role: 'Manager' } as const

  it('finds a person whether they acted or the action was about them, by part of their name or email', async () => {
    const h = await history()
    // Chioma was blocked and unblocked; Ada blocked her and edited a post; Bola unblocked and verified.
    expect(ids(await listAuditLog({ viewer: MANAGER, person: `chioma ${h.word.toLowerCase()}` }))).toEqual([h.unblock.id, h.block.id])
    expect(ids(await listAuditLog({ viewer: MANAGER, person: `Ada ${h.word}` }))).toEqual([h.block.id, h.edit.id])
    expect(ids(await listAuditLog({ viewer: MANAGER, person: `bola.${h.word}` }))).toEqual([h.verify.id, h.unblock.id])
    expect(ids(await listAuditLog({ viewer: MANAGER, person: `emeka ${h.word}` }))).toEqual([h.verify.id])
    // Every entry naming the word, whoever it names.
    expect((await listAuditLog({ viewer: MANAGER, person: h.word })).total).toBe(4)
    // % and _ are taken literally, and an erased person is found by nothing they left behind.
    expect((await listAuditLog({ viewer: MANAGER, person: `%${h.word}` })).total).toBe(0)
    await db.user.update({ where: { id: h.chioma.id }, data: { erasedAt: new Date(), fullName: 'Deleted user' } })
    expect(ids(await listAuditLog({ viewer: MANAGER, person: h.word }))).toEqual([h.verify.id, h.unblock.id, h.block.id, h.edit.id])
    expect((await listAuditLog({ viewer: MANAGER, person: `chioma ${h.word}` })).total).toBe(0)
  })

  it('filters by action and by whole Lagos days, and names each target as it is today', async () => {
    const h = await history()
    const mine = { viewer: MANAGER, person: h.word }
    expect(ids(await listAuditLog({ ...mine, action: 'user.unblock' }))).toEqual([h.unblock.id])
    expect(ids(await listAuditLog({ ...mine, from: '2198-03-10', to: '2198-03-12' }))).toEqual([h.unblock.id, h.block.id])
    expect(ids(await listAuditLog({ ...mine, from: '2198-03-13' }))).toEqual([h.verify.id])
    expect(ids(await listAuditLog({ ...mine, to: '2198-03-09' }))).toEqual([h.edit.id])
    expect((await listAuditLog({ ...mine, action: 'user.block', from: '2198-03-11' })).total).toBe(0)

    await db.blogPost.update({ where: { id: h.post.id }, data: { title: `Sleep well ${h.word}` } })
    const rows = (await listAuditLog(mine)).rows
    expect(rows.find((row) => row._id === h.verify.id)).toMatchObject({ targetUser: { _id: h.therapist.id, fullName: `Dr. Emeka ${h.word}`, isDeleted: false }, targetPost: null })
    expect(rows.find((row) => row._id === h.edit.id)).toMatchObject({ targetUser: null, targetPost: { _id: h.post.id, title: `Sleep well ${h.word}` } })
    await db.blogPost.delete({ where: { id: h.post.id } })
    expect((await listAuditLog(mine)).rows.find((row) => row._id === h.edit.id)?.targetPost).toBeNull()
  })

  it('offers every recorded action in the filter, and no other', () => {
    // The page's Action filter and the API's check come from the labels; the writer from AUDIT_ACTIONS.
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort())
  })

  it('the API takes the same filters and refuses bad ones with a 400', async () => {
    const h = await history()
    await signIn(await createManager(db))
    const response = await call(`?person=${encodeURIComponent(h.word)}&action=therapist.verify&from=2198-03-13&to=2198-03-13`)
    const body = (await response.json()) as { data: { _id: string; targetUser: { fullName: string } }[]; total: number; action: string }
    expect([response.status, body.total, body.action, body.data.map((row) => row._id)]).toEqual([200, 1, 'therapist.verify', [h.verify.id]])
    expect(body.data[0]!.targetUser.fullName).toBe(`Dr. Emeka ${h.word}`)
    for (const query of ['?action=user.hack', '?from=2198-02-30', '?from=2198-03-13&to=2198-03-12']) expect([query, (await call(query)).status]).toEqual([query, 400])
  })
})

describe('recording who an action was about', () => {
  it('each admin action names the person it was about', async () => {
    const [admin, patient] = await Promise.all([createAdmin(db), createPatient(db)])
    await setAccountBlocked({ actor: admin, userId: patient.id, blocked: true, as: 'user' })
    const entry = await db.auditLog.findFirstOrThrow({ where: { targetId: patient.id, action: 'user.block' } })
    expect(entry.targetUserId).toBe(patient.id)
  })

  it('the migration gave the entries written before it their person from what they stored', async () => {
    const [admin, patient, therapist] = await Promise.all([createAdmin(db), createPatient(db), createTherapist(db)])
    const documentId = randomUUID()
    const old = await Promise.all([
      db.auditLog.create({ data: { actorId: admin.id, action: 'user.block', targetType: 'User', targetId: patient.id } }),
      db.auditLog.create({ data: { actorId: admin.id, action: 'document.approve', targetType: 'TherapistDocument', targetId: documentId, details: { therapistId: therapist.id, kind: 'Logo' } } }),
      db.auditLog.create({ data: { actorId: admin.id, action: 'comment.delete', targetType: 'Comment', targetId: randomUUID(), details: { authorId: patient.id, authorName: 'x' } } }),
      db.auditLog.create({ data: { actorId: admin.id, action: 'blog.delete', targetType: 'BlogPost', targetId: randomUUID(), details: { title: 'Gone' } } }),
      db.auditLog.create({ data: { actorId: admin.id, action: 'user.block', targetType: 'User', targetId: 'not-a-uuid' } }),
    ])
    const sql = readFileSync(path.join(process.cwd(), 'prisma/migrations/20261205100000_admin_filters/migration.sql'), 'utf8')
    const backfill = sql.slice(sql.indexOf('UPDATE "AuditLog"'), sql.indexOf(';', sql.indexOf('UPDATE "AuditLog"')))
    await db.$executeRawUnsafe(backfill)
    const after = await db.auditLog.findMany({ where: { id: { in: old.map((entry) => entry.id) } }, select: { id: true, targetUserId: true } })
    const byId = new Map(after.map((entry) => [entry.id, entry.targetUserId]))
    expect(old.map((entry) => byId.get(entry.id))).toEqual([patient.id, therapist.id, patient.id, null, null])
  })
})

describe('GET admin/audit-log', () => {
  it('answers admins and managers with a page, refuses patients and therapists (403) and visitors (401)', async () => {
    const [admin, manager, patient, therapist] = await Promise.all([createAdmin(db), createManager(db), createPatient(db), createTherapist(db)])
    for (const user of [admin, manager]) {
      await signIn(user)
      const response = await call('?page=1')
      const body = (await response.json()) as { data: unknown[]; page: number; pageCount: number; total: number }
      expect([response.status, body.page, Array.isArray(body.data), body.total >= 0, body.pageCount >= 1]).toEqual([200, 1, true, true, true])
      expect((await call('?page=-3')).status).toBe(400)
    }
    for (const user of [patient, therapist]) {
      await signIn(user)
      expect((await call()).status).toBe(403)
    }
    await signIn(null)
    expect((await call()).status).toBe(401)
  })
})
