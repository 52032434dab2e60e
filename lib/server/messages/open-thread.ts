import 'server-only'
import { MESSAGING_ROLES } from '@/lib/roles'
import { THREAD_NOT_FOUND } from '@/lib/validation/messages'
import type { Actor } from '../auth/assert-role'
import { db } from '../db'
import { AppError } from '../errors'
import { toMessageView, type MessageView } from './message-dto'
import { findThreadParties } from './thread-parties'

/** A thread shows its latest messages; older ones are kept but not sent to the page. */
export const THREAD_MESSAGE_LIMIT = 200

export type ThreadView = {
  userId: string
  fullName: string
  canReply: boolean
  /** Oldest first: the newest at the bottom, as a conversation reads. */
  messages: MessageView[]
  /** True when older messages than these exist. */
  hasEarlier: boolean
}

/**
 * GET /api/v1/messages/threads/{userId} and a thread's page: the caller's thread with that person,
 * opened for them and marked read up to its newest message. 404 when no session links the two (an
 * unknown or erased person, or an admin or manager asking), so a thread's existence is never told
 * to anyone outside it.
 */
export async function openThread({ caller, otherId }: { caller: Actor; otherId: string }): Promise<ThreadView> {
  // Admins and managers have no threads: theirs is the same 404 as anyone no session links.
  const parties = MESSAGING_ROLES.includes(caller.role) ? await findThreadParties({ caller, otherId }) : null
  if (!parties) throw new AppError('NOT_FOUND', THREAD_NOT_FOUND)
  const thread = await db.messageThread.findUnique({
    where: { patientId_therapistId: { patientId: parties.patientId, therapistId: parties.therapistId } },
    select: { id: true },
  })
  const rows = thread
    ? await db.message.findMany({
        where: { threadId: thread.id },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: THREAD_MESSAGE_LIMIT + 1,
        select: { id: true, fromPatient: true, bodyCiphertext: true, keyId: true, createdAt: true },
      })
    : []
  const hasEarlier = rows.length > THREAD_MESSAGE_LIMIT
  const shown = rows.slice(0, THREAD_MESSAGE_LIMIT).reverse()
  const newest = shown.at(-1)
  if (thread && newest) {
    // Read up to the newest message shown, never further: one that arrives meanwhile stays unread.
    // Never moved back either, when an older view is opened late.
    const column = parties.side === 'patient' ? 'patientReadAt' : 'therapistReadAt'
    await db.messageThread.updateMany({
      where: { id: thread.id, OR: [{ [column]: null }, { [column]: { lt: newest.createdAt } }] },
      data: { [column]: newest.createdAt },
    })
  }
  return {
    userId: parties.other.id,
    fullName: parties.other.fullName,
    canReply: !parties.other.isBlocked,
    messages: shown.map((row) => toMessageView(row, parties)),
    hasEarlier,
  }
}
