import 'server-only'
import type { Role } from '@/lib/roles'
import { Prisma, readRows } from '../../db'

/**
 * The lists whose row count the database keeps current on every write (table ListCount, triggers of
 * migration 20261231090300_admin_list_counts; docs/decisions/047-admin-lists-at-scale.md): accounts
 * of a role, every appointment, and the appointments paid for.
 */
export type CountedList = `User:${Role}` | 'Appointment:all' | 'Appointment:paid-for'

/** A list's row count without counting its table: the sum of its counter's shards (at most 8 rows). */
export async function countedRows(list: CountedList): Promise<number> {
  const [row] = await readRows<{ rows: bigint | null }>(Prisma.sql`SELECT sum("rows")::bigint AS "rows" FROM "ListCount" WHERE "list" = ${list}`)
  return Number(row?.rows ?? 0)
}
