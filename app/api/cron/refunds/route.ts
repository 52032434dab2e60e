import { cronRoute } from '@/lib/server/cron/cron-route'
import { drainProviderEvents } from '@/lib/server/payments/drain-provider-events'
import { drainRefunds } from '@/lib/server/refunds/drain-refunds'

// Called every 10 minutes by the host's scheduler (vercel.json). Safe to call twice (docs/api.md,
// Scheduled jobs). Provider notifications first: a refund a notification already finished is not
// asked about again.
export const { GET, POST } = cronRoute(async () => {
  const events = await drainProviderEvents()
  const refunds = await drainRefunds()
  return { events, refunds }
})

/** A run calls the payment provider for up to 50 events and 100 refunds; give it room on serverless hosts. */
export const maxDuration = 60
