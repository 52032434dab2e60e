import 'server-only'
import { normaliseNigerianPhone } from '@/lib/nigeria'
import type { NoticePurpose } from '@/lib/notifications/channels'
import { logError, logInfo } from '@/lib/server/log'
import { config, isTermiiConfigured } from '../config'
import { db } from '../db'
import { sendWithTermii } from './termii/termii-client'

/*
 * The one way the app sends an SMS or a WhatsApp message, as sendEmail is for email (decision 025).
 *
 * Every message is first written to the TextMessage table, so none is ever lost and admins can read
 * what was sent (/admin/text-messages). With TERMII_API_KEY set it is then sent through Termii and
 * marked Sent (with Termii's message id) or Failed (with the cause). Without a key the row itself is
 * the delivery: status Queued, provider 'outbox'.
 *
 * It never throws because the provider failed, and not once the row is written (a failure to record
 * the outcome is logged): it throws only when the row cannot be written, so a caller knows that a
 * throw means nothing was sent. Logs never carry the number in full or the text.
 */

export type TextChannel = 'SMS' | 'WhatsApp'
export type TextProvider = 'termii' | 'outbox'

export type TextMessageInput = {
  /** The person it is for, so erasure finds it. */
  userId: string | null
  /** A Nigerian mobile number in any form normaliseNigerianPhone reads; stored as E.164. */
  to: string
  channel: TextChannel
  /** Discreet (lib/notifications/discreet-text.ts): a lock screen may show it. */
  text: string
  purpose: NoticePurpose
}

export type SentText = { id: string; status: 'Queued' | 'Sent' | 'Failed'; provider: TextProvider; providerMessageId?: string }

/** +234•••••4567: enough for a log reader to tell two numbers apart, not enough to call anyone. */
export function maskPhone(phone: string): string {
  return phone.length > 8 ? `${phone.slice(0, 4)}•••••${phone.slice(-4)}` : '•••'
}

export async function sendTextMessage(input: TextMessageInput): Promise<SentText> {
  const to = normaliseNigerianPhone(input.to)
  if (!to) throw new Error('sendTextMessage needs a Nigerian mobile number')
  const provider: TextProvider = isTermiiConfigured() ? 'termii' : 'outbox'
  const row = await db.textMessage.create({
    data: { userId: input.userId, to, channel: input.channel, text: input.text, purpose: input.purpose, provider, status: 'Queued' },
    select: { id: true },
  })
  if (provider === 'outbox') {
    if (config().NODE_ENV === 'development') logInfo(`[text] ${input.channel} ${row.id} to ${maskPhone(to)} kept in the outbox (no TERMII_API_KEY)`)
    return { id: row.id, status: 'Queued', provider }
  }

  const delivery = await sendWithTermii({ to, text: input.text, channel: input.channel })
  const outcome = delivery.ok
    ? ({ status: 'Sent', providerMessageId: delivery.providerMessageId, sentAt: new Date(), error: null } as const)
    : ({ status: 'Failed', error: delivery.error.slice(0, 1000) } as const)
  if (!delivery.ok) logError(`[text] Termii failed for ${input.channel} ${row.id} to ${maskPhone(to)}: ${delivery.error}`)
  try {
    await db.textMessage.update({ where: { id: row.id }, data: outcome })
  } catch (error) {
    // The message has gone (or has failed) at Termii already; a second attempt would send it twice.
    logError(`[text] ${input.channel} ${row.id}: Termii answered ${outcome.status}, which could not be recorded`, error)
  }
  return delivery.ok ? { id: row.id, status: 'Sent', provider, providerMessageId: delivery.providerMessageId } : { id: row.id, status: 'Failed', provider }
}
