import { cronRoute } from '@/lib/server/cron/cron-route'
import { drainWaitlist } from '@/lib/server/waitlist/drain-waitlist'

// Called every five minutes by the host's scheduler (vercel.json). Safe to call twice (docs/api.md,
// Scheduled jobs).
export const { GET, POST } = cronRoute(() => drainWaitlist())

/** A run sends up to 200 patients' notices; give it room on serverless hosts. */
export const maxDuration = 60
