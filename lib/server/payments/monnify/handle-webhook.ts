import 'server-only'
import { z } from 'zod'
import { runAfterResponse } from '../../after-response'
import { readCappedText } from '../../api/read-capped-body'
import { errorResponse, fail, ok } from '../../api/respond'
import { config, isMonnifyConfigured } from '../../config'
import type { Prisma } from '../../db'
import { isAppError } from '../../errors'
import { clientAddress } from '../../request-info'
import { processProviderEvent } from '../process-provider-event'
import { recordProviderEvent } from '../record-provider-event'
import { isValidMonnifySignature } from './webhook-signature'
import { logWarn } from '@/lib/server/log'

/*
 * Monnify's webhook, POST /api/webhooks/monnify (docs/api.md, "Monnify webhook"). Monnify calls it
 * server to server: there is no session and no same-site origin, so the signature is the credential
 * (and, when MONNIFY_WEBHOOK_IPS is set, the sender's address). Monnify waits only briefly for an
 * answer and sends a notification again until it gets a 200, so this answers at once: a verified
 * notification is recorded (a replay is the same row) and answered 200, and the work (asking
 * Monnify's own query, confirming the payment, finishing a refund) runs after the response. What
 * that does not finish, the cron's drain does (lib/server/payments/drain-provider-events.ts).
 */

/** Monnify's notifications are a few kilobytes; anything far larger is not one. */
export const MAX_WEBHOOK_BYTES = 64 * 1024
export const SIGNATURE_HEADER = 'monnify-signature'
export const WEBHOOK_RECEIVED = 'Received'
const LOG = '[monnify webhook]'

const eventSchema = z.object({ eventType: z.string().min(1).max(100), eventData: z.record(z.string(), z.unknown()).optional() })

export async function handleMonnifyWebhook(request: Request): Promise<Response> {
  // Without Monnify keys the sandbox takes payments and this address does not exist.
  if (!isMonnifyConfigured()) return fail(404, 'Not found')
  if (!isAllowedSender(request.headers)) {
    logWarn(`${LOG} refused: the sender is not one of MONNIFY_WEBHOOK_IPS`)
    return fail(403, 'Forbidden')
  }

  let rawBody: string
  try {
    rawBody = await readCappedText(request, MAX_WEBHOOK_BYTES)
  } catch (error) {
    if (isAppError(error)) return fail(error.status, error.message)
    throw error
  }

  const secretKey = config().MONNIFY_SECRET_KEY ?? ''
  if (!isValidMonnifySignature(rawBody, request.headers.get(SIGNATURE_HEADER), secretKey)) {
    logWarn(`${LOG} refused: ${request.headers.has(SIGNATURE_HEADER) ? 'signature does not match' : 'no signature'}`)
    return fail(401, 'Invalid signature')
  }

  const event = parseEvent(rawBody)
  if (!event) return fail(400, 'The notification is not a Monnify event.')

  let recorded: { id: string; isProcessed: boolean }
  try {
    recorded = await recordProviderEvent({ provider: 'Monnify', eventType: event.eventType, rawBody, payload: event.payload })
  } catch (error) {
    // Not recorded (the database is down): Monnify must send it again.
    return errorResponse(error, `${LOG} recording ${event.eventType}`)
  }
  if (!recorded.isProcessed) await runAfterResponse(`${LOG} ${event.eventType} ${recorded.id}`, () => processProviderEvent(recorded.id))
  return ok({ message: WEBHOOK_RECEIVED })
}

/**
 * MONNIFY_WEBHOOK_IPS, when set, lists the only addresses notifications may come from (Monnify's
 * support pages name one, 35.242.133.146). The address is the one the nearest trusted proxy saw
 * (request-info.ts); an IPv4 address written as IPv6 (::ffff:a.b.c.d) is the same address.
 */
function isAllowedSender(headers: Headers): boolean {
  const allowed = config().MONNIFY_WEBHOOK_IPS
  if (allowed.length === 0) return true
  const sender = normalise(clientAddress(headers))
  return allowed.some((ip) => normalise(ip) === sender)
}

const normalise = (ip: string) => ip.trim().toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1')

/** The notification's type, and the whole JSON as sent (kept on the event row). */
function parseEvent(rawBody: string): { eventType: string; payload: Prisma.InputJsonObject } | null {
  try {
    const payload: unknown = JSON.parse(rawBody)
    const parsed = eventSchema.safeParse(payload)
    return parsed.success ? { eventType: parsed.data.eventType, payload: payload as Prisma.InputJsonObject } : null
  } catch {
    return null
  }
}
