import 'server-only'
import { db } from '../db'

export async function checkDatabase(): Promise<boolean> {
  try {
    await db.$queryRaw`SELECT 1`
    return true
  } catch (error) {
    console.error('[health] database check failed', error)
    return false
  }
}
