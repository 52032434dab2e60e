import 'server-only'
import { randomUUID } from 'node:crypto'
import { MESSAGE_SENT, NOT_LINKED, sendingTooFast, sendMessageSchema, THREAD_CLOSED } from '@/lib/validation/messages'
import type { Actor } from '../auth/assert-role'
import { db } from '../db'
import { AppError, validationError } from '../errors'
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit'
import { sealMessageBody, type MessageView } from './message-dto'
import { tellOfNewMessage } from './tell-of-new-message'
import { findThreadParties } from './thread-parties'

/** Enough for a real conversation; a script filling a thread (or the outbox) is stopped. */
export const MESSAGE_RATE_LIMIT = { bucket: 'messages:send', limit: 30, windowMs: 10 * 60_000 } as const

/**
 * POST /api/v1/messages/threads/{userId} and the message form: a message from the caller to the
 * person a session links them with. 400 for an empty or too long body, 429 past the rate limit, 403
 * when nothing links the two (whoever the other id names) or when the other account is blocked.
 *
 * The body is sealed before it reaches the database (decision 027) and is never logged, audited or
 * emailed: the other person is told only that a message arrived (tellOfNewMessage), at most once a
 * quarter hour per thread.
 */
export async function sendMessage({ sender, otherId, body }: { sender: Actor; otherId: string; body: string }): Promise<{ message: string; data: MessageView }> {
  const parsed = sendMessageSchema.safeParse({ body })
  if (!parsed.success) throw validationError(parsed.error)
  await enforceRateLimit({ ...MESSAGE_RATE_LIMIT, key: sender.id }, sendingTooFast)
  const parties = await findThreadParties({ caller: sender, otherId })
  if (!parties) throw new AppError('FORBIDDEN', NOT_LINKED)
  if (parties.other.isBlocked) throw new AppError('FORBIDDEN', THREAD_CLOSED)

  const id = randomUUID()
  const sealed = sealMessageBody(id, parsed.data.body)
  const fromPatient = parties.side === 'patient'
  const { threadId, createdAt } = await db.$transaction(async (tx) => {
    // The thread is made by its first message; two first messages at once share the one row.
    await tx.$executeRaw`
      INSERT INTO "MessageThread" ("id", "patientId", "therapistId") VALUES (${randomUUID()}::uuid, ${parties.patientId}::uuid, ${parties.therapistId}::uuid)
      ON CONFLICT ("patientId", "therapistId") DO NOTHING`
    const thread = await tx.messageThread.findUniqueOrThrow({
      where: { patientId_therapistId: { patientId: parties.patientId, therapistId: parties.therapistId } },
      select: { id: true },
    })
    const message = await tx.message.create({ data: { id, threadId: thread.id, fromPatient, bodyCiphertext: sealed.ciphertext, keyId: sealed.keyId }, select: { createdAt: true } })
    // The sender has read what they wrote; greatest() keeps both times from moving back when two
    // messages commit out of order.
    await tx.$executeRawUnsafe(
      `UPDATE "MessageThread" SET "lastMessageAt" = greatest("lastMessageAt", $2), "${fromPatient ? 'patientReadAt' : 'therapistReadAt'}" = greatest("${fromPatient ? 'patientReadAt' : 'therapistReadAt'}", $2) WHERE "id" = $1::uuid`,
      thread.id,
      message.createdAt,
    )
    return { threadId: thread.id, createdAt: message.createdAt }
  })

  await tellOfNewMessage({ threadId, recipientId: parties.other.id, recipientSide: fromPatient ? 'therapist' : 'patient', senderId: sender.id })
  return {
    message: MESSAGE_SENT,
    data: { _id: id, senderId: sender.id, fromMe: true, body: parsed.data.body, createdAt: createdAt.toISOString() },
  }
}
