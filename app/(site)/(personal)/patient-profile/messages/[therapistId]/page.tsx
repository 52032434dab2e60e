import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { MessageThread } from '@/components/messages/message-thread'
import { ThreadFrame } from '@/components/messages/thread-frame'
import { PATIENT_MESSAGES_PATH } from '@/lib/messages/message-paths'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { isAppError } from '@/lib/server/errors'
import { openThread } from '@/lib/server/messages/open-thread'
import { drTitle } from '@/lib/validation/reschedule'
import { sendMessageAction } from './actions'

export const metadata: Metadata = { title: 'Messages', robots: { index: false } }

/** A patient's thread with one of their therapists, opened (and marked read) for them. */
export default async function PatientThreadPage({ params }: PageProps<'/patient-profile/messages/[therapistId]'>) {
  const { therapistId } = await params
  const user = await requirePageUser(['Patient'], `/patient-profile/messages/${therapistId}`)
  const thread = await openThread({ caller: user, otherId: therapistId }).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'NOT_FOUND') notFound()
    throw error
  })
  const name = drTitle(thread.fullName)
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <ThreadFrame otherName={name} backHref={PATIENT_MESSAGES_PATH} backLabel="All messages">
        <MessageThread otherId={thread.userId} otherName={name} messages={thread.messages} hasEarlier={thread.hasEarlier} canReply={thread.canReply} action={sendMessageAction} />
      </ThreadFrame>
    </div>
  )
}
