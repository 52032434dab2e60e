import 'server-only'
import type { Actor } from '../auth/assert-role'
import { db, Prisma, readRows } from '../db'
import { linkedPeopleIds, sideOf } from './thread-parties'

export type ThreadSummary = {
  /** The other person's user id: the thread's address (GET/POST /api/v1/messages/threads/{userId}). */
  userId: string
  fullName: string
  /** Their messages the caller has not opened yet. */
  unread: number
  /** When the last message of either person was sent; null before the first. */
  lastMessageAt: string | null
  /** False while the other person's account is blocked: the thread can be read, not added to. */
  canReply: boolean
}

/**
 * GET /api/v1/messages/threads, the patient's profile and the dashboard's Messages page: one thread
 * for each person a session links the caller with (a thread exists to be started before its first
 * message), the most recent conversation first, then by name. Erased accounts have none.
 */
export async function listThreads({ caller }: { caller: Actor }): Promise<ThreadSummary[]> {
  const ids = await linkedPeopleIds(caller)
  if (ids.length === 0) return []
  const side = sideOf(caller)
  const people = await db.user.findMany({ where: { id: { in: ids }, erasedAt: null }, select: { id: true, fullName: true, isBlocked: true } })
  const counts = await unreadByPerson(caller.id, side)
  const threads = await db.messageThread.findMany({
    where: side === 'patient' ? { patientId: caller.id } : { therapistId: caller.id },
    select: { patientId: true, therapistId: true, lastMessageAt: true },
  })
  const lastAt = new Map(threads.map((thread) => [side === 'patient' ? thread.therapistId : thread.patientId, thread.lastMessageAt]))
  return people
    .map((person) => ({
      userId: person.id,
      fullName: person.fullName,
      unread: counts.get(person.id) ?? 0,
      lastMessageAt: lastAt.get(person.id)?.toISOString() ?? null,
      canReply: !person.isBlocked,
    }))
    .sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '') || a.fullName.localeCompare(b.fullName))
}

/** The caller's unread messages, per other person: theirs, newer than the caller's read marker. */
async function unreadByPerson(callerId: string, side: 'patient' | 'therapist'): Promise<Map<string, number>> {
  // The column names come from this fixed choice, never from input.
  const [mine, theirs, readAt] =
    side === 'patient' ? (['patientId', 'therapistId', 'patientReadAt'] as const) : (['therapistId', 'patientId', 'therapistReadAt'] as const)
  const rows = await readRows<{ otherId: string; unread: number }>(Prisma.sql`
    SELECT t.${Prisma.raw(`"${theirs}"`)}::text AS "otherId", count(*)::int AS unread
    FROM "MessageThread" t JOIN "Message" m ON m."threadId" = t."id"
    WHERE t.${Prisma.raw(`"${mine}"`)} = ${callerId}::uuid
      AND m."fromPatient" = ${side === 'therapist'}
      AND (t.${Prisma.raw(`"${readAt}"`)} IS NULL OR m."createdAt" > t.${Prisma.raw(`"${readAt}"`)})
    GROUP BY 1`)
  return new Map(rows.map((row) => [row.otherId, row.unread]))
}
