/** A base64 (or base64url) key setting that must decode to exactly 32 bytes (AES-256); null otherwise. */
export function decodeDataKey(encoded: string): Buffer | null {
  const text = encoded.trim()
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null
  const key = Buffer.from(text, /[-_]/.test(text) ? 'base64url' : 'base64')
  return key.length === 32 ? key : null
}
