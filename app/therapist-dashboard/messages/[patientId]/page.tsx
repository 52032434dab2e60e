import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { MessageThread } from '@/components/messages/message-thread'
import { ThreadFrame } from '@/components/messages/thread-frame'
import { THERAPIST_MESSAGES_PATH } from '@/lib/messages/message-paths'
import { isAppError } from '@/lib/server/errors'
import { openThread } from '@/lib/server/messages/open-thread'
import { requireVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { sendMessageAction } from './actions'

export const metadata: Metadata = { title: 'Messages' }

/** A therapist's thread with one of their patients, opened (and marked read) for them. */
export default async function TherapistThreadPage({ params }: PageProps<'/therapist-dashboard/messages/[patientId]'>) {
  const { patientId } = await params
  const user = await requireVerifiedTherapist(`${THERAPIST_MESSAGES_PATH}/${patientId}`)
  const thread = await openThread({ caller: user, otherId: patientId }).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'NOT_FOUND') notFound()
    throw error
  })
  return (
    <section className="w-full max-w-3xl px-4 py-8 sm:px-6 md:py-10">
      <ThreadFrame otherName={thread.fullName} backHref={THERAPIST_MESSAGES_PATH} backLabel="All messages">
        <MessageThread otherId={thread.userId} otherName={thread.fullName} messages={thread.messages} hasEarlier={thread.hasEarlier} canReply={thread.canReply} action={sendMessageAction} />
      </ThreadFrame>
    </section>
  )
}
