import 'server-only'
import { Resend } from 'resend'
import { config } from '../config'
import type { EmailMessage } from './send-email'

/** A provider that does not answer within this time counts as failed (the email stays in the outbox). */
export const RESEND_TIMEOUT_MS = 10_000

export type Delivery = { ok: true; providerMessageId: string } | { ok: false; error: string }

/**
 * Sends one email through Resend's POST /emails (https://resend.com/docs/api-reference/emails/send-email).
 * The outbox row's id is the idempotency key, so a retry of the same row is never sent twice.
 * The SDK never throws for HTTP or network failures: it answers { error }, turned into a Delivery here.
 */
export async function deliverWithResend(message: EmailMessage, outboxId: string): Promise<Delivery> {
  const { RESEND_API_KEY, RESEND_BASE_URL, EMAIL_FROM } = config()
  const resend = new Resend(RESEND_API_KEY, { baseUrl: RESEND_BASE_URL })
  try {
    const { data, error } = await resend.emails.send(
      {
        from: EMAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        // The SDK sends these as { filename, content, content_type }; a string content is taken as base64.
        attachments: message.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
      },
      { idempotencyKey: `outbox-${outboxId}`, signal: AbortSignal.timeout(RESEND_TIMEOUT_MS) },
    )
    if (error) return { ok: false, error: `${error.name}${error.statusCode ? ` (${error.statusCode})` : ''}: ${error.message}` }
    if (!data?.id) return { ok: false, error: 'Resend answered without an email id' }
    return { ok: true, providerMessageId: data.id }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }
  }
}
