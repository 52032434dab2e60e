import 'server-only'
import type { Role } from '@/lib/roles'
import { db } from '../../db'
import { openText } from '../../crypto/health-data'
import { messageBodyContext } from '../../messages/message-dto'
import { otherPartyName } from './export-values'
import type { ExportPart } from './export-parts'

/**
 * The person's message threads, every message opened for them (both sides: a conversation is held
 * by the two people in it), oldest first. The other person is a first name and initial; which side
 * wrote a message is "you" or "them", never an id or a name beyond that.
 */
export async function messagesPart({ userId, role }: { userId: string; role: Role }): Promise<ExportPart> {
  const isPatient = role === 'Patient'
  const threads = await db.messageThread.findMany({
    where: isPatient ? { patientId: userId } : { therapistId: userId },
    orderBy: { createdAt: 'asc' },
    select: {
      id: true,
      createdAt: true,
      patient: { select: { fullName: true, erasedAt: true } },
      therapist: { select: { user: { select: { fullName: true, erasedAt: true } } } },
      messages: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { id: true, fromPatient: true, bodyCiphertext: true, keyId: true, createdAt: true } },
    },
  })
  const data = threads.map((thread) => ({
    threadId: thread.id,
    with: otherPartyName(isPatient ? thread.therapist.user : thread.patient),
    startedAt: thread.createdAt,
    messages: thread.messages.map((message) => ({
      from: message.fromPatient === isPatient ? 'you' : 'them',
      sentAt: message.createdAt,
      body: openText({ ciphertext: message.bodyCiphertext, keyId: message.keyId }, messageBodyContext(message.id)),
    })),
  }))
  return { name: 'messages.json', data }
}
