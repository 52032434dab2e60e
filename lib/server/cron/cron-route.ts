import 'server-only'
import { publicRoute } from '../api/handler'
import { ok } from '../api/respond'
import { requireCronSecret } from './require-cron-secret'

/**
 * A scheduled job's route: GET (what Vercel Cron sends) and POST (other schedulers), each proving
 * Authorization: Bearer <CRON_SECRET> before the job runs, answering what the job reports.
 */
export function cronRoute(job: () => Promise<Record<string, unknown>>) {
  const run = publicRoute(async ({ request }) => {
    requireCronSecret(request)
    return ok(await job())
  })
  return { GET: run, POST: run }
}
