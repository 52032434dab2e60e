import 'server-only'
import { reminderAdvice, sessionModeLines, type Party } from '@/lib/appointments/session-mode-text'
import { formatHours } from '@/lib/format'
import { REMINDER_KINDS, reminderWindow, type ReminderKind } from '@/lib/notifications/reminder-schedule'
import { reminderEmailSubject, reminderShortText } from '@/lib/notifications/reminder-text'
import { logError } from '@/lib/server/log'
import { describeLagosTime } from '@/lib/time'
import { normaliseNigerianPhone } from '@/lib/nigeria'
import { db } from '../db'
import { NoticeInterrupted, notifyPerson, type Notice } from '../notifications/notify-person'
import { siteUrl } from '../seo/site-url'
import { doctorName, findAppointmentForEmail, letter, type AppointmentForEmail } from './appointment-email-details'

/**
 * Reminders claimed per call, so one run stays well inside a serverless time limit; the host calls
 * every ten minutes and the soonest sessions go first, so a larger backlog drains over the next runs.
 */
export const REMINDER_BATCH_SIZE = 200
/** Reminders whose notices are sent at the same time within a run. */
const PARALLEL = 5

type DueReminder = { id: string; startsAt: Date; kind: ReminderKind }

/**
 * The reminder cron (app/api/cron/appointment-reminders, decision 025): every Paid, not completed
 * session gets a reminder 24 hours before and another in the hour before it starts, to the patient
 * and to the therapist, on the channels each chose (notifyPerson). The windows and their catch-up
 * after a missed run are lib/notifications/reminder-schedule.ts.
 *
 * Exactly once: a reminder is claimed by inserting its AppointmentReminder row, keyed by the
 * appointment, the kind and the session's start time, before anything is sent. Of two runs at once,
 * PostgreSQL lets one insert and the other finds the key taken, so it skips. A reschedule changes the
 * start time, so the new time's reminders are due again and the old time's can never be claimed; a
 * cancelled session is no longer Paid, so it is never claimed, and one claimed just before it was
 * cancelled is checked again before sending.
 */
export async function sendAppointmentReminders(now = new Date()): Promise<{ sent: number }> {
  const due = await findDueReminders(now)
  let sent = 0
  for (let i = 0; i < due.length; i += PARALLEL) {
    const results = await Promise.all(due.slice(i, i + PARALLEL).map((reminder) => remindOnce(reminder, now)))
    sent += results.filter(Boolean).length
  }
  return { sent }
}

/** Hour-before reminders first (they cannot wait), then the day-before ones; soonest first; one batch. */
async function findDueReminders(now: Date): Promise<DueReminder[]> {
  const due: DueReminder[] = []
  for (const kind of [...REMINDER_KINDS].reverse()) {
    const room = REMINDER_BATCH_SIZE - due.length
    if (room <= 0) break
    const { after, until } = reminderWindow(kind, now)
    const rows = await db.$queryRaw<{ id: string; startsAt: Date }[]>`
      SELECT a."id", a."startsAt" FROM "Appointment" a
      WHERE a."status" = 'Paid' AND a."isComplete" = false AND a."startsAt" > ${after} AND a."startsAt" <= ${until}
        AND NOT EXISTS (
          SELECT 1 FROM "AppointmentReminder" r
          WHERE r."appointmentId" = a."id" AND r."kind" = ${kind}::"ReminderKind" AND r."startsAt" = a."startsAt")
      ORDER BY a."startsAt" ASC, a."id" ASC
      LIMIT ${room}`
    due.push(...rows.map((row) => ({ ...row, kind })))
  }
  return due
}

/** Claims one reminder and sends it; false when another run had it, or the session changed meanwhile. */
async function remindOnce(reminder: DueReminder, now: Date): Promise<boolean> {
  const claimed = await db.$executeRaw`
    INSERT INTO "AppointmentReminder" ("appointmentId", "kind", "startsAt", "claimedAt")
    SELECT a."id", ${reminder.kind}::"ReminderKind", a."startsAt", ${now} FROM "Appointment" a
    WHERE a."id" = ${reminder.id}::uuid AND a."status" = 'Paid' AND a."isComplete" = false AND a."startsAt" = ${reminder.startsAt}
    ON CONFLICT DO NOTHING`
  if (claimed !== 1) return false

  let queuedAny = false
  try {
    const appointment = await findAppointmentForEmail(reminder.id)
    // Cancelled or moved between the claim and now: this reminder is for a session that is not on.
    if (!appointment || appointment.status !== 'Paid' || appointment.startsAt.getTime() !== reminder.startsAt.getTime()) return false
    for (const notice of reminderNotices(appointment, reminder.kind, now)) {
      const delivery = await notifyPerson(notice)
      queuedAny ||= delivery.email || delivery.sms || delivery.whatsapp
    }
    return true
  } catch (error) {
    queuedAny ||= error instanceof NoticeInterrupted
    // Only a database failure gets here (providers' failures stay in their outboxes). With nothing
    // queued yet the claim is handed back for the next run; once something went out it is kept, as
    // sending the rest again would send that twice.
    logError(`[reminders] the ${reminder.kind} reminder of ${reminder.id} ${queuedAny ? 'was only partly queued' : 'could not be queued; the next run tries again'}`, error)
    if (!queuedAny) {
      await db.appointmentReminder
        .deleteMany({ where: { appointmentId: reminder.id, kind: reminder.kind, startsAt: reminder.startsAt } })
        .catch(() => undefined)
    }
    return false
  }
}

/** One notice for the patient and one for the therapist: the same discreet short text, each their own email. */
function reminderNotices(appointment: AppointmentForEmail, kind: ReminderKind, now: Date): Notice[] {
  const moment = { kind, startsAt: appointment.startsAt, now }
  const subject = reminderEmailSubject(moment)
  const shortText = reminderShortText({ ...moment, videoLink: appointment.videoLink, sessionMode: appointment.sessionMode })
  // A phone session's patient learns, in the last hour, the number the call comes from (never the other way round).
  const callerNumber = appointment.sessionMode === 'Phone' && kind === 'HourBefore' ? normaliseNigerianPhone(appointment.therapist.user.phoneNumber ?? '') : null
  const patientShortText = reminderShortText({ ...moment, videoLink: appointment.videoLink, sessionMode: appointment.sessionMode, callerNumber })
  const doctor = doctorName(appointment)
  const opening = kind === 'HourBefore' ? 'Your session starts within the hour.' : 'This is a reminder of your upcoming session.'
  const details = (other: string, party: Party) => [
    other,
    `When: ${describeLagosTime(appointment.startsAt, appointment.endsAt)}`,
    `Duration: ${formatHours(appointment.durationHours)}`,
    ...sessionModeLines(appointment.sessionMode, appointment.videoLink, party),
  ]
  return [
    {
      userId: appointment.patientId,
      purpose: 'reminder',
      subject,
      shortText: patientShortText,
      emailText: letter(`Hello ${appointment.patient.fullName},`, [
        opening,
        '',
        ...details(`Therapist: ${doctor}`, 'patient'),
        '',
        reminderAdvice(appointment.sessionMode),
        ...(callerNumber ? [`The call will come from ${callerNumber}.`] : []),
        `See your appointments on your profile: ${siteUrl('/patient-profile')}`,
      ]),
    },
    {
      userId: appointment.therapistId,
      purpose: 'reminder',
      subject,
      shortText,
      emailText: letter(`Hello ${doctor},`, [
        opening,
        '',
        ...details(`Patient: ${appointment.patient.fullName}`, 'therapist'),
        '',
        `See your schedule: ${siteUrl('/therapist-dashboard/therapistAppointment')}`,
      ]),
    },
  ]
}
