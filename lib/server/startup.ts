import 'server-only'
import { ensureFirstAdmin } from './users/ensure-first-admin'
import { ConfigError, config } from './config'
import { logError } from '@/lib/server/log'

export async function startServer(): Promise<void> {
  try {
    config()
  } catch (error) {
    if (error instanceof ConfigError) {
      logError(error.message)
      process.exit(1)
    }
    throw error
  }
  await ensureFirstAdmin().catch((error) => logError('[startup] could not ensure the first admin', error))
}
