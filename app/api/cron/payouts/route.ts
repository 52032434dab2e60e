import { cronRoute } from '@/lib/server/cron/cron-route'
import { runScheduledPayouts } from '@/lib/server/payouts/scheduled-payouts'

// Called every hour by the host's scheduler (vercel.json). On the 15th and the last day of the month
// (Lagos) the day's payout run, once however often it is called; every time, transfers without an
// answer are followed up (docs/api.md, Scheduled jobs).
export const { GET, POST } = cronRoute(async () => ({ ...(await runScheduledPayouts()) }))

/** A run calls the payment provider once per therapist paid, and the drain up to 50 times more. */
export const maxDuration = 300
