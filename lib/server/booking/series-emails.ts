import 'server-only'
import { SESSION_MODE_LABELS } from '@/lib/session-modes'
import { audioOnlyLink } from '@/lib/appointments/session-mode-text'
import { describePolicy } from '@/lib/appointments/cancellation-policy'
import { weekdayName } from '@/lib/availability/calendar'
import { formatHours } from '@/lib/format'
import { formatNaira } from '@/lib/money'
import { describeLagosTime, formatHour12, lagosClock } from '@/lib/time'
import { logWarn } from '@/lib/server/log'
import { storedPolicy } from '../cancellations/current-policy'
import { db } from '../db'
import { notifyPerson } from '../notifications/notify-person'
import { needsIntake } from '../intake/intakes-needed'
import { siteUrl } from '../seo/site-url'
import { APPOINTMENT_EMAIL_SELECT, calendarInvitesAttachment, letter, type AppointmentForEmail } from './appointment-email-details'
import { drTitle } from '@/lib/validation/reschedule'

/*
 * The emails of a standing weekly series (decision 023): each person gets ONE email for the whole
 * series, with one calendar file (sessions.ics) holding every week as its own event, under the UID
 * each week's own invites, moves and cancellations use, so a later change of one week updates that
 * event only. Plain text only: names are user text, never HTML. Sent after the change has committed;
 * a failure never undoes it.
 */

type SeriesForEmail = { patientId: string; therapistId: string; paymentReference: string; amountKobo: number; weeks: number; appointments: AppointmentForEmail[] }

async function findSeries(seriesId: string): Promise<SeriesForEmail | null> {
  return db.appointmentSeries.findUnique({
    where: { id: seriesId },
    select: { patientId: true, therapistId: true, paymentReference: true, amountKobo: true, weeks: true, appointments: { select: APPOINTMENT_EMAIL_SELECT, orderBy: { seriesIndex: 'asc' } } },
  })
}

/** "Week 3: Wednesday, April 23, 2031, 10:00 AM - 11:00 AM (Lagos time)", with its video link below. */
function weekLines(appointments: readonly AppointmentForEmail[], { withLinks }: { withLinks: boolean }): string[] {
  return appointments.flatMap((appointment, i) => [
    `Week ${i + 1}: ${describeLagosTime(appointment.startsAt, appointment.endsAt)}`,
    ...(withLinks && appointment.videoLink && appointment.sessionMode !== 'Phone'
      ? [appointment.sessionMode === 'Audio' ? `  Audio-only session: ${audioOnlyLink(appointment.videoLink)}` : `  Video session: ${appointment.videoLink}`]
      : []),
  ])
}

/** "every Wednesday, 10:00 AM - 11:00 AM (Lagos time), for 8 weeks". */
function repeatLine(appointments: readonly AppointmentForEmail[]): string {
  const first = appointments[0]!
  const start = lagosClock(first.startsAt)
  return `every ${weekdayName(start.date)}, ${formatHour12(start.hour)} - ${formatHour12(start.hour + first.durationHours)} (Lagos time), for ${appointments.length} weeks`
}

/** Patient and therapist each get every date, the video links and one calendar file for all the weeks. */
export async function sendSeriesConfirmedEmails(seriesId: string): Promise<void> {
  const series = await findSeries(seriesId)
  if (!series || series.appointments.some((appointment) => appointment.status !== 'Paid')) {
    logWarn(`[booking] no confirmation email for series ${seriesId}: ${series ? 'not every week is Paid' : 'not found'}`)
    return
  }
  const { appointments } = series
  const first = appointments[0]!
  const doctor = drTitle(first.therapist.user.fullName)
  const patientName = first.patient.fullName
  const each = formatNaira(first.amountKobo)
  const policy = storedPolicy(first)
  const details = [
    ...weekLines(appointments, { withLinks: true }),
    '',
    `Duration: ${formatHours(first.durationHours)} each`,
    `Session: ${SESSION_MODE_LABELS[first.sessionMode]}`,
    `Amount paid: ${formatNaira(series.amountKobo)} for ${appointments.length} sessions (${each} each), in one payment`,
    `Payment reference: ${series.paymentReference}`,
  ]
  const firstDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'Africa/Lagos' }).format(first.startsAt)
  // The first sessions paid with this therapist ask for the intake: a link only, never a question in the email.
  const intakeLines = (await needsIntake({ patientId: series.patientId, appointmentId: first.id })) ? ['', `Before your first session, help your therapist prepare: ${siteUrl(`/intake/${first.id}`)}`] : []

  await Promise.all([
    notifyPerson({
      userId: series.patientId,
      purpose: 'booking',
      subject: `Your ${appointments.length} weekly sessions with ${doctor} are confirmed`,
      emailText: letter(`Hello ${patientName},`, [
        `Your payment has been received and your sessions are booked: ${repeatLine(appointments)}.`,
        '',
        `Therapist: ${doctor}`,
        ...details,
        '',
        `Cancellation policy: ${describePolicy(policy)}`,
        'Each session keeps these terms on its own: cancelling one refunds that session only, and you can cancel the rest of the series at once.',
        'You can cancel from each appointment on your profile.',
        '',
        'The attached calendar file (sessions.ics) adds every session to your calendar.',
        `See your appointments on your profile: ${siteUrl('/patient-profile')}`,
        ...intakeLines,
      ]),
      shortText: `Your ${appointments.length} weekly Alafia sessions are booked, from ${firstDay}. Details are in your email.`,
      attachments: [calendarInvitesAttachment(appointments, 'patient')],
    }),
    notifyPerson({
      userId: series.therapistId,
      purpose: 'booking',
      subject: `${appointments.length} weekly sessions booked with ${patientName}`,
      emailText: letter(`Hello ${doctor},`, [
        `${patientName} has booked and paid for weekly sessions with you: ${repeatLine(appointments)}.`,
        '',
        `Patient: ${patientName}`,
        ...details,
        '',
        'The attached calendar file (sessions.ics) adds every session to your calendar.',
        `See your schedule: ${siteUrl('/therapist-dashboard/therapistAppointment')}`,
      ]),
      shortText: `${appointments.length} weekly Alafia sessions were booked with you, from ${firstDay}.`,
      attachments: [calendarInvitesAttachment(appointments, 'therapist')],
    }),
  ])
}

/** The series' payment arrived after its holds ran out and a week was taken: the patient is told that all of it comes back. */
export async function sendSeriesLatePaymentEmails(seriesId: string): Promise<void> {
  const series = await findSeries(seriesId)
  if (!series) return
  const first = series.appointments[0]!
  await notifyPerson({
    userId: series.patientId,
    purpose: 'booking',
    subject: 'Your payment will be refunded',
    emailText: letter(`Hello ${first.patient.fullName},`, [
      `We received your payment of ${formatNaira(series.amountKobo)} for ${series.weeks} weekly sessions with ${drTitle(first.therapist.user.fullName)}, ${repeatLine(series.appointments)}.`,
      'It arrived after the times you had chosen were released, and at least one of those weeks has been booked by someone else since, so no session of the series was booked.',
      '',
      'The full amount is on its way back to you: we have started the refund, and we will email you when it has been sent.',
      '',
      `Payment reference: ${series.paymentReference}`,
      `Choose other times: ${siteUrl(`/one-therapist/${series.therapistId}`)}`,
    ]),
    shortText: 'Your Alafia payment arrived too late to book the weekly sessions; it is being refunded in full.',
  })
}

/**
 * The rest of a series was cancelled at once: one email each, listing the cancelled weeks and (to
 * the patient) what comes back for each, with one calendar cancellation for all of them.
 */
export async function sendSeriesCancellationEmails({ seriesId, cancelled }: { seriesId: string; cancelled: { appointmentId: string; refundKobo: number }[] }): Promise<void> {
  const series = await findSeries(seriesId)
  if (!series || cancelled.length === 0) return
  const refunds = new Map(cancelled.map((week) => [week.appointmentId, week.refundKobo]))
  const weeks = series.appointments.filter((appointment) => refunds.has(appointment.id))
  const first = weeks[0]!
  const doctor = drTitle(first.therapist.user.fullName)
  const patientName = first.patient.fullName
  const total = cancelled.reduce((sum, week) => sum + week.refundKobo, 0)
  const dated = weeks.map((appointment) => `${describeLagosTime(appointment.startsAt, appointment.endsAt)}`)
  await Promise.all([
    notifyPerson({
      userId: series.patientId,
      purpose: 'schedule-change',
      subject: `Your remaining ${weeks.length === 1 ? 'session' : `${weeks.length} sessions`} with ${doctor} ${weeks.length === 1 ? 'is' : 'are'} cancelled`,
      emailText: letter(`Hello ${patientName},`, [
        `You cancelled the rest of your weekly sessions with ${doctor}:`,
        ...weeks.map((appointment, i) => `${dated[i]}: ${refunds.get(appointment.id)! > 0 ? `${formatNaira(refunds.get(appointment.id)!)} back` : 'no refund due under its terms'}`),
        '',
        total > 0 ? `In all ${formatNaira(total)} is on its way back to you; we will email you when each refund has been sent.` : 'Under the cancellation terms of these bookings, no refund is due.',
        '',
        `Your appointments: ${siteUrl('/patient-profile')}`,
        '',
        `Payment reference: ${series.paymentReference}`,
      ]),
      shortText: `Your remaining Alafia sessions from ${dated[0]} are cancelled.`,
      attachments: [calendarInvitesAttachment(weeks, 'patient', new Date(), { cancelled: true })],
    }),
    notifyPerson({
      userId: series.therapistId,
      purpose: 'schedule-change',
      subject: `Weekly sessions cancelled: ${patientName}`,
      emailText: letter(`Hello ${doctor},`, [
        `${patientName} cancelled the rest of their weekly sessions with you:`,
        ...dated,
        'The hours are free again for other patients.',
        '',
        `Your schedule: ${siteUrl('/therapist-dashboard/therapistAppointment')}`,
      ]),
      shortText: `${weeks.length} weekly Alafia sessions with ${patientName} were cancelled.`,
      attachments: [calendarInvitesAttachment(weeks, 'therapist', new Date(), { cancelled: true })],
    }),
  ])
}
