import 'server-only'
import { config, isResendConfigured } from '../config'
import { db } from '../db'
import { deliverWithResend } from './resend-transport'
import { logError, logInfo } from '@/lib/server/log'

/*
 * The one way the app sends email (docs/decisions/007-email-and-rate-limits.md).
 *
 * Every email is first written to the EmailOutbox table, so none is ever lost and admins can read
 * what was sent. With RESEND_API_KEY set it is then sent through Resend and marked Sent (with
 * Resend's id) or Failed (with the cause). Without a key the outbox row itself is the delivery:
 * status Queued, provider 'outbox'.
 *
 * sendEmail never throws because the provider failed: it answers status 'Failed' and logs the cause,
 * so the caller's own work (a stored contact message, a reset token) stands. It does throw when the
 * database itself fails, like any other write.
 */

/** A file sent with an email, such as a calendar invite. */
export type EmailAttachment = {
  filename: string
  /** MIME type, e.g. 'text/calendar; method=REQUEST'. */
  contentType: string
  /** The file's bytes, base64-encoded. */
  content: string
}

export type EmailMessage = {
  /** One recipient address. */
  to: string
  subject: string
  /** Plain text: always sent, and what the outbox shows. */
  text: string
  /** Optional HTML alternative; escape any user text that goes into it. */
  html?: string
  /** Where replies go (e.g. the visitor who wrote through the contact form). */
  replyTo?: string
  /** Files sent with the email; kept in the outbox row too, so a retry can resend them. */
  attachments?: EmailAttachment[]
}

export type EmailProvider = 'resend' | 'outbox'

export type SentEmail = {
  /** The EmailOutbox row's id. */
  id: string
  status: 'Queued' | 'Sent' | 'Failed'
  provider: EmailProvider
  providerMessageId?: string
}

/**
 * A header's value on one line: line breaks and other control characters become spaces. Names in
 * subjects come from people; a line break there would add headers of its own (Bcc: …). Inputs are
 * already refused with line breaks; this is the last guard where text becomes a header.
 */
export function headerSafe(value: string): string {
  return value.replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, ' ').trim()
}

export async function sendEmail(input: EmailMessage): Promise<SentEmail> {
  const message: EmailMessage = {
    ...input,
    to: headerSafe(input.to),
    subject: headerSafe(input.subject),
    replyTo: input.replyTo === undefined ? undefined : headerSafe(input.replyTo),
  }
  const provider: EmailProvider = isResendConfigured() ? 'resend' : 'outbox'
  const row = await db.emailOutbox.create({
    data: {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments?.length ? message.attachments : undefined,
      provider,
      status: 'Queued',
    },
    select: { id: true },
  })
  if (provider === 'outbox') {
    if (config().NODE_ENV === 'development') logInfo(`[email] kept in the outbox (no RESEND_API_KEY): "${message.subject}" to ${message.to}`)
    return { id: row.id, status: 'Queued', provider }
  }

  const delivery = await deliverWithResend(message, row.id)
  if (!delivery.ok) {
    logError(`[email] Resend failed for outbox ${row.id} ("${message.subject}"): ${delivery.error}`)
    await db.emailOutbox.update({ where: { id: row.id }, data: { status: 'Failed', error: delivery.error.slice(0, 1000) } })
    return { id: row.id, status: 'Failed', provider }
  }
  await db.emailOutbox.update({
    where: { id: row.id },
    data: { status: 'Sent', providerMessageId: delivery.providerMessageId, sentAt: new Date(), error: null },
  })
  return { id: row.id, status: 'Sent', provider, providerMessageId: delivery.providerMessageId }
}
