import 'server-only'
import { createHash } from 'node:crypto'
import { config } from '../config'
import { decodeDataKey } from './data-key-format'

/** One AES-256 key and the id stored beside every value it sealed. */
export type DataKey = { id: string; key: Buffer }

/**
 * The id of a key: the first 16 hex digits of its SHA-256, so an id names exactly one key without
 * revealing it, and nobody has to keep ids and keys paired by hand.
 */
export function dataKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16)
}

/**
 * The current key (DATA_ENCRYPTION_KEY: every new value is sealed with it) and the previous ones
 * (DATA_ENCRYPTION_PREVIOUS_KEYS, comma-separated: still read until the rotation command has
 * re-sealed their rows). Config has already refused keys that are not 32 bytes.
 */
export function dataKeys(): { current: DataKey; byId: ReadonlyMap<string, DataKey> } {
  const settings = config()
  const toKey = (encoded: string): DataKey => {
    const key = decodeDataKey(encoded)!
    return { id: dataKeyId(key), key }
  }
  const current = toKey(settings.DATA_ENCRYPTION_KEY)
  const previous = settings.DATA_ENCRYPTION_PREVIOUS_KEYS.map(toKey)
  return { current, byId: new Map([...previous, current].map((key) => [key.id, key])) }
}
