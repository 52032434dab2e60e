import 'server-only'
import { hash, verify } from '@node-rs/argon2'
import { ARGON2ID_OPTIONS } from '@/lib/password-hashing'

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS)
}

// Verified when the email is unknown, so both answers take the same time.
let dummyHash: Promise<string> | undefined

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash('not-a-real-password', ARGON2ID_OPTIONS)
  try {
    return await verify(passwordHash ?? (await dummyHash), password)
  } catch {
    return false
  }
}
