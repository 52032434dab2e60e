import 'server-only'
import { appointmentUid, buildCalendarInvite } from '@/lib/calendar/ics'
import { formatHours, formatNaira } from '@/lib/format'
import { drTitle } from '@/lib/validation/reschedule'
import { describeLagosTime } from '../appointments/lagos-time'
import { config } from '../config'
import { db, type Prisma } from '../db'
import type { EmailAttachment } from '../email/send-email'

/*
 * What the booking emails (confirmation, late payment, reminder) say about one appointment, loaded
 * once with only the fields they need. Plain text throughout: names are user text and never HTML.
 */
const SELECT = {
  id: true,
  status: true,
  therapistId: true,
  isComplete: true,
  startsAt: true,
  endsAt: true,
  durationHours: true,
  amountKobo: true,
  paymentReference: true,
  videoLink: true,
  patient: { select: { fullName: true, email: true, erasedAt: true } },
  therapist: { select: { user: { select: { fullName: true, email: true, erasedAt: true } } } },
  payments: { select: { status: true, amountKobo: true, provider: true, transactionReference: true }, orderBy: { createdAt: 'asc' } },
} as const satisfies Prisma.AppointmentSelect

export type AppointmentForEmail = Prisma.AppointmentGetPayload<{ select: typeof SELECT }>
export type Recipient = { fullName: string; email: string }

export function findAppointmentForEmail(appointmentId: string): Promise<AppointmentForEmail | null> {
  return db.appointment.findUnique({ where: { id: appointmentId }, select: SELECT })
}

/** The people to write to: an erased account keeps its row (its appointments and payments stay) but is never written to. */
export function recipients(appointment: AppointmentForEmail): { patient: Recipient | null; therapist: Recipient | null } {
  const { patient } = appointment
  const therapist = appointment.therapist.user
  return {
    patient: patient.erasedAt ? null : { fullName: patient.fullName, email: patient.email },
    therapist: therapist.erasedAt ? null : { fullName: therapist.fullName, email: therapist.email },
  }
}

export const doctorName = (appointment: AppointmentForEmail) => drTitle(appointment.therapist.user.fullName)

/** The amount the provider reported for the payment with this status, else the amount due. */
export function amountPaidKobo(appointment: AppointmentForEmail, status: 'Paid' | 'RefundRequired'): number {
  return appointment.payments.find((payment) => payment.status === status)?.amountKobo ?? appointment.amountKobo
}

/** The lines every booking email shows: time in Lagos, length, amount, reference and video link. */
export function detailLines(appointment: AppointmentForEmail, other: string, amountKobo: number): string[] {
  return [
    other,
    `When: ${describeLagosTime(appointment.startsAt, appointment.endsAt)}`,
    `Duration: ${formatHours(appointment.durationHours)}`,
    `Amount paid: ${formatNaira(amountKobo)}`,
    `Payment reference: ${appointment.paymentReference}`,
    appointment.videoLink ? `Video session: ${appointment.videoLink}` : 'Video session: the link is on your appointment page.',
  ]
}

/** The .ics invite for one recipient (lib/calendar/ics.ts explains METHOD:REQUEST). */
export function calendarInviteAttachment(
  appointment: AppointmentForEmail,
  { attendee, summary, description, now = new Date() }: { attendee: Recipient; summary: string; description: string; now?: Date },
): EmailAttachment {
  const invite = buildCalendarInvite({
    uid: appointmentUid(appointment.id),
    stampedAt: now,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    summary,
    description,
    videoLink: appointment.videoLink,
    organizer: { name: 'Alafia', email: config().SUPPORT_EMAIL },
    attendee: { name: attendee.fullName, email: attendee.email },
  })
  return { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: Buffer.from(invite, 'utf8').toString('base64') }
}

/** A short plain-text letter: greeting, body, sign-off. */
export function letter(greeting: string, body: string[]): string {
  return [greeting, '', ...body, '', 'Alafia'].join('\n')
}
