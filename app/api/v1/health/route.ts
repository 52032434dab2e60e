import { connection } from 'next/server'
import { ok, fail } from '@/lib/server/api/respond'
import { checkDatabase } from '@/lib/server/health/check-database'

/** Liveness and database reachability, for the host's health checks and the test runner. */
export async function GET() {
  // Never prerendered: each call must reach the database.
  await connection()
  return (await checkDatabase()) ? ok({ status: 'ok' }) : fail(503, 'Database unavailable')
}
