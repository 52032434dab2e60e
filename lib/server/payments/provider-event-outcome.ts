import 'server-only'

/**
 * What handling a provider event came to; `alert` is for an admin (stored on the event, logged,
 * emailed to support and listed on /admin/refunds), with the appointment it concerns when known.
 */
export type EventOutcome = { summary: string; alert: string | null; appointmentId?: string }

export const done = (summary: string): EventOutcome => ({ summary, alert: null })
export const alert = (text: string, appointmentId?: string): EventOutcome => ({ summary: text, alert: text, appointmentId })

/** The event cannot be handled yet (the provider does not report the payment paid, or cannot be reached): the drain tries again. */
export class EventNotReady extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'EventNotReady'
  }
}
