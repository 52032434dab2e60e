import 'server-only'
import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '@/lib/generated/prisma/client'
import { config } from './config'

// One client per process, created on first use (so `next build` never needs a database), and kept
// on globalThis so dev-mode reloads do not open a new pool each time.
const globalForPrisma: typeof globalThis & { alafiaPrisma?: PrismaClient } = globalThis

function client(): PrismaClient {
  if (!globalForPrisma.alafiaPrisma) {
    const adapter = new PrismaPg({ connectionString: config().DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) })
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

export type { Prisma } from '@/lib/generated/prisma/client'
