import 'server-only'
import { assertAdmin, type Actor } from '../../auth/assert-role'
import { db } from '../../db'
import { BREACH_SELECT, toBreachView } from './breach-view'

export const BREACHES_LIMIT = 200

/** The breach register (Admin only), the latest found first. */
export async function listBreaches(viewer: Actor) {
  assertAdmin(viewer)
  const rows = await db.breach.findMany({ select: BREACH_SELECT, orderBy: [{ foundAt: 'desc' }, { id: 'desc' }], take: BREACHES_LIMIT })
  return rows.map(toBreachView)
}
