import 'server-only'
import type { Prisma } from '../../db'

export const BREACH_SELECT = {
  id: true,
  foundAt: true,
  summary: true,
  dataAffected: true,
  peopleAffected: true,
  notifyBy: true,
  commissionNotifiedAt: true,
  peopleToldAt: true,
  state: true,
  recordedBy: { select: { fullName: true } },
} satisfies Prisma.BreachSelect

type Row = Prisma.BreachGetPayload<{ select: typeof BREACH_SELECT }>

export type BreachView = ReturnType<typeof toBreachView>

export function toBreachView(row: Row) {
  return {
    _id: row.id,
    foundAt: row.foundAt.toISOString(),
    summary: row.summary,
    dataAffected: row.dataAffected,
    peopleAffected: row.peopleAffected,
    notifyBy: row.notifyBy.toISOString(),
    commissionNotifiedAt: row.commissionNotifiedAt?.toISOString() ?? null,
    peopleToldAt: row.peopleToldAt?.toISOString() ?? null,
    state: row.state,
    recordedBy: row.recordedBy?.fullName ?? null,
  }
}
