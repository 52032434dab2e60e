import 'server-only'
import { Prisma } from '../../db'

/**
 * personSearch's rule (admin-read.ts) as SQL on "User", for the lists read in one statement: email or
 * name contains the text, case-insensitive, and erased people are never found by what is left of
 * their data. `pattern` is ILIKE's, `%…%` with % and _ escaped (escapeLike).
 */
export function personMatchSql(pattern: string | null) {
  return Prisma.sql`"erasedAt" IS NULL AND ("email" ILIKE ${pattern}::text OR "fullName" ILIKE ${pattern}::text)`
}
