// What the adversarial suite attacks: the production server scripts/test-security.mjs started, and
// its database, read directly to prove that a refused request changed nothing.
import { createDbClient } from '../../fixtures/db-client'
import { createPatient, createTherapist, DEMO_PASSWORD } from '../../fixtures/factories'
import { encodeSessionToken, type SessionClaims } from '../../../lib/session-cookie'
import { logIn, type Session } from '../../support/http-api'

if (!process.env.SECURITY_BASE_URL || !process.env.DATABASE_URL) throw new Error('Run the security suite with `npm run test:security`.')

export const BASE = process.env.SECURITY_BASE_URL
export const AUTH_SECRET = process.env.AUTH_SECRET ?? ''
export const db = createDbClient(process.env.DATABASE_URL)
export const DEMO = { patient: 'patient@alafia.test', therapist: 'therapist@alafia.test', admin: 'admin@alafia.test', manager: 'manager@alafia.test' } as const

export type Actor = Session & { id: string; email: string }

/** A fresh account of each kind, signed in through the API (the demo accounts stay untouched). */
export async function freshPatient(): Promise<Actor> {
  const user = await createPatient(db)
  return { id: user.id, email: user.email, ...(await logIn(BASE, user.email, DEMO_PASSWORD)) }
}

export async function freshTherapist({ verified = true } = {}): Promise<Actor> {
  const user = await createTherapist(db, { isVerified: verified })
  return { id: user.id, email: user.email, ...(await logIn(BASE, user.email, DEMO_PASSWORD, 'therapist')) }
}

export async function demo(role: keyof typeof DEMO): Promise<Actor> {
  const user = await db.user.findUniqueOrThrow({ where: { email: DEMO[role] } })
  return { id: user.id, email: user.email, ...(await logIn(BASE, user.email, DEMO_PASSWORD, role === 'therapist' ? 'therapist' : 'patient')) }
}

/** The sign-in a real token names (sid) and its absolute end, so a forged token differs in one thing only. */
export function signInOf(token: string): { sid: string; aexp: number } {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string; aexp: number }
  return { sid: payload.sid, aexp: payload.aexp }
}

/** A token signed with the server's own secret: what an attacker who stole or forged claims could not make. */
export const forgeToken = (claims: SessionClaims, maxAgeSeconds?: number) => encodeSessionToken(claims, AUTH_SECRET, maxAgeSeconds)

/** A snapshot of the rows a refused request must not have changed. */
export async function userRow(id: string) {
  return db.user.findUniqueOrThrow({ where: { id }, select: { role: true, isBlocked: true, fullName: true, email: true, sessionVersion: true, erasedAt: true, passwordHash: true } })
}
