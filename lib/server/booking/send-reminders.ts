import 'server-only'
import { formatHours, formatShortDate } from '@/lib/format'
import { db } from '../db'
import { sendEmail } from '../email/send-email'
import { siteUrl } from '../seo/site-url'
import { doctorName, findAppointmentForEmail, letter, recipients, type AppointmentForEmail } from './appointment-email-details'
import { logError } from '@/lib/server/log'
import { describeLagosTime, HOUR_MS } from '@/lib/time'

/** Reminders go out the day before: for sessions starting within the next 24 hours. */
export const REMINDER_WINDOW_MS = 24 * HOUR_MS
/**
 * Appointments reminded per call, so one run stays well inside a serverless time limit; the host
 * calls hourly and the soonest sessions go first, so a larger backlog drains over the next runs.
 */
export const REMINDER_BATCH_SIZE = 200
/** Appointments whose emails are sent at the same time within a run. */
const PARALLEL = 5

/**
 * The reminder cron (app/api/cron/appointment-reminders): every Paid, not completed
 * appointment starting after `now` and within 24 hours that has had no reminder gets one email to the
 * patient and one to the therapist.
 *
 * Safe to call twice, at the same time or again later: each appointment is claimed by one
 * conditional UPDATE (reminderSentAt null → now). PostgreSQL re-checks the condition after a
 * concurrent claim commits, so exactly one caller sees count 1 and sends; the others skip it.
 */
export async function sendAppointmentReminders(now = new Date()): Promise<{ sent: number }> {
  const due = await db.appointment.findMany({
    where: { ...REMINDABLE, startsAt: { gt: now, lte: new Date(now.getTime() + REMINDER_WINDOW_MS) } },
    orderBy: { startsAt: 'asc' },
    take: REMINDER_BATCH_SIZE,
    select: { id: true },
  })
  let sent = 0
  for (let i = 0; i < due.length; i += PARALLEL) {
    const results = await Promise.all(due.slice(i, i + PARALLEL).map(({ id }) => remindOnce(id, now)))
    sent += results.filter(Boolean).length
  }
  return { sent }
}

const REMINDABLE = { status: 'Paid', isComplete: false, reminderSentAt: null } as const

async function remindOnce(appointmentId: string, now: Date): Promise<boolean> {
  const { count } = await db.appointment.updateMany({ where: { id: appointmentId, ...REMINDABLE }, data: { reminderSentAt: now } })
  if (count !== 1) return false
  try {
    const appointment = await findAppointmentForEmail(appointmentId)
    if (appointment) await sendReminderEmails(appointment)
    return true
  } catch (error) {
    // Only a database failure gets here (sendEmail keeps provider failures in the outbox): hand the
    // appointment back so the next run tries again.
    logError(`[reminders] could not queue the reminder for ${appointmentId}`, error)
    await db.appointment.updateMany({ where: { id: appointmentId, reminderSentAt: now }, data: { reminderSentAt: null } }).catch(() => undefined)
    return false
  }
}

/** Plain text, times in Lagos time; no invite this time (the confirmation carried it). */
async function sendReminderEmails(appointment: AppointmentForEmail): Promise<void> {
  const { patient, therapist } = recipients(appointment)
  const doctor = doctorName(appointment)
  const patientName = appointment.patient.fullName
  const day = formatShortDate(appointment.startsAt)
  const details = (other: string) => [
    other,
    `When: ${describeLagosTime(appointment.startsAt, appointment.endsAt)}`,
    `Duration: ${formatHours(appointment.durationHours)}`,
    appointment.videoLink ? `Video session: ${appointment.videoLink}` : 'Video session: the link is on your appointment page.',
  ]
  await Promise.all([
    patient &&
      sendEmail({
        to: patient.email,
        subject: `Reminder: your appointment with ${doctor} on ${day}`,
        text: letter(`Hello ${patient.fullName},`, [
          'This is a reminder of your upcoming session.',
          '',
          ...details(`Therapist: ${doctor}`),
          '',
          'Join the video session a few minutes early from a quiet, private place.',
          `See your appointments on your profile: ${siteUrl('/patient-profile')}`,
        ]),
      }),
    therapist &&
      sendEmail({
        to: therapist.email,
        subject: `Reminder: appointment with ${patientName} on ${day}`,
        text: letter(`Hello ${doctor},`, [
          'This is a reminder of your upcoming session.',
          '',
          ...details(`Patient: ${patientName}`),
          '',
          `See your schedule: ${siteUrl('/therapist-dashboard/therapistAppointment')}`,
        ]),
      }),
  ])
}
