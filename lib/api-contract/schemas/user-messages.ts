import { z } from '@/lib/validation/zod'
import { id, isoDateTime } from './common'

/* Secure messages between a patient and a therapist (lib/server/messages). */

export const threadSummary = z.object({
  userId: id.meta({ description: "The other person's user id: the thread's address." }),
  fullName: z.string(),
  unread: z.number().int().meta({ description: 'Their messages the caller has not opened yet.' }),
  lastMessageAt: isoDateTime.nullable().meta({ description: 'The last message of either person; null before the first.' }),
  canReply: z.boolean().meta({ description: "False while the other person's account is blocked." }),
})

export const messageView = z.object({
  _id: id,
  senderId: id,
  fromMe: z.boolean(),
  body: z.string(),
  createdAt: isoDateTime,
})

export const threadView = z.object({
  userId: id,
  fullName: z.string(),
  canReply: z.boolean(),
  messages: z.array(messageView).meta({ description: 'The latest 200, oldest first.' }),
  hasEarlier: z.boolean().meta({ description: 'Older messages than these exist.' }),
})
