import 'server-only'
import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '@/lib/generated/prisma/client'
import { config } from './config'
import { markDatabaseUnavailable } from './health/database-state'
import { logWarn } from './log'

// One client per process, created on first use (so `next build` never needs a database), and kept
// on globalThis so dev-mode reloads do not open a new pool each time, and so the production server
// (scripts/serve.mjs) can close the pool when it shuts down.
const globalForPrisma: typeof globalThis & { alafiaPrisma?: PrismaClient } = globalThis

function client(): PrismaClient {
  if (!globalForPrisma.alafiaPrisma) {
    const adapter = new PrismaPg(
      {
        connectionString: config().DATABASE_URL,
        max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
        // A database that does not answer at all (a network partition rather than a refused port)
        // fails the request after this long instead of holding it until the OS gives up (minutes).
        connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 10_000),
      },
      {
        // A stop or restart of PostgreSQL ends every connection (57P01): the pool drops them and opens
        // new ones on the next query, so the process serves again once the database is back.
        onPoolError: (error) => {
          markDatabaseUnavailable()
          logWarn('database connection lost', { error: error.message })
        },
      },
    )
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

// The namespace as a value too: Prisma.sql and Prisma.join build the queries Prisma's API cannot express.
export { Prisma } from '@/lib/generated/prisma/client'
