import type { PrismaClient } from '@/lib/generated/prisma/client'

/**
 * The tables in which any row, read as text (every column, arrays and JSON included, as a dump
 * would print it), contains the phrase. Health-data tests write a recognisable phrase through a
 * feature and then expect this to find it nowhere.
 */
export async function tablesContaining(db: PrismaClient, phrase: string): Promise<string[]> {
  const tables = await db.$queryRaw<{ name: string }[]>`SELECT tablename::text AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`
  const found: string[] = []
  for (const { name } of tables) {
    const [row] = await db.$queryRawUnsafe<{ hit: boolean }[]>(`SELECT EXISTS (SELECT 1 FROM "${name.replaceAll('"', '""')}" t WHERE strpos(lower(t::text), lower($1)) > 0) AS hit`, phrase)
    if (row!.hit) found.push(name)
  }
  return found
}
