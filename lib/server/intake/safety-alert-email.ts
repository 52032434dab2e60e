import 'server-only'
import { notifyPerson } from '../notifications/notify-person'
import { siteUrl } from '../seo/site-url'
import { therapistAppointmentPath } from '@/lib/therapist-dashboard/appointment-path'

/**
 * Tells the therapist that an intake needs their prompt attention. It carries no answer, no name of
 * the patient and no word about what was answered: an inbox is read by others and kept for years.
 * The link leads to the appointment, which only the signed-in therapist can open.
 */
export async function sendSafetyAlertEmail({ therapistId, appointmentId }: { therapistId: string; appointmentId: string }): Promise<void> {
  const link = siteUrl(therapistAppointmentPath(appointmentId))
  await notifyPerson({
    userId: therapistId,
    purpose: 'safety-alert',
    subject: 'An intake on Alafia needs your attention today',
    emailText: [
      'Hello,',
      '',
      'An intake from one of the people who booked with you needs your prompt attention.',
      'Please sign in, read it and acknowledge it from the appointment:',
      link,
      '',
      'For privacy, this email does not include any answers.',
      '',
      'Alafia',
    ].join('\n'),
    shortText: 'Alafia: something needs your attention today. Please sign in to your dashboard.',
  })
}
