import 'server-only'
import { MESSAGING_ROLES } from '@/lib/roles'
import { isUuid } from '@/lib/validation/directory'
import { assertRole, type Actor } from '../auth/assert-role'
import { db } from '../db'
import { SESSION_WHERE } from '../appointments/visible-appointments'

/*
 * Who may talk to whom (docs/decisions/030-secure-messages.md): a patient and a therapist share one
 * thread while a session links them, that is an appointment both of them see as a session: paid
 * (to come, going on or completed) or paid and then cancelled with the payment kept. A hold never
 * paid for, or money returned without a session, links no one. This is the only rule of access:
 * every read and write of a thread asks it first, with the caller's side taken from their role, so
 * an admin, a manager, another patient or another therapist never finds a thread.
 */

export type ThreadSide = 'patient' | 'therapist'

export type ThreadParties = {
  patientId: string
  therapistId: string
  /** The caller's side of the thread. */
  side: ThreadSide
  /** The other person; a blocked account's thread is read-only (an erased one's is gone). */
  other: { id: string; fullName: string; isBlocked: boolean }
}

export const sideOf = (actor: Actor): ThreadSide => (actor.role === 'Patient' ? 'patient' : 'therapist')

/** The pair of a thread between the caller and another person, or null when no session links them. */
export async function findThreadParties({ caller, otherId }: { caller: Actor; otherId: string }): Promise<ThreadParties | null> {
  assertRole(caller, MESSAGING_ROLES)
  if (!isUuid(otherId) || otherId === caller.id) return null
  const side = sideOf(caller)
  const pair = side === 'patient' ? { patientId: caller.id, therapistId: otherId } : { patientId: otherId, therapistId: caller.id }
  const link = await db.appointment.findFirst({ where: { ...pair, ...SESSION_WHERE }, select: { id: true } })
  if (!link) return null
  const other = await db.user.findUnique({ where: { id: otherId }, select: { id: true, fullName: true, isBlocked: true, erasedAt: true } })
  if (!other || other.erasedAt) return null
  return { ...pair, side, other: { id: other.id, fullName: other.fullName, isBlocked: other.isBlocked } }
}

/** The ids of everyone a session links the caller with (the people they may have a thread with). */
export async function linkedPeopleIds(caller: Actor): Promise<string[]> {
  assertRole(caller, MESSAGING_ROLES)
  if (sideOf(caller) === 'patient') {
    const rows = await db.appointment.findMany({ where: { patientId: caller.id, ...SESSION_WHERE }, select: { therapistId: true }, distinct: ['therapistId'] })
    return rows.map((row) => row.therapistId)
  }
  const rows = await db.appointment.findMany({ where: { therapistId: caller.id, ...SESSION_WHERE }, select: { patientId: true }, distinct: ['patientId'] })
  return rows.map((row) => row.patientId)
}
