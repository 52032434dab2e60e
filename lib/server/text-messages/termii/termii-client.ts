import 'server-only'
import { config } from '../../config'

/*
 * Termii's messaging API, the one call Alafia makes (docs/termii-api.md, from Termii's published
 * documentation: https://developers.termii.com/messaging-api):
 *
 *   POST {TERMII_BASE_URL}/api/sms/send   JSON { api_key, to, from, sms, type: 'plain', channel }
 *   200 → { code: 'ok', message_id, message_id_str?, message: 'Successfully Sent', balance, user }
 *   4xx → { message } (a bad key, an unknown sender ID, a route not set up…); 5xx: Termii's side.
 *
 * `channel` picks the route: 'dnd' or 'generic' for SMS, 'whatsapp' for WhatsApp, where `from` is the
 * WhatsApp device's name instead of the SMS sender ID. `to` is the international number without
 * its plus (2348031234567). Plain fetch, no SDK: one call does not need one.
 */

/** A provider that does not answer within this time counts as failed; the message stays in the outbox. */
export const TERMII_TIMEOUT_MS = 10_000

export type TextDelivery = { ok: true; providerMessageId: string } | { ok: false; error: string }

type SendInput = { to: string; text: string; channel: 'SMS' | 'WhatsApp' }

/** The request body Termii documents for one message. */
export function termiiSendBody({ to, text, channel }: SendInput): Record<string, string> {
  const { TERMII_API_KEY, TERMII_SENDER_ID, TERMII_WHATSAPP_FROM, TERMII_SMS_CHANNEL } = config()
  return {
    api_key: TERMII_API_KEY ?? '',
    to: to.replace(/^\+/, ''),
    from: channel === 'WhatsApp' ? (TERMII_WHATSAPP_FROM ?? TERMII_SENDER_ID) : TERMII_SENDER_ID,
    sms: text,
    type: 'plain',
    channel: channel === 'WhatsApp' ? 'whatsapp' : TERMII_SMS_CHANNEL,
  }
}

/**
 * Sends one SMS or WhatsApp message. Never throws: every failure (a refusal, Termii down, a timeout,
 * an answer without a message id) comes back as { ok: false, error } with a cause that names neither
 * the number nor the text, for the outbox row and the log.
 */
export async function sendWithTermii(input: SendInput, { timeoutMs = TERMII_TIMEOUT_MS } = {}): Promise<TextDelivery> {
  const url = `${config().TERMII_BASE_URL.replace(/\/+$/, '')}/api/sms/send`
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(termiiSendBody(input)),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    })
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    if (name === 'TimeoutError' || name === 'AbortError') return { ok: false, error: `Termii did not answer within ${timeoutMs / 1000} seconds` }
    const code = (error as { cause?: { code?: unknown } })?.cause?.code
    return { ok: false, error: `Termii could not be reached${typeof code === 'string' ? ` (${code})` : ''}` }
  }

  const body = await readJsonObject(response)
  const said = providerMessage(body)
  if (response.status >= 500) return { ok: false, error: `Termii is unavailable (HTTP ${response.status})${said ? `: ${said}` : ''}` }
  if (!response.ok) return { ok: false, error: `Termii refused the message (HTTP ${response.status})${said ? `: ${said}` : ''}` }
  // A 200 whose code is not "ok" is a refusal too (Termii answers some of them that way).
  if (typeof body?.code === 'string' && body.code.toLowerCase() !== 'ok') return { ok: false, error: `Termii refused the message (${body.code})${said ? `: ${said}` : ''}` }
  const messageId = messageIdOf(body)
  if (!messageId) return { ok: false, error: 'Termii answered without a message id' }
  return { ok: true, providerMessageId: messageId }
}

async function readJsonObject(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = JSON.parse(await response.text())
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/**
 * message_id_str when Termii sends it: message_id is a 19-digit number that JSON.parse would round
 * when it comes as a number, not a string.
 */
function messageIdOf(body: Record<string, unknown> | null): string | null {
  for (const key of ['message_id_str', 'message_id'] as const) {
    const value = body?.[key]
    if (typeof value === 'string' && value.trim()) return value.trim()
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value)
  }
  return null
}

/**
 * Termii's own words about a failure, short, with anything that looks like a phone number taken out
 * (an error may quote the number it refused): the cause is stored and logged, the number never is.
 */
function providerMessage(body: Record<string, unknown> | null): string {
  const value = body?.message ?? body?.error
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value)
  return text.replace(/\+?\d[\d\s-]{6,}\d/g, '[number]').replace(/\s+/g, ' ').trim().slice(0, 300)
}
