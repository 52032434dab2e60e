import { publicRoute } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { requireCronSecret } from '@/lib/server/cron/require-cron-secret'
import { drainProviderEvents } from '@/lib/server/payments/drain-provider-events'
import { drainRefunds } from '@/lib/server/refunds/drain-refunds'

// Called every 10 minutes by the host's scheduler (vercel.json: Vercel Cron sends GET); POST for other
// schedulers. Authorization: Bearer <CRON_SECRET>; safe to call twice (docs/api.md, Scheduled jobs).
// Provider notifications first: a refund a notification already finished is not asked about again.
const drain = publicRoute(async ({ request }) => {
  requireCronSecret(request)
  const events = await drainProviderEvents()
  const refunds = await drainRefunds()
  return ok({ events, refunds })
})

export const GET = drain
export const POST = drain

/** A run calls the payment provider for up to 50 events and 100 refunds; give it room on serverless hosts. */
export const maxDuration = 60
