import { sendAppointmentReminders } from '@/lib/server/booking/send-reminders'
import { cronRoute } from '@/lib/server/cron/cron-route'

// Called every ten minutes by the host's scheduler (vercel.json), often enough for the reminder in the
// hour before a session. Safe to call twice (docs/api.md, Scheduled jobs).
export const { GET, POST } = cronRoute(() => sendAppointmentReminders())

/** A run sends at most REMINDER_BATCH_SIZE reminders; give it room on serverless hosts. */
export const maxDuration = 60
