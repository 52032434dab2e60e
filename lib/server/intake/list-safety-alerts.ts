import 'server-only'
import { assertAdminAreaReader } from '../auth/assert-role'
import type { Role } from '@/lib/roles'
import { db } from '../db'

export type SafetyAlertRow = { id: string; raisedAt: string; acknowledgedAt: string | null; therapistName: string; therapistId: string }

export const SAFETY_ALERTS_SHOWN = 100

/**
 * The admin area's view of safety alerts: when one was raised, for which therapist, and when that
 * therapist acknowledged it. Never the patient, never an answer: admins follow up with the
 * therapist, who alone reads the intake.
 */
export async function listSafetyAlerts({ viewer }: { viewer: { role: Role } }): Promise<SafetyAlertRow[]> {
  assertAdminAreaReader(viewer)
  const rows = await db.safetyAlert.findMany({
    orderBy: [{ raisedAt: 'desc' }, { id: 'desc' }],
    take: SAFETY_ALERTS_SHOWN,
    select: { id: true, raisedAt: true, acknowledgedAt: true, intake: { select: { therapistId: true, therapist: { select: { user: { select: { fullName: true } } } } } } },
  })
  return rows.map((row) => ({
    id: row.id,
    raisedAt: row.raisedAt.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    therapistId: row.intake.therapistId,
    therapistName: row.intake.therapist.user.fullName,
  }))
}
