import 'server-only'

/** What handling a provider event came to; `alert` is for an admin (it is stored on the event and logged). */
export type EventOutcome = { summary: string; alert: string | null }

export const done = (summary: string): EventOutcome => ({ summary, alert: null })
export const alert = (text: string): EventOutcome => ({ summary: text, alert: text })

/** The event cannot be handled yet (the provider does not report the payment paid, or cannot be reached): the drain tries again. */
export class EventNotReady extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'EventNotReady'
  }
}
