import { publicRoute } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { sendAppointmentReminders } from '@/lib/server/booking/send-reminders'
import { requireCronSecret } from '@/lib/server/cron/require-cron-secret'

// Called every ten minutes by the host's scheduler (vercel.json: Vercel Cron sends GET), often enough
// for the reminder in the hour before a session; POST for other schedulers.
// Authorization: Bearer <CRON_SECRET>; safe to call twice (docs/api.md, Scheduled jobs).
const remind = publicRoute(async ({ request }) => {
  requireCronSecret(request)
  return ok(await sendAppointmentReminders())
})

export const GET = remind
export const POST = remind

/** A run sends at most REMINDER_BATCH_SIZE reminders; give it room on serverless hosts. */
export const maxDuration = 60
