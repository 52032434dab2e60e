import 'server-only'

/** The fields of a notification's eventData, as given: every one is checked where it is read. */
export type EventData = Record<string, unknown>

/** A reference as Monnify sends it: a non-empty string of sensible length, or null. */
export function referenceOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' && value.length <= 200 ? value.trim() : null
}

/** eventData of a stored notification `{ eventType, eventData }`; {} when it has none. */
export function eventDataOf(payload: unknown): EventData {
  return isObject(payload) && isObject(payload.eventData) ? payload.eventData : {}
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
