import 'dotenv/config'
import { defineConfig } from 'prisma/config'
import { PrismaPg } from '@prisma/adapter-pg'
import pg from 'pg'

/*
 * Prisma CLI configuration for offline machines (see docs/decisions/002-prisma-offline.md).
 *
 * Prisma 6's schema engine binary is downloaded from Prisma's servers, which these machines cannot
 * reach, so the CLI runs the WebAssembly engine (`engine: 'js'`) through the pg driver adapter.
 * The two workarounds below concern only the CLI; the app's runtime client never loads this file.
 */

// Workaround 1 (prisma/prisma#27403): the wasm engine cannot deserialise PostgreSQL catalog types such
// as `name` (oid 19) and `"char"` (oid 18) while it introspects; report them to it as text (oid 25).
const CATALOG_TEXT_TYPES = new Set([18, 19, 22, 24, 28, 30, 194, 2205, 2206])
type ResultWithFields = { addFields(fields: { dataTypeID: number }[]): void }
// eslint-disable-next-line @typescript-eslint/no-require-imports -- pg does not export Result as ESM
const PgResult: { prototype: ResultWithFields } = (pg as unknown as { Result?: { prototype: ResultWithFields } }).Result ?? require('pg/lib/result')
const originalAddFields = PgResult.prototype.addFields
PgResult.prototype.addFields = function (fields) {
  for (const field of fields) if (CATALOG_TEXT_TYPES.has(field.dataTypeID)) field.dataTypeID = 25
  return originalAddFields.call(this, fields)
}

// `prisma generate` never connects, but without a DATABASE_URL the CLI falls back to downloading a
// query engine and fails offline; give it a placeholder so install and build work on a fresh clone.
if (process.argv.includes('generate')) process.env.DATABASE_URL ??= 'postgresql://unused@127.0.0.1:1/unused'

function poolConfig(url: string, database?: string): pg.PoolConfig {
  const u = new URL(url)
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: database ?? u.pathname.slice(1),
    ssl: u.searchParams.get('sslmode') === 'require' ? { rejectUnauthorized: false } : undefined,
    allowExitOnIdle: true,
  }
}

// Workaround 2: adapter-pg 6.19 drops the shadow database while its own pool is still connected
// ("is being accessed by other users"); close the pool first, then drop it WITH (FORCE).
class MigrationAdapter extends PrismaPg {
  constructor(private readonly url: string) {
    super(poolConfig(url))
  }

  async connectToShadowDb() {
    const name = `prisma_shadow_${process.pid}_${Date.now()}`
    const admin = new pg.Client(poolConfig(this.url))
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    const shadow = await new PrismaPg(poolConfig(this.url, name)).connect()
    const dispose = shadow.dispose.bind(shadow)
    shadow.dispose = async () => {
      await dispose()
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    }
    return shadow
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  adapter: async () => {
    const url = process.env.DATABASE_URL
    if (!url) throw new Error('DATABASE_URL is not set: run Prisma through `node scripts/with-db.mjs prisma …`.')
    return new MigrationAdapter(url)
  },
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
})
