import type { Metadata } from 'next'
import { MessageThread } from '@/components/messages/message-thread'
import { ThreadFrame } from '@/components/messages/thread-frame'
import { THERAPIST_MESSAGES_PATH } from '@/lib/messages/message-paths'
import { openThread } from '@/lib/server/messages/open-thread'
import { orNotFound } from '@/lib/server/or-not-found'
import { requireVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { sendMessageAction } from './actions'

/**
 * One placeholder id so the route's shell prerenders at build; every real id renders at request time
 * behind app/therapist-dashboard/loading.tsx, as the page reads the session.
 */
export function generateStaticParams() {
  return [{ patientId: '00000000-0000-0000-0000-000000000000' }]
}

export const metadata: Metadata = { title: 'Messages' }

/** A therapist's thread with one of their patients, opened (and marked read) for them. */
export default async function TherapistThreadPage({ params }: PageProps<'/therapist-dashboard/messages/[patientId]'>) {
  const { patientId } = await params
  const user = await requireVerifiedTherapist(`${THERAPIST_MESSAGES_PATH}/${patientId}`)
  const thread = await orNotFound(openThread({ caller: user, otherId: patientId }))
  return (
    <section className="w-full max-w-3xl px-4 py-8 sm:px-6 md:py-10">
      <ThreadFrame otherName={thread.fullName} backHref={THERAPIST_MESSAGES_PATH} backLabel="All messages">
        <MessageThread otherId={thread.userId} otherName={thread.fullName} messages={thread.messages} hasEarlier={thread.hasEarlier} canReply={thread.canReply} action={sendMessageAction} />
      </ThreadFrame>
    </section>
  )
}
