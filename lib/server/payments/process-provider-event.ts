import 'server-only'
import { logError, logInfo, logWarn } from '@/lib/server/log'
import { db } from '../db'
import { handleMonnifyEvent } from './monnify/handle-monnify-event'
import { sendPaymentAlertEmail } from './payment-alert-email'
import { EventNotReady } from './provider-event-outcome'

/** A claim lasts this long: far longer than one event's work (a few provider calls with 8 s limits). */
const CLAIM_MS = 5 * 60_000
/** After this many tries (about two hours of drains every ten minutes) an event is left to an admin. */
export const MAX_EVENT_ATTEMPTS = 12

/**
 * Handles one recorded provider event, once at a time: it is claimed by a conditional update (not
 * yet processed, and not claimed by someone else, or their claim ran out), so the webhook's own
 * after-response work and any number of drains never handle one event together. Handled: it is
 * marked processed, with an alert when an admin must look at it. Not handled (the provider does not
 * report the payment paid yet, or could not be reached, or the database failed): the claim is
 * released with the error, and the next drain tries again, up to MAX_EVENT_ATTEMPTS.
 */
export async function processProviderEvent(eventId: string, { now = new Date() }: { now?: Date } = {}): Promise<'processed' | 'retry' | 'skipped'> {
  const [event] = await db.providerEvent.updateManyAndReturn({
    where: { id: eventId, processedAt: null, OR: [{ claimedUntil: null }, { claimedUntil: { lte: now } }] },
    data: { claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: { increment: 1 } },
    select: { id: true, provider: true, eventType: true, payload: true, attempts: true },
  })
  if (!event) return 'skipped'
  const label = `[provider event] ${event.provider} ${event.eventType} ${event.id}`
  try {
    const outcome = event.provider === 'Monnify' ? await handleMonnifyEvent(event.eventType, event.payload) : { summary: 'no handler', alert: null }
    await db.providerEvent.update({ where: { id: event.id }, data: { processedAt: new Date(), claimedUntil: null, lastError: null, alert: outcome.alert, appointmentId: outcome.appointmentId ?? null } })
    if (outcome.alert) {
      logWarn(`${label}: ALERT ${outcome.alert}`)
      await sendPaymentAlertEmail({ eventType: event.eventType, alert: outcome.alert, appointmentId: outcome.appointmentId })
    } else logInfo(`${label}: ${outcome.summary}`)
    return 'processed'
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
    if (event.attempts >= MAX_EVENT_ATTEMPTS) {
      const gaveUp = `Not handled after ${event.attempts} attempts: ${message}`
      await db.providerEvent.update({ where: { id: event.id }, data: { processedAt: new Date(), claimedUntil: null, lastError: message, alert: gaveUp } })
      logError(`${label}: ALERT ${gaveUp}`, error)
      await sendPaymentAlertEmail({ eventType: event.eventType, alert: gaveUp })
      return 'processed'
    }
    await db.providerEvent.update({ where: { id: event.id }, data: { claimedUntil: null, lastError: message } })
    if (error instanceof EventNotReady) logInfo(`${label}: attempt ${event.attempts}, not yet: ${message}`)
    else logWarn(`${label}: attempt ${event.attempts} failed; the next drain tries again: ${message}`)
    return 'retry'
  }
}
