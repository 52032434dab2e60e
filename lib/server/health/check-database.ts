import 'server-only'
import { db } from '../db'
import { logError } from '@/lib/server/log'
import { markDatabaseAvailable, markDatabaseUnavailable } from './database-state'

export async function checkDatabase(): Promise<boolean> {
  try {
    await db.$queryRaw`SELECT 1`
    markDatabaseAvailable()
    return true
  } catch (error) {
    markDatabaseUnavailable()
    logError('[health] database check failed', error)
    return false
  }
}
