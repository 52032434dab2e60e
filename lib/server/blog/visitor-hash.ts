import 'server-only'
import { createHmac } from 'node:crypto'
import { config } from '../config'

/**
 * A visitor's fingerprint for view counting: HMAC-SHA256 keyed with AUTH_SECRET over the Lagos day,
 * the client address and the user agent. No address is stored, the hash cannot be reversed without
 * the secret, and including the day means one visitor's hashes cannot be linked across days.
 */
export function visitorHash({ day, address, userAgent }: { day: string; address: string; userAgent: string }): string {
  return createHmac('sha256', config().AUTH_SECRET).update(`${day}\n${address}\n${userAgent}`).digest('hex')
}
