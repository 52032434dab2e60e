// npm run data:rotate-key: re-seals every health-data value with the current DATA_ENCRYPTION_KEY
// (docs/security.md, "Rotating the data encryption key"). Run under --conditions react-server so the
// server-only modules load outside Next.
import { rotateDataKey } from '@/lib/server/crypto/rotate-data-key'
import { db } from '@/lib/server/db'

async function main() {
  try {
    for (const { table, column, resealed } of await rotateDataKey()) console.log(`${table}.${column}: ${resealed} re-sealed`)
    console.log('Every sealed value now uses the current key; earlier keys may now be removed from DATA_ENCRYPTION_PREVIOUS_KEYS.')
  } catch (error) {
    console.error('Rotation stopped:', error instanceof Error ? error.message : error)
    process.exitCode = 1
  } finally {
    await db.$disconnect()
  }
}

void main()
