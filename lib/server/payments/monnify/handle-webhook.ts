import 'server-only'
import { z } from 'zod'
import { PAYMENT_NOT_CONFIRMED, paymentReferenceField } from '@/lib/validation/booking'
import { readCappedText } from '../../api/read-capped-body'
import { errorResponse, fail, ok } from '../../api/respond'
import { confirmPayment } from '../../booking/confirm-payment'
import { config, isMonnifyConfigured } from '../../config'
import { isAppError } from '../../errors'
import { isValidMonnifySignature } from './webhook-signature'
import { logInfo, logWarn } from '@/lib/server/log'

/*
 * Monnify's transaction-completion webhook, POST /api/webhooks/monnify (issue 5, point 5; docs/api.md,
 * "Monnify webhook"). Monnify calls it server to server: there is no session and no same-site origin,
 * so the signature is the only credential. A valid signature still proves nothing about the payment
 * itself: confirmPayment asks Monnify's transaction query before it changes anything, exactly as it
 * does for the patient's own callback, so the two racing each other still give one payment.
 *
 * Monnify sends a notification again until it gets a 200, so the answer says whether to retry:
 * 200 when the event is handled or can never succeed; 503 when trying later could change the outcome.
 */

/** Monnify's notifications are a few kilobytes; anything far larger is not one. */
export const MAX_WEBHOOK_BYTES = 64 * 1024
export const SIGNATURE_HEADER = 'monnify-signature'
const LOG = '[monnify webhook]'

const eventSchema = z.object({
  eventType: z.string(),
  eventData: z.object({ paymentReference: z.unknown().optional() }).optional(),
})

export async function handleMonnifyWebhook(request: Request): Promise<Response> {
  // Without Monnify keys the sandbox takes payments and this address does not exist.
  if (!isMonnifyConfigured()) return fail(404, 'Not found')

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
  if (event.eventType !== 'SUCCESSFUL_TRANSACTION') return ok({ message: `Event ${event.eventType} ignored` })

  const reference = paymentReferenceField.safeParse(event.eventData?.paymentReference)
  // Not a reference this app ever made (a reserved-account transfer, say): nothing here can change that.
  if (!reference.success) return ok({ message: 'Not a payment reference of this service; ignored' })
  return confirmFromWebhook(reference.data)
}

async function confirmFromWebhook(paymentReference: string): Promise<Response> {
  try {
    const { message } = await confirmPayment({ paymentReference, source: { kind: 'webhook' } })
    logInfo(`${LOG} ${paymentReference}: confirmed`)
    return ok({ message })
  } catch (error) {
    if (!isAppError(error)) return errorResponse(error, `${LOG} ${paymentReference}`)
    logInfo(`${LOG} ${paymentReference}: ${error.code} ${error.message}`)
    switch (error.code) {
      case 'NOT_FOUND':
        return ok({ message: 'No booking has this payment reference; nothing to do.' })
      case 'CONFLICT': // The payment came too late for its time and is recorded for a refund.
        return ok({ message: error.message })
      case 'PAYMENT_REQUIRED':
        // Monnify's own query does not (yet) report it paid in full: PENDING, or a transfer that has
        // so far covered part of the amount. It may still become PAID, and this notification is the
        // one thing that will ask again, so let Monnify retry. A failed payment is final.
        if (error.message === PAYMENT_NOT_CONFIRMED) return retryLater('Monnify does not report this payment as paid yet; send it again later.')
        return ok({ message: error.message })
      default: // UNAVAILABLE: Monnify's query could not be reached; retrying will help.
        return errorResponse(error, `${LOG} ${paymentReference}`)
    }
  }
}

function retryLater(message: string): Response {
  const response = fail(503, message)
  response.headers.set('Retry-After', '60')
  return response
}

function parseEvent(rawBody: string): z.infer<typeof eventSchema> | null {
  try {
    const parsed = eventSchema.safeParse(JSON.parse(rawBody))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
