import 'server-only'
import type { ContactMessage } from '@/lib/validation/contact'
import { config } from '../config'
import { db } from '../db'
import { sendEmail } from '../email/send-email'
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit'
import { logError, logWarn } from '@/lib/server/log'

// Spam throttle (docs/decisions/007-email-and-rate-limits.md): a few messages per address an hour,
// and a cap for the whole site so a botnet cannot flood the support inbox.
export const CONTACT_WINDOW_MS = 60 * 60 * 1000
export const CONTACT_LIMIT_PER_ADDRESS = 5
export const CONTACT_LIMIT_OVERALL = 200

export type ContactReceipt = {
  /** The stored ContactMessage's id; null when the honeypot caught a bot and nothing was stored. */
  id: string | null
}

/**
 * Stores a contact-form message (validated by contactMessageSchema) and emails it to the support
 * address, with reply-to set to the visitor. The stored row is what counts: once it is written the
 * visitor is told the message was sent, whatever the email provider does (admins read every message
 * in /admin/contact-messages, and a failed email stays in the outbox marked Failed).
 */
export async function sendContactMessage(input: { message: ContactMessage; ipAddress: string }): Promise<ContactReceipt> {
  const { message, ipAddress } = input
  // The honeypot is filled in: a bot. Answer as if it worked, so it learns nothing, and keep nothing.
  if (message.website) {
    logWarn(`[contact] honeypot filled from ${ipAddress}: message dropped`)
    return { id: null }
  }

  // Without a known address every visitor would share one counter: rely on the overall cap alone.
  if (ipAddress !== 'unknown')
    await enforceRateLimit(
      { bucket: 'contact:address', key: ipAddress, limit: CONTACT_LIMIT_PER_ADDRESS, windowMs: CONTACT_WINDOW_MS },
      (retryIn) => `You have sent several messages in a short time. Please try again ${retryIn}.`,
    )
  await enforceRateLimit(
    { bucket: 'contact:all', key: 'all', limit: CONTACT_LIMIT_OVERALL, windowMs: CONTACT_WINDOW_MS },
    (retryIn) => `We are receiving a lot of messages right now. Please try again ${retryIn}.`,
  )

  const stored = await db.contactMessage.create({
    data: { fullName: message.fullName, email: message.email, message: message.message },
    select: { id: true },
  })

  try {
    await sendEmail({
      to: config().SUPPORT_EMAIL,
      replyTo: message.email,
      subject: `Contact form: ${message.fullName}`,
      text: contactEmailText(message, stored.id),
    })
  } catch (error) {
    // The outbox write itself failed (the database): the message is stored, so still a success.
    logError(`[contact] message ${stored.id} stored but its email could not be recorded`, error)
  }
  return { id: stored.id }
}

/** Plain text only: the visitor's words are never interpreted as HTML. */
function contactEmailText(message: ContactMessage, id: string): string {
  return [
    'A new message arrived through the contact form on Alafia.',
    '',
    `Name: ${message.fullName}`,
    `Email: ${message.email}`,
    `Reference: ${id}`,
    '',
    'Message:',
    message.message,
    '',
    '---',
    `Reply to this email to answer ${message.fullName} directly. Every message is also listed in the admin area under Contact messages.`,
  ].join('\n')
}
