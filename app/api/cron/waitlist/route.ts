import { publicRoute } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { requireCronSecret } from '@/lib/server/cron/require-cron-secret'
import { drainWaitlist } from '@/lib/server/waitlist/drain-waitlist'

// Called every five minutes by the host's scheduler (vercel.json: Vercel Cron sends GET); POST for
// other schedulers. Authorization: Bearer <CRON_SECRET>; safe to call twice (docs/api.md, Scheduled jobs).
const drain = publicRoute(async ({ request }) => {
  requireCronSecret(request)
  return ok(await drainWaitlist())
})

export const GET = drain
export const POST = drain

/** A run sends up to 200 patients' notices; give it room on serverless hosts. */
export const maxDuration = 60
