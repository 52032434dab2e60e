import 'server-only'
import type { Role } from '@/lib/roles'
import { Prisma } from '../../db'

/**
 * The lists whose row count the database keeps current on every write (table ListCount, triggers of
 * migrations 20261231090300_admin_list_counts and 20261231090800_audit_and_outbox_counts;
 * docs/decisions/047-admin-lists-at-scale.md): accounts of a role, every appointment, the
 * appointments paid for, every audit log entry and every email in the outbox.
 */
export type CountedList = `User:${Role}` | 'Appointment:all' | 'Appointment:paid-for' | 'AuditLog:all' | 'EmailOutbox:all'

/**
 * A list's row count without counting its table, the sum of its counter's shards (at most 8 rows),
 * as a statement of its own for the statement that reads a page beside it.
 */
export function countedRowsSql(list: CountedList) {
  return Prisma.sql`SELECT coalesce(sum("rows"), 0)::bigint FROM "ListCount" WHERE "list" = ${list}`
}
