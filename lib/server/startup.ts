import 'server-only'
import { ensureFirstAdmin } from './users/ensure-first-admin'
import { ConfigError, config } from './config'

export async function startServer(): Promise<void> {
  try {
    config()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  await ensureFirstAdmin().catch((error) => console.error('[startup] could not ensure the first admin', error))
}
