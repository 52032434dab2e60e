import { sendAppointmentReminders } from '@/lib/server/booking/send-reminders'
import { cronRoute } from '@/lib/server/cron/cron-route'
import { sendReviewRequests } from '@/lib/server/reviews/send-review-requests'

// Called every ten minutes by the host's scheduler (vercel.json), often enough for the reminder in the
// hour before a session; the same run asks patients to rate the sessions that ended a while ago
// (decision 031). Safe to call twice (docs/api.md, Scheduled jobs).
export const { GET, POST } = cronRoute(async () => ({ ...(await sendAppointmentReminders()), ...(await sendReviewRequests()) }))

/** A run sends at most REMINDER_BATCH_SIZE reminders and REVIEW_REQUEST_BATCH_SIZE review requests; give it room on serverless hosts. */
export const maxDuration = 60
