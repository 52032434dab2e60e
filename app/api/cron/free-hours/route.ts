import { cronRoute } from '@/lib/server/cron/cron-route'
import { refreshStaleFreeHours } from '@/lib/server/therapists/free-hours-ahead'

// Called every five minutes by the host's scheduler (vercel.json): the directory's next free hours of
// therapists whose hold ran out or whose stored hours are older than half an hour. Safe to call twice.
export const { GET, POST } = cronRoute(async () => ({ refreshed: await refreshStaleFreeHours() }))

/** A run works out up to 500 therapists' hours; give it room on serverless hosts. */
export const maxDuration = 60
