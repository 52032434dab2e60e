import 'server-only'
import type { Prisma } from '../../db'

/** What the register and the API show of a request: no handler's email, the requester's account by id and name. */
export const DATA_REQUEST_SELECT = {
  id: true,
  kind: true,
  channel: true,
  userId: true,
  contact: true,
  details: true,
  receivedAt: true,
  dueAt: true,
  state: true,
  outcome: true,
  closedAt: true,
  user: { select: { fullName: true, erasedAt: true } },
  handledBy: { select: { fullName: true } },
} satisfies Prisma.DataRequestSelect

type Row = Prisma.DataRequestGetPayload<{ select: typeof DATA_REQUEST_SELECT }>

export type DataRequestView = ReturnType<typeof toDataRequestView>

export function toDataRequestView(row: Row) {
  return {
    _id: row.id,
    kind: row.kind,
    channel: row.channel,
    userId: row.userId,
    /** The account's current name ("Deleted user" once erased), when the request is linked to one. */
    userName: row.user?.fullName ?? null,
    contact: row.contact,
    details: row.details,
    receivedAt: row.receivedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    state: row.state,
    outcome: row.outcome,
    closedAt: row.closedAt?.toISOString() ?? null,
    handledBy: row.handledBy?.fullName ?? null,
  }
}
