import 'server-only'
import { openText, sealContext, sealText, type Sealed } from '../crypto/health-data'
import type { ThreadParties } from './thread-parties'

/** A message as its two people see it: the body opened, the sender named by id and "fromMe". */
export type MessageView = { _id: string; senderId: string; fromMe: boolean; body: string; createdAt: string }

/** The authenticated context of a message's sealed body: its table, column and row (decision 027). */
export const messageBodyContext = (messageId: string) => sealContext('Message', 'bodyCiphertext', messageId)

export const sealMessageBody = (messageId: string, body: string): Sealed => sealText(body, messageBodyContext(messageId))

type StoredMessage = { id: string; fromPatient: boolean; bodyCiphertext: string; keyId: string; createdAt: Date }

/** Opens a stored message for one of its thread's two people (the caller has already been checked). */
export function toMessageView(row: StoredMessage, parties: ThreadParties): MessageView {
  const senderId = row.fromPatient ? parties.patientId : parties.therapistId
  return {
    _id: row.id,
    senderId,
    fromMe: row.fromPatient === (parties.side === 'patient'),
    body: openText({ ciphertext: row.bodyCiphertext, keyId: row.keyId }, messageBodyContext(row.id)),
    createdAt: row.createdAt.toISOString(),
  }
}
