import 'server-only'
import { db } from '../db'
import { dataKeys } from './data-keys'
import { resealed, sealContext } from './health-data'
import { SEALED_COLUMNS, type SealedColumn } from './sealed-columns'

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/
const BATCH = 200

/**
 * Re-seals every value not sealed with the current key (DATA_ENCRYPTION_KEY), reading it with the
 * previous key it names (DATA_ENCRYPTION_PREVIOUS_KEYS). Each row is updated only if its key id is
 * still the one read, so a value rewritten meanwhile by the application (already with the current
 * key) is never overwritten with older text. Safe to run again: rows already current are skipped.
 * Stops with HealthDataKeyMissing when a row's key is not configured, before touching that row.
 */
export async function rotateDataKey(columns: readonly SealedColumn[] = SEALED_COLUMNS): Promise<{ table: string; column: string; resealed: number }[]> {
  const { current } = dataKeys()
  const report = []
  for (const column of columns) {
    for (const name of [column.table, column.id, column.ciphertext, column.keyId]) if (!IDENTIFIER.test(name)) throw new Error(`Not a column name: ${name}`)
    const { table, id, ciphertext, keyId } = column
    let count = 0
    for (;;) {
      const rows = await db.$queryRawUnsafe<{ id: string; ciphertext: string; keyId: string }[]>(
        `SELECT "${id}"::text AS id, "${ciphertext}" AS ciphertext, "${keyId}" AS "keyId" FROM "${table}" WHERE "${ciphertext}" IS NOT NULL AND "${keyId}" <> $1 ORDER BY "${id}" LIMIT ${BATCH}`,
        current.id,
      )
      if (rows.length === 0) break
      for (const row of rows) {
        const next = resealed({ ciphertext: row.ciphertext, keyId: row.keyId }, sealContext(table, ciphertext, row.id))
        if (!next) continue
        count += await db.$executeRawUnsafe(
          `UPDATE "${table}" SET "${ciphertext}" = $1, "${keyId}" = $2 WHERE "${id}" = $3::uuid AND "${keyId}" = $4`,
          next.ciphertext,
          next.keyId,
          row.id,
          row.keyId,
        )
      }
    }
    report.push({ table, column: ciphertext, resealed: count })
  }
  return report
}
