import 'server-only'
import { sendEmail } from '../email/send-email'
import { siteUrl } from '../seo/site-url'
import { describeLagosTime } from './lagos-time'
import { drTitle } from '@/lib/validation/reschedule'

type Moved = {
  patient: { fullName: string; email: string }
  therapist: { fullName: string; email: string }
  from: { startsAt: Date; endsAt: Date }
  to: { startsAt: Date; endsAt: Date }
}

/** Tells the patient and the therapist the new time, in Lagos time (issue 4). Plain text: no user HTML. */
export async function sendRescheduleEmails({ patient, therapist, from, to }: Moved): Promise<void> {
  const newTime = describeLagosTime(to.startsAt, to.endsAt)
  const oldTime = describeLagosTime(from.startsAt, from.endsAt)
  const doctor = drTitle(therapist.fullName)
  await Promise.all([
    sendEmail({
      to: patient.email,
      subject: 'Your appointment has been rescheduled',
      text: [
        `Hello ${patient.fullName},`,
        '',
        `Your appointment with ${doctor} has been moved.`,
        '',
        `New time: ${newTime}`,
        `Previous time: ${oldTime}`,
        '',
        `See your appointments on your profile: ${siteUrl('/patient-profile')}`,
        '',
        'Alafia',
      ].join('\n'),
    }),
    sendEmail({
      to: therapist.email,
      subject: 'An appointment has been rescheduled',
      text: [
        `Hello ${doctor},`,
        '',
        `${patient.fullName} has moved their appointment with you.`,
        '',
        `New time: ${newTime}`,
        `Previous time: ${oldTime}`,
        '',
        `See your schedule: ${siteUrl('/therapist-dashboard/therapistAppointment')}`,
        '',
        'Alafia',
      ].join('\n'),
    }),
  ])
}
