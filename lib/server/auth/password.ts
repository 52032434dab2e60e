import 'server-only'
import argon2 from 'argon2'

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB memory, 2 iterations, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS)
}

// Verified when the email is unknown, so both answers take the same time.
let dummyHash: Promise<string> | undefined

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= argon2.hash('not-a-real-password', OPTIONS)
  try {
    return await argon2.verify(hash ?? (await dummyHash), password)
  } catch {
    return false
  }
}
