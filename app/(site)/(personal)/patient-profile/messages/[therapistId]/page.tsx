import type { Metadata } from 'next'
import { MessageThread } from '@/components/messages/message-thread'
import { ThreadFrame } from '@/components/messages/thread-frame'
import { PATIENT_MESSAGES_PATH } from '@/lib/messages/message-paths'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { openThread } from '@/lib/server/messages/open-thread'
import { orNotFound } from '@/lib/server/or-not-found'
import { drTitle } from '@/lib/validation/reschedule'
import { sendMessageAction } from './actions'

/**
 * One placeholder id so the route's shell prerenders at build; every real id renders at request time
 * behind the profile's loading.tsx, as the page reads the session.
 */
export function generateStaticParams() {
  return [{ therapistId: '00000000-0000-0000-0000-000000000000' }]
}

export const metadata: Metadata = { title: 'Messages', robots: { index: false } }

/** A patient's thread with one of their therapists, opened (and marked read) for them. */
export default async function PatientThreadPage({ params }: PageProps<'/patient-profile/messages/[therapistId]'>) {
  const { therapistId } = await params
  const user = await requirePageUser(['Patient'], `/patient-profile/messages/${therapistId}`)
  const thread = await orNotFound(openThread({ caller: user, otherId: therapistId }))
  const name = drTitle(thread.fullName)
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <ThreadFrame otherName={name} backHref={PATIENT_MESSAGES_PATH} backLabel="All messages">
        <MessageThread otherId={thread.userId} otherName={name} messages={thread.messages} hasEarlier={thread.hasEarlier} canReply={thread.canReply} action={sendMessageAction} />
      </ThreadFrame>
    </div>
  )
}
