// Where a string still lives in the database: every text, array and JSON column of every table, and
// the decoded content of email attachments. Used to prove that an erasure left nothing behind.
type Client = {
  $queryRaw<T>(query: TemplateStringsArray, ...values: unknown[]): Promise<T>
  $queryRawUnsafe<T>(query: string, ...values: unknown[]): Promise<T>
}

export async function findAnywhere(db: Client, needle: string): Promise<string[]> {
  const columns = await db.$queryRaw<{ table: string; column: string }[]>`
    SELECT table_name::text AS "table", column_name::text AS "column" FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
      AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`
  const found: string[] = []
  for (const { table, column } of columns) {
    const [row] = await db.$queryRawUnsafe<{ count: bigint }[]>(`SELECT count(*) AS count FROM "${table}" WHERE strpos(lower("${column}"::text), lower($1)) > 0`, needle)
    if (Number(row!.count) > 0) found.push(`${table}.${column}`)
  }
  const [attachments] = await db.$queryRaw<{ count: bigint }[]>`
    SELECT count(*) AS count FROM "EmailOutbox" e, jsonb_array_elements(CASE WHEN jsonb_typeof(e."attachments") = 'array' THEN e."attachments" ELSE '[]'::jsonb END) AS a(file)
    WHERE strpos(lower(encode(decode(coalesce(a.file->>'content', ''), 'base64'), 'escape')), lower(${needle})) > 0`
  if (Number(attachments!.count) > 0) found.push('EmailOutbox.attachments (decoded)')
  return found
}
