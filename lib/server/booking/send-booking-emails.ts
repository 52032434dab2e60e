import 'server-only'
import { describeFullRefundDeadline, describePolicy } from '@/lib/appointments/cancellation-policy'
import { formatNaira } from '@/lib/money'
import { storedPolicy } from '../cancellations/current-policy'
import { sendEmail } from '../email/send-email'
import { needsIntake } from '../intake/intakes-needed'
import { siteUrl } from '../seo/site-url'
import {
  amountPaidKobo,
  type AppointmentForEmail,
  calendarInviteAttachment,
  detailLines,
  doctorName,
  findAppointmentForEmail,
  letter,
  recipients,
} from './appointment-email-details'
import { logWarn } from '@/lib/server/log'
import { describeLagosTime } from '@/lib/time'

/*
 * The booking emails (to the patient and the therapist), sent by confirmPayment once its transaction has committed (it never
 * undoes a payment when one of these fails). Plain text only: names are user text, never HTML.
 */

/** Patient and therapist each get the details, the video link and a calendar invite (.ics). */
export async function sendBookingConfirmedEmails(appointmentId: string): Promise<void> {
  const appointment = await findAppointmentForEmail(appointmentId)
  if (!appointment || appointment.status !== 'Paid') {
    logWarn(`[booking] no confirmation email for ${appointmentId}: ${appointment ? `status ${appointment.status}` : 'not found'}`)
    return
  }
  const { patient, therapist } = recipients(appointment)
  const doctor = doctorName(appointment)
  const patientName = appointment.patient.fullName
  const amount = amountPaidKobo(appointment, 'Paid')
  // The first session paid with this therapist asks for the intake: a link only, never a question in the email.
  const intakeLines = (await needsIntake({ patientId: appointment.patientId, appointmentId })) ? ['', `Before your first session, help your therapist prepare: ${siteUrl(`/intake/${appointmentId}`)}`] : []

  await Promise.all([
    patient &&
      sendEmail({
        to: patient.email,
        subject: `Your appointment with ${doctor} is confirmed`,
        text: letter(`Hello ${patient.fullName},`, [
          'Your payment has been received and your appointment is booked.',
          '',
          ...detailLines(appointment, `Therapist: ${doctor}`, amount),
          '',
          ...policyLines(appointment),
          '',
          'The attached calendar invite (invite.ics) adds the session to your calendar.',
          `See your appointments on your profile: ${siteUrl('/patient-profile')}`,
          ...intakeLines,
        ]),
        attachments: [
          calendarInviteAttachment(appointment, 'patient'),
        ],
      }),
    therapist &&
      sendEmail({
        to: therapist.email,
        subject: `New appointment booked with ${patientName}`,
        text: letter(`Hello ${doctor},`, [
          `${patientName} has booked and paid for a session with you.`,
          '',
          ...detailLines(appointment, `Patient: ${patientName}`, amount, 'therapist'),
          '',
          'The attached calendar invite (invite.ics) adds the session to your calendar.',
          `See your schedule: ${siteUrl('/therapist-dashboard/therapistAppointment')}`,
        ]),
        attachments: [
          calendarInviteAttachment(appointment, 'therapist'),
        ],
      }),
  ])
}

/**
 * The cancellation terms this booking was paid under (stored with it, so a later change of the
 * settings never changes them) and, in Lagos time, the last moment to cancel for a full refund.
 */
function policyLines(appointment: AppointmentForEmail, now = new Date()): string[] {
  const policy = storedPolicy(appointment)
  return [
    `Cancellation policy: ${describePolicy(policy)}`,
    describeFullRefundDeadline({ policy, startsAt: appointment.startsAt, now }),
    'You can cancel from the appointment on your profile.',
  ]
}

/** The payment arrived after the hold was lost and the time was taken: the patient is told a refund follows; support is told to refund. */
export async function sendLatePaymentEmails(appointmentId: string): Promise<void> {
  const appointment = await findAppointmentForEmail(appointmentId)
  const refund = appointment?.payments.find((payment) => payment.status === 'RefundRequired')
  if (!appointment || !refund) {
    logWarn(`[booking] no late-payment email for ${appointmentId}: ${appointment ? 'no payment awaiting a refund' : 'not found'}`)
    return
  }
  const { patient } = recipients(appointment)
  const doctor = doctorName(appointment)
  const when = describeLagosTime(appointment.startsAt, appointment.endsAt)
  const amount = formatNaira(refund.amountKobo)

  if (!patient) return
  await sendEmail({
    to: patient.email,
    subject: 'Your payment will be refunded',
    text: letter(`Hello ${patient.fullName},`, [
      `We received your payment of ${amount} for a session with ${doctor} on ${when}.`,
      'It arrived after the time you had chosen was released, and someone else has booked that time since, so no appointment was made.',
      '',
      'The full amount is on its way back to you: we have started the refund, and we will email you when it has been sent.',
      '',
      `Payment reference: ${appointment.paymentReference}`,
      `Choose another time: ${siteUrl(`/one-therapist/${appointment.therapistId}`)}`,
    ]),
  })
}
