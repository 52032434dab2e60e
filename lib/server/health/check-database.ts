import 'server-only'
import { db } from '../db'
import { logError } from '@/lib/server/log'

export async function checkDatabase(): Promise<boolean> {
  try {
    await db.$queryRaw`SELECT 1`
    return true
  } catch (error) {
    logError('[health] database check failed', error)
    return false
  }
}
