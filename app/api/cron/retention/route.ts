import { cronRoute } from '@/lib/server/cron/cron-route'
import { applyRetention } from '@/lib/server/privacy/apply-retention'

// Called once a day by the host's scheduler (vercel.json): removes what is past its time under the
// retention rules (docs/privacy.md, lib/server/privacy/retention-rules.ts). Safe to call twice or at
// the same time (docs/api.md, Scheduled jobs).
export const { GET, POST } = cronRoute(async () => ({ removed: await applyRetention() }))

/** A run removes at most 10,000 rows per rule, in batches of 500; give it room on serverless hosts. */
export const maxDuration = 60
