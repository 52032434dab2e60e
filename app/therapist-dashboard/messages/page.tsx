import type { Metadata } from 'next'
import { ThreadList } from '@/components/messages/thread-list'
import { THERAPIST_MESSAGES_PATH, threadPath } from '@/lib/messages/message-paths'
import { listThreads } from '@/lib/server/messages/list-threads'
import { requireVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'

export const metadata: Metadata = { title: 'Messages' }

/** The therapist's threads: one per patient a paid session links them with, the latest conversation first. */
export default async function TherapistMessagesPage() {
  const user = await requireVerifiedTherapist(THERAPIST_MESSAGES_PATH)
  const threads = await listThreads({ caller: user })
  return (
    <section className="w-full max-w-3xl px-4 py-8 sm:px-6 md:py-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">Messages</h1>
      <p className="mt-2 mb-6 text-ink-muted">Private conversations with the patients you have paid sessions with. Only you and the patient can read them.</p>
      <ThreadList threads={threads} hrefFor={(id) => threadPath('Therapist', id)} empty="No conversations yet. A patient who has paid for a session with you can message you here." />
    </section>
  )
}
