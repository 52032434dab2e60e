import 'server-only'
import type { Role } from '@/lib/roles'
import { koboToNaira } from '@/lib/money'
import { db } from '../db'
import { assertAdminAreaReader } from '../auth/assert-role'

export type AbsenceReportRow = {
  _id: string
  status: 'Open' | 'Refunded' | 'Dismissed'
  note: string | null
  createdAt: string
  resolvedAt: string | null
  appointment: { _id: string; startsAt: string; endsAt: string; amount: number; patient: { _id: string; fullName: string }; therapist: { _id: string; fullName: string } }
}

/** The admins' queue of absent-therapist reports: open ones first (oldest first), then the latest decided. */
export async function listAbsenceReports(viewer: { role: Role }, { status }: { status?: 'Open' | 'Refunded' | 'Dismissed' } = {}): Promise<AbsenceReportRow[]> {
  assertAdminAreaReader(viewer)
  const rows = await db.absenceReport.findMany({
    where: status ? { status } : {},
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: 200,
    select: {
      id: true, status: true, note: true, createdAt: true, resolvedAt: true,
      appointment: {
        select: {
          id: true, startsAt: true, endsAt: true, amountKobo: true,
          patient: { select: { id: true, fullName: true } },
          therapist: { select: { userId: true, user: { select: { fullName: true } } } },
        },
      },
    },
  })
  const open = rows.filter((row) => row.status === 'Open')
  const decided = rows.filter((row) => row.status !== 'Open').reverse()
  return [...open, ...decided].map((row) => ({
    _id: row.id,
    status: row.status,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    appointment: {
      _id: row.appointment.id,
      startsAt: row.appointment.startsAt.toISOString(),
      endsAt: row.appointment.endsAt.toISOString(),
      amount: koboToNaira(row.appointment.amountKobo),
      patient: { _id: row.appointment.patient.id, fullName: row.appointment.patient.fullName },
      therapist: { _id: row.appointment.therapist.userId, fullName: row.appointment.therapist.user.fullName },
    },
  }))
}
