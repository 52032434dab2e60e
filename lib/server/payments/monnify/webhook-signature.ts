import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'

/** An HMAC-SHA512 digest written in hex: 128 hex digits. */
const SIGNATURE_PATTERN = /^[0-9a-f]{128}$/i

/**
 * Whether a webhook really comes from Monnify: its `monnify-signature` header must be the
 * HMAC-SHA512 of the raw request body keyed with our secret key, in hex
 * (https://developers.monnify.com/docs/integration-tools/webhooks, "computeHash"). The body is hashed
 * exactly as received: re-serialising parsed JSON could change spacing or key order and break it.
 * Compared in constant time so the answer's timing reveals nothing about the expected value.
 */
export function isValidMonnifySignature(rawBody: string, signature: string | null, secretKey: string): boolean {
  if (!secretKey || typeof signature !== 'string') return false
  const given = signature.trim()
  if (!SIGNATURE_PATTERN.test(given)) return false
  const expected = createHmac('sha512', secretKey).update(rawBody, 'utf8').digest()
  const received = Buffer.from(given, 'hex')
  return received.length === expected.length && timingSafeEqual(received, expected)
}
