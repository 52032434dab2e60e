import 'server-only'
import { joinLink, sessionModeLines, type Party } from '@/lib/appointments/session-mode-text'
import { calendarEventTitle } from '@/lib/calendar/event-title'
import { appointmentUid, buildCalendarInvite, buildCalendarInvites, type CalendarInvite } from '@/lib/calendar/ics'
import { formatHours } from '@/lib/format'
import { formatNaira } from '@/lib/money'
import { drTitle } from '@/lib/validation/reschedule'
import { config } from '../config'
import type { Prisma } from '../db'
import { siteUrl } from '../seo/site-url'
import type { EmailAttachment } from '../email/send-email'
import { describeLagosTime } from '@/lib/time'
import { readAppointmentForEmail } from './read-appointment-for-email'

/*
 * What the booking emails (confirmation, late payment, reminder) say about one appointment, loaded
 * once with only the fields they need. Plain text throughout: names are user text and never HTML.
 */
export const APPOINTMENT_EMAIL_SELECT = {
  id: true,
  status: true,
  patientId: true,
  therapistId: true,
  isComplete: true,
  startsAt: true,
  endsAt: true,
  durationHours: true,
  amountKobo: true,
  paymentReference: true,
  videoLink: true,
  sessionMode: true,
  // The cancellation terms stored when it was paid, which the confirmation states.
  policyFullRefundHours: true,
  policyLateRefundPercent: true,
  // Each invite's title follows its recipient's choice (lib/calendar/event-title.ts).
  patient: { select: { fullName: true, email: true, erasedAt: true, notificationPreference: { select: { calendarTitle: true } } } },
  therapist: { select: { user: { select: { fullName: true, email: true, phoneNumber: true, erasedAt: true, notificationPreference: { select: { calendarTitle: true } } } } } },
  payments: { select: { status: true, amountKobo: true, provider: true, transactionReference: true }, orderBy: { createdAt: 'asc' } },
  // Each move raises the calendar event's SEQUENCE, so a later invite replaces the earlier one.
  _count: { select: { reschedules: true } },
} as const satisfies Prisma.AppointmentSelect

export type AppointmentForEmail = Prisma.AppointmentGetPayload<{ select: typeof APPOINTMENT_EMAIL_SELECT }>
export type Recipient = { fullName: string; email: string }

/** APPOINTMENT_EMAIL_SELECT's answer, read in one statement (read-appointment-for-email.ts). */
export function findAppointmentForEmail(appointmentId: string): Promise<AppointmentForEmail | null> {
  return readAppointmentForEmail(appointmentId)
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

/** The lines every booking email shows: time in Lagos, length, amount, reference, and how to join (video, audio only or phone). */
export function detailLines(appointment: AppointmentForEmail, other: string, amountKobo: number, party: Party = 'patient'): string[] {
  return [
    other,
    `When: ${describeLagosTime(appointment.startsAt, appointment.endsAt)}`,
    `Duration: ${formatHours(appointment.durationHours)}`,
    `Amount paid: ${formatNaira(amountKobo)}`,
    `Payment reference: ${appointment.paymentReference}`,
    ...sessionModeLines(appointment.sessionMode, appointment.videoLink, party),
  ]
}

export type InviteParty = 'patient' | 'therapist'

/**
 * The .ics calendar event of one appointment for one of its two people (lib/calendar/ics.ts explains
 * METHOD:REQUEST). Every invite of an appointment (the booking email, each reschedule email, the
 * patient's own download) carries the same UID and, as SEQUENCE, the number of times it was moved, so
 * a calendar that has the event replaces it with the newer time instead of adding a second one. Each
 * names only its own recipient, so neither person learns the other's email address, and is titled as
 * that recipient chose: "Alafia session" unless they asked for the descriptive title.
 */
export function appointmentInvite(appointment: AppointmentForEmail, party: InviteParty, now = new Date(), { cancelled = false } = {}): string {
  return buildCalendarInvite(appointmentEvent(appointment, party, now, { cancelled }))
}

/** The event of appointmentInvite, for a calendar that holds several (a weekly series' weeks). */
export function appointmentEvent(appointment: AppointmentForEmail, party: InviteParty, now = new Date(), { cancelled = false } = {}): CalendarInvite {
  const isPatient = party === 'patient'
  const attendee = isPatient ? appointment.patient : appointment.therapist.user
  const room = joinLink(appointment.sessionMode, appointment.videoLink)
  const join =
    appointment.sessionMode === 'Phone'
      ? 'A phone call at the appointment time.'
      : room
        ? `Join the ${appointment.sessionMode === 'Audio' ? 'audio-only' : 'video'} session at the appointment time: ${room}`
        : ''
  const link = isPatient ? `Your appointments: ${siteUrl('/patient-profile')}` : `Your schedule: ${siteUrl('/therapist-dashboard/therapistAppointment')}`
  return {
    uid: appointmentUid(appointment.id),
    // A cancellation comes after every move: one more than the last update.
    sequence: appointment._count.reschedules + (cancelled ? 1 : 0),
    stampedAt: now,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    summary: calendarEventTitle({
      style: attendee.notificationPreference?.calendarTitle,
      otherParty: isPatient ? doctorName(appointment) : appointment.patient.fullName,
    }),
    description: [join, `Payment reference: ${appointment.paymentReference}`, link].filter(Boolean).join('\n'),
    videoLink: appointment.videoLink,
    organizer: { name: 'Alafia', email: config().SUPPORT_EMAIL },
    attendee: { name: attendee.fullName, email: attendee.email },
    cancelled,
  }
}

/** The invite as an email attachment (invite.ics); a cancellation's removes the event. */
export function calendarInviteAttachment(appointment: AppointmentForEmail, party: InviteParty, now = new Date(), { cancelled = false } = {}): EmailAttachment {
  const invite = appointmentInvite(appointment, party, now, { cancelled })
  return { filename: 'invite.ics', contentType: `text/calendar; method=${cancelled ? 'CANCEL' : 'REQUEST'}`, content: Buffer.from(invite, 'utf8').toString('base64') }
}

/** One calendar file (sessions.ics) with the event of every given appointment: a weekly series' weeks. */
export function calendarInvitesAttachment(appointments: readonly AppointmentForEmail[], party: InviteParty, now = new Date(), { cancelled = false } = {}): EmailAttachment {
  const invites = buildCalendarInvites(appointments.map((appointment) => appointmentEvent(appointment, party, now, { cancelled })))
  return { filename: 'sessions.ics', contentType: `text/calendar; method=${cancelled ? 'CANCEL' : 'REQUEST'}`, content: Buffer.from(invites, 'utf8').toString('base64') }
}

/** A short plain-text letter: greeting, body, sign-off. */
export function letter(greeting: string, body: string[]): string {
  return [greeting, '', ...body, '', 'Alafia'].join('\n')
}
