import 'server-only'
import { randomBytes } from 'node:crypto'

/**
 * A payment reference the server makes for every hold: the current timestamp plus
 * 64 random bits, so it is unique and cannot be guessed from another patient's.
 */
export function newPaymentReference(now = new Date()): string {
  return `ALF-${now.getTime()}-${randomBytes(8).toString('hex')}`
}

/** A private Jitsi room for one paid session: its name carries 96 random bits. */
/** Any session room link (what newVideoLink makes, and the demo data's): hidden where it must not show. */
export const SESSION_LINK_PATTERN = /https:\/\/meet\.jit\.si\/\S+/gi

export function newVideoLink(): string {
  return `https://meet.jit.si/Alafia-${randomBytes(12).toString('hex')}`
}
