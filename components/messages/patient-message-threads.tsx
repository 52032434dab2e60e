import { connection } from 'next/server'
import { threadPath } from '@/lib/messages/message-paths'
import { listThreads } from '@/lib/server/messages/list-threads'
import { drTitle } from '@/lib/validation/reschedule'
import { ThreadList } from './thread-list'

export const NO_THREADS = 'Once you have paid for a session, you can message your therapist here.'

/**
 * Messages on /patient-profile: one thread per therapist the patient has a paid session with, the
 * latest conversation first, each with its unread count. `patientId` must be the session user's id
 * (the page passes it). The footer's messaging shortcut lands here (#messages).
 */
export async function PatientMessageThreads({ patientId }: { patientId: string }) {
  await connection()
  const threads = await listThreads({ caller: { id: patientId, role: 'Patient' } })
  return (
    <section id="messages" aria-labelledby="messages-heading" className="scroll-mt-24 space-y-4">
      <h2 id="messages-heading" className="text-2xl font-semibold">
        Messages
      </h2>
      <ThreadList threads={threads} hrefFor={(id) => threadPath('Patient', id)} nameOf={drTitle} empty={NO_THREADS} />
    </section>
  )
}
