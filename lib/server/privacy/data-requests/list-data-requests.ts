import 'server-only'
import type { DataRequestState } from '@/lib/validation/privacy-registers'
import { assertAdmin, type Actor } from '../../auth/assert-role'
import { db, type Prisma } from '../../db'
import { DATA_REQUEST_SELECT, toDataRequestView } from './data-request-view'

/** The register shows this many requests, newest first; older ones are found by the filters. */
export const DATA_REQUESTS_LIMIT = 200

/**
 * The register of data requests (Admin only): newest received first, filtered by state and by
 * overdue (still open or in progress and past its due time, the rule of lib/privacy/data-request-deadline.ts).
 */
export async function listDataRequests(viewer: Actor, { state, overdue = false, now = new Date() }: { state?: DataRequestState; overdue?: boolean; now?: Date } = {}) {
  assertAdmin(viewer)
  const where: Prisma.DataRequestWhereInput = {
    ...(state ? { state } : {}),
    ...(overdue ? { closedAt: null, dueAt: { lte: now } } : {}),
  }
  const rows = await db.dataRequest.findMany({ where, select: DATA_REQUEST_SELECT, orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }], take: DATA_REQUESTS_LIMIT })
  return rows.map(toDataRequestView)
}
