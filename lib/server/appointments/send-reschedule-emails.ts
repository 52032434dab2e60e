import 'server-only'
import { sessionModeLines, type Party } from '@/lib/appointments/session-mode-text'
import { calendarInviteAttachment, doctorName, findAppointmentForEmail, letter, recipients } from '../booking/appointment-email-details'
import { sendEmail } from '../email/send-email'
import { siteUrl } from '../seo/site-url'
import { logWarn } from '@/lib/server/log'
import { describeLagosTime } from '@/lib/time'

type Moved = {
  appointmentId: string
  /** The time before the move. */
  from: { startsAt: Date; endsAt: Date }
  now?: Date
}

/**
 * Tells the patient and the therapist the new time, in Lagos time, once the move has
 * committed. Each email carries the updated calendar invite (same UID as the booking's invite, SEQUENCE
 * raised by the move, METHOD:REQUEST), so the event already in their calendar moves to the new time
 * instead of staying at the old one, and the video link, which the move does not change. Plain text:
 * names are user text, never HTML. An erased account is not written to.
 */
export async function sendRescheduleEmails({ appointmentId, from, now = new Date() }: Moved): Promise<void> {
  const appointment = await findAppointmentForEmail(appointmentId)
  if (!appointment || appointment.status !== 'Paid') {
    logWarn(`[reschedule] no email for ${appointmentId}: ${appointment ? `status ${appointment.status}` : 'not found'}`)
    return
  }
  const { patient, therapist } = recipients(appointment)
  const newTime = describeLagosTime(appointment.startsAt, appointment.endsAt)
  const oldTime = describeLagosTime(from.startsAt, from.endsAt)
  const doctor = doctorName(appointment)
  // The way to join as the booking emails give it (video, the room with video off, or a call), for each reader.
  const join = (party: Party) => (appointment.videoLink ? sessionModeLines(appointment.sessionMode, appointment.videoLink, party) : [])
  const invite = 'The attached calendar invite (invite.ics) moves the session in your calendar to the new time.'
  const changeLines = (party: Party) => ['', `New time: ${newTime}`, `Previous time: ${oldTime}`, ...join(party), '', invite]

  await Promise.all([
    patient &&
      sendEmail({
        to: patient.email,
        subject: 'Your appointment has been rescheduled',
        text: letter(`Hello ${patient.fullName},`, [
          `Your appointment with ${doctor} has been moved.`,
          ...changeLines('patient'),
          `See your appointments on your profile: ${siteUrl('/patient-profile')}`,
        ]),
        attachments: [calendarInviteAttachment(appointment, 'patient', now)],
      }),
    therapist &&
      sendEmail({
        to: therapist.email,
        subject: 'An appointment has been rescheduled',
        text: letter(`Hello ${doctor},`, [
          `${appointment.patient.fullName} has moved their appointment with you.`,
          ...changeLines('therapist'),
          `See your schedule: ${siteUrl('/therapist-dashboard/therapistAppointment')}`,
        ]),
        attachments: [calendarInviteAttachment(appointment, 'therapist', now)],
      }),
  ])
}
