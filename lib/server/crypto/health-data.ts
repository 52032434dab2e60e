import 'server-only'
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { dataKeys, type DataKey } from './data-keys'

/**
 * Health data (message bodies, intake answers, session notes) sealed in the application before it
 * reaches PostgreSQL, so the database, its backups and anyone reading them see only ciphertext.
 *
 * AES-256-GCM through Node's crypto: a fresh 12-byte IV per value and the 16-byte tag, stored as one
 * base64 string (iv | tag | ciphertext) with the key's id in a column beside it. The context (the
 * table and row id, e.g. "Message:<id>") is authenticated too: a value copied into another row, or
 * another table, no longer opens. Nothing here logs or throws the plaintext.
 */
export type Sealed = { ciphertext: string; keyId: string }

const IV_BYTES = 12
const TAG_BYTES = 16

export class HealthDataKeyMissing extends Error {
  constructor(keyId: string) {
    super(`No data encryption key with id ${keyId} is configured (DATA_ENCRYPTION_PREVIOUS_KEYS?)`)
  }
}

export function sealText(plain: string, context: string, key: DataKey = dataKeys().current): Sealed {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key.key, iv)
  cipher.setAAD(Buffer.from(context, 'utf8'))
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return { ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64'), keyId: key.id }
}

/** The plaintext; throws when the key is unknown or the value, its context or its key id was altered. */
export function openText(sealed: Sealed, context: string): string {
  const key = dataKeys().byId.get(sealed.keyId)
  if (!key) throw new HealthDataKeyMissing(sealed.keyId)
  const bytes = Buffer.from(sealed.ciphertext, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', key.key, bytes.subarray(0, IV_BYTES))
  decipher.setAAD(Buffer.from(context, 'utf8'))
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8')
}

/** A structured value (an intake's answers) sealed as one JSON document. */
export function sealJson(value: unknown, context: string): Sealed {
  return sealText(JSON.stringify(value), context)
}

export function openJson<T>(sealed: Sealed, context: string): T {
  return JSON.parse(openText(sealed, context)) as T
}

/** The value re-sealed with the current key (the rotation command); unchanged when it already is. */
export function resealed(sealed: Sealed, context: string): Sealed | null {
  const { current } = dataKeys()
  if (sealed.keyId === current.id) return null
  return sealText(openText(sealed, context), context, current)
}

/** The authenticated context of a sealed column's value: its table, column and row id. */
export function sealContext(table: string, column: string, id: string): string {
  return `${table}.${column}:${id}`
}
