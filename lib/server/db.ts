import 'server-only'
import { PrismaPg } from '@prisma/adapter-pg'
import pg from 'pg'
import { PrismaClient, type Prisma as PrismaTypes } from '@/lib/generated/prisma/client'
import { config } from './config'
import { markDatabaseUnavailable } from './health/database-state'
import { logWarn } from './log'
import { PRISMA_RAW_TYPES } from './raw-row-types'

// One client per process, created on first use (so `next build` never needs a database), and kept
// on globalThis so dev-mode reloads do not open a new pool each time, and so the production server
// (scripts/serve.mjs) can close the pool when it shuts down. Prisma and readRows share one pool.
const globalForPrisma: typeof globalThis & { alafiaPrisma?: PrismaClient; alafiaPool?: pg.Pool } = globalThis

function client(): PrismaClient {
  if (!globalForPrisma.alafiaPrisma) {
    const pool = new pg.Pool({
      connectionString: config().DATABASE_URL,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      // A database that does not answer at all (a network partition rather than a refused port)
      // fails the request after this long instead of holding it until the OS gives up (minutes).
      connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 10_000),
    })
    // A stop or restart of PostgreSQL ends every connection (57P01): the pool drops them and opens
    // new ones on the next query, so the process serves again once the database is back. Listened to
    // here, not through the adapter, which listens only once Prisma has connected: readRows may use
    // the pool first, and an 'error' event nobody listens to would end the process.
    pool.on('error', (error) => {
      markDatabaseUnavailable()
      logWarn('database connection lost', { error: error.message })
    })
    // $disconnect (serve.mjs on SIGTERM, scripts, tests) ends the shared pool too.
    const adapter = new PrismaPg(pool, { disposeExternalPool: true })
    globalForPrisma.alafiaPool = pool
    globalForPrisma.alafiaPrisma = new PrismaClient({ adapter })
  }
  return globalForPrisma.alafiaPrisma
}

export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const instance = client()
    const value = Reflect.get(instance, property, instance)
    return typeof value === 'function' ? value.bind(instance) : value
  },
})

/**
 * The rows of one statement outside any transaction (a read, or a write that is its own transaction,
 * such as consume_rate_limit), sent through the pool straight to PostgreSQL: what `db.$queryRaw`
 * answers for the same statement, without Prisma's client in between (its request pipeline costs
 * about 0.15–0.4 ms of the server's CPU a statement, `pg` alone 0.02–0.06 ms: decision 054). For the
 * statements every request or every list answer makes; a transaction's statements go through its `tx`.
 */
export async function readRows<Row>(query: PrismaTypes.Sql): Promise<Row[]> {
  client()
  const result = await globalForPrisma.alafiaPool!.query({ text: query.text, values: query.values, types: PRISMA_RAW_TYPES })
  return result.rows as Row[]
}

// The namespace as a value too: Prisma.sql and Prisma.join build the queries Prisma's API cannot express.
export { Prisma } from '@/lib/generated/prisma/client'
