import 'server-only'
import { threadPath } from '@/lib/messages/message-paths'
import { NEW_MESSAGE_SUBJECT } from '@/lib/validation/messages'
import { config } from '../config'
import { db } from '../db'
import { logError } from '../log'
import { notifyPerson } from '../notifications/notify-person'
import type { ThreadSide } from './thread-parties'

/** A person hears of new messages in one thread at most once in this time. */
export const MESSAGE_NOTICE_INTERVAL_MINUTES = 15

/**
 * Tells the recipient that a message arrived, at most once per quarter hour per thread (for each of
 * its two people). The claim is one UPDATE of the thread's row that succeeds only when the last
 * notice is old enough: PostgreSQL's row lock makes concurrent senders, on any number of app
 * instances, wait for each other, and the second finds the time already taken. The notice says that
 * a message arrived, with a link, never who wrote it or what it says. A failure is logged (ids only)
 * and never fails the message, which is already stored.
 */
export async function tellOfNewMessage({ threadId, recipientId, recipientSide, senderId }: { threadId: string; recipientId: string; recipientSide: ThreadSide; senderId: string }): Promise<boolean> {
  const column = recipientSide === 'patient' ? 'patientNotifiedAt' : 'therapistNotifiedAt'
  try {
    const claimed = await db.$executeRawUnsafe(
      `UPDATE "MessageThread" SET "${column}" = clock_timestamp()
       WHERE "id" = $1::uuid AND ("${column}" IS NULL OR "${column}" <= clock_timestamp() - make_interval(mins => $2))`,
      threadId,
      MESSAGE_NOTICE_INTERVAL_MINUTES,
    )
    if (claimed === 0) return false
    const link = `${config().APP_URL}${threadPath(recipientSide === 'patient' ? 'Patient' : 'Therapist', senderId)}`
    await notifyPerson({
      userId: recipientId,
      purpose: 'message',
      subject: NEW_MESSAGE_SUBJECT,
      emailText: [
        'Hello,',
        '',
        'You have a new message on Alafia. To keep your conversations private, messages are never sent by email: sign in to read it.',
        '',
        link,
        '',
        'The Alafia team',
      ].join('\n'),
      shortText: `You have a new message on Alafia. Sign in to read it: ${config().APP_URL}/messages`,
    })
    return true
  } catch (error) {
    logError('[messages] could not tell of a new message', error, { threadId })
    return false
  }
}
