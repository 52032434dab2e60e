import { ok, fail } from '@/lib/server/api/respond'
import { checkDatabase } from '@/lib/server/health/check-database'

export const dynamic = 'force-dynamic'

/** Liveness and database reachability, for the host's health checks and the test runner. */
export async function GET() {
  return (await checkDatabase()) ? ok({ status: 'ok' }) : fail(503, 'Database unavailable')
}
