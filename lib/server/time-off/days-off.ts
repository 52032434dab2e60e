import 'server-only'
import type { Prisma } from '../db'

/** Therapist id → the Lagos dates (YYYY-MM-DD) of their time off. */
export type DaysOff = Map<string, Set<string>>

/**
 * The days of time off of these therapists between two Lagos dates (both included; `to` open when
 * not given). Every therapist asked for has an entry. The booking side leaves these days out
 * (withoutDaysOff in lib/availability/free-hours.ts); the planner marks them.
 */
export async function findDaysOff(
  client: Prisma.TransactionClient,
  { therapistIds, from, to }: { therapistIds: readonly string[]; from: string; to?: string },
): Promise<DaysOff> {
  const daysOff: DaysOff = new Map(therapistIds.map((id) => [id, new Set<string>()]))
  if (therapistIds.length === 0) return daysOff
  const rows = await client.timeOffDay.findMany({
    where: { therapistId: { in: [...therapistIds] }, date: { gte: new Date(`${from}T00:00:00.000Z`), ...(to ? { lte: new Date(`${to}T00:00:00.000Z`) } : {}) } },
    select: { therapistId: true, date: true },
  })
  for (const row of rows) daysOff.get(row.therapistId)?.add(row.date.toISOString().slice(0, 10))
  return daysOff
}
