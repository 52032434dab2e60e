import 'server-only'
import { formatNaira } from '@/lib/money'
import { describeLagosTime } from '@/lib/time'
import { logError } from '@/lib/server/log'
import { calendarInviteAttachment, doctorName, findAppointmentForEmail, letter, recipients } from '../booking/appointment-email-details'
import { sendEmail } from '../email/send-email'
import { siteUrl } from '../seo/site-url'

type Cancellation = { appointmentId: string; by: 'Patient' | 'Therapist' | 'Admin'; reason: string | null; refundKobo: number }

/**
 * Both people hear of a cancellation, each with a calendar cancellation (METHOD:CANCEL, the invite's
 * UID, a higher SEQUENCE) so the event leaves their calendars. The patient learns what comes back;
 * when the therapist cancelled, they are pointed to the therapist's page and the directory to book
 * again. Sent after the cancellation has committed: a failure is logged and undoes nothing.
 */
export async function sendCancellationEmails({ appointmentId, by, reason, refundKobo }: Cancellation): Promise<void> {
  try {
    const appointment = await findAppointmentForEmail(appointmentId)
    if (!appointment) return
    const { patient, therapist } = recipients(appointment)
    const when = describeLagosTime(appointment.startsAt, appointment.endsAt)
    const doctor = doctorName(appointment)
    const refund = refundKobo > 0 ? `${formatNaira(refundKobo)} is on its way back to you; we will email you when it has been sent.` : 'Under the cancellation terms of this booking, no refund is due.'
    const why = reason ? [`Reason given: ${reason}`] : []
    const byWhom = { Patient: 'You cancelled', Therapist: `${doctor} cancelled`, Admin: 'Alafia cancelled' }[by]

    await Promise.all([
      patient &&
        sendEmail({
          to: patient.email,
          subject: `Your session with ${doctor} is cancelled`,
          text: letter(`Hello ${patient.fullName},`, [
            `${byWhom} your session on ${when}.`,
            ...why,
            '',
            refund,
            '',
            ...(by === 'Therapist'
              ? [`Book another time with ${doctor}: ${siteUrl(`/one-therapist/${appointment.therapistId}`)}`, `Or find another therapist: ${siteUrl('/therapists')}`]
              : [`Your appointments: ${siteUrl('/patient-profile')}`]),
            '',
            `Payment reference: ${appointment.paymentReference}`,
          ]),
          attachments: [calendarInviteAttachment(appointment, 'patient', new Date(), { cancelled: true })],
        }),
      therapist &&
        sendEmail({
          to: therapist.email,
          subject: `Session cancelled: ${appointment.patient.fullName}, ${when}`,
          text: letter(`Hello ${therapist.fullName},`, [
            `${by === 'Therapist' ? 'You cancelled' : by === 'Patient' ? `${appointment.patient.fullName} cancelled` : 'Alafia cancelled'} the session on ${when}.`,
            ...why,
            'The hours are free again for other patients.',
            '',
            `Your schedule: ${siteUrl('/therapist-dashboard/therapistAppointment')}`,
          ]),
          attachments: [calendarInviteAttachment(appointment, 'therapist', new Date(), { cancelled: true })],
        }),
    ])
  } catch (error) {
    logError(`[cancellation] ${appointmentId} was cancelled but an email could not be queued`, error)
  }
}
