import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { GET as auditLogRoute } from '@/app/api/v1/admin/audit-log/route'
import { recordAudit } from '@/lib/server/audit/record-audit'
import { listAuditLog } from '@/lib/server/audit/list-audit-log'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { createAdmin, createManager, createPatient, createTherapist } from '../fixtures/factories'

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
          details: null,
        },
        {
          _id: entries[0]!.id,
          createdAt: at(1).toISOString(),
          action: 'user.block',
          actor: { _id: admin.id, fullName: 'Ada Admin', email: admin.email, isDeleted: false },
          targetType: 'User',
          targetId: patient.id,
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
