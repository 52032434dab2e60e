import 'server-only'
import { HOUR_MS } from '@/lib/time'
import { formatLongDate } from '@/lib/format'
import { logError } from '@/lib/server/log'
import { db } from '../db'
import { letter } from '../booking/appointment-email-details'
import { NoticeInterrupted, notifyPerson } from '../notifications/notify-person'
import { siteUrl } from '../seo/site-url'
import { drTitle } from '@/lib/validation/reschedule'

/** Hours after a session's end before its patient is asked to rate it: time to leave the session behind first. */
export const REVIEW_REQUEST_DELAY_HOURS = 2
/** Sessions that ended longer ago than this are never asked about (nor, at launch, every old session at once). */
export const REVIEW_REQUEST_WINDOW_DAYS = 14
/** Requests claimed per run; the reminders cron calls every ten minutes, so a backlog drains over the next runs. */
export const REVIEW_REQUEST_BATCH_SIZE = 200

export const REVIEW_REQUEST_SUBJECT = 'How was your Alafia session?'

/** Where the email's link leads: the rating page of one session (signing in first when needed). */
export const ratingPagePath = (appointmentId: string) => `/rate-session/${appointmentId}`

/**
 * The email asking a patient to rate a session (docs/decisions/031), run by the appointment-reminders
 * cron. A Paid session whose end is between REVIEW_REQUEST_DELAY_HOURS and REVIEW_REQUEST_WINDOW_DAYS
 * ago, whose patient was not marked absent and has not reviewed it yet, gets one request, through
 * notifyPerson. Exactly once: the ReviewRequest row is inserted (the claim) before anything is sent;
 * of two runs at once PostgreSQL lets one insert. A claim whose notice could not be queued at all is
 * handed back for the next run.
 */
export async function sendReviewRequests(now = new Date()): Promise<{ reviewRequests: number }> {
  const endedBefore = new Date(now.getTime() - REVIEW_REQUEST_DELAY_HOURS * HOUR_MS)
  const endedAfter = new Date(now.getTime() - REVIEW_REQUEST_WINDOW_DAYS * 24 * HOUR_MS)
  const due = await db.$queryRaw<{ id: string }[]>`
    SELECT a."id" FROM "Appointment" a
    WHERE a."status" = 'Paid' AND a."patientNoShowAt" IS NULL AND a."endsAt" <= ${endedBefore} AND a."endsAt" > ${endedAfter}
      AND NOT EXISTS (SELECT 1 FROM "ReviewRequest" r WHERE r."appointmentId" = a."id")
      AND NOT EXISTS (SELECT 1 FROM "Review" v WHERE v."appointmentId" = a."id")
    ORDER BY a."endsAt" ASC, a."id" ASC
    LIMIT ${REVIEW_REQUEST_BATCH_SIZE}`
  let sent = 0
  for (const { id } of due) if (await requestOnce(id, now)) sent += 1
  return { reviewRequests: sent }
}

async function requestOnce(appointmentId: string, now: Date): Promise<boolean> {
  const claimed = await db.$executeRaw`
    INSERT INTO "ReviewRequest" ("appointmentId", "claimedAt") VALUES (${appointmentId}::uuid, ${now}) ON CONFLICT DO NOTHING`
  if (claimed !== 1) return false
  let queuedAny = false
  try {
    const appointment = await db.appointment.findUnique({
      where: { id: appointmentId },
      select: { patientId: true, startsAt: true, patient: { select: { fullName: true } }, therapist: { select: { user: { select: { fullName: true } } } } },
    })
    if (!appointment) return false
    const link = siteUrl(ratingPagePath(appointmentId))
    const delivery = await notifyPerson({
      userId: appointment.patientId,
      purpose: 'review-request',
      subject: REVIEW_REQUEST_SUBJECT,
      emailText: letter(`Hello ${appointment.patient.fullName},`, [
        `How was your session with ${drTitle(appointment.therapist.user.fullName)} on ${formatLongDate(appointment.startsAt)}?`,
        '',
        'Rate it from 1 to 5 stars and, if you like, say a few words. Other patients see your first name and initial only.',
        `Rate your session: ${link}`,
      ]),
      shortText: `How was your Alafia session? Rate it here: ${link}`,
    })
    queuedAny = delivery.email || delivery.sms || delivery.whatsapp
    return true
  } catch (error) {
    queuedAny ||= error instanceof NoticeInterrupted
    logError(`[reviews] the review request of ${appointmentId} ${queuedAny ? 'was only partly queued' : 'could not be queued; the next run tries again'}`, error)
    if (!queuedAny) await db.reviewRequest.deleteMany({ where: { appointmentId } }).catch(() => undefined)
    return false
  }
}
