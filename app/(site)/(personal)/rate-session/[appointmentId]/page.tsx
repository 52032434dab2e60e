import type { Metadata } from 'next'
import { RateSessionCard } from '@/components/reviews/rate-session-card'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { orNotFound } from '@/lib/server/or-not-found'
import { findSessionToReview } from '@/lib/server/reviews/own-reviews'
import { describeLagosTime } from '@/lib/time'

export const metadata: Metadata = { title: 'Rate your session', robots: { index: false } }

/** One placeholder id so the shell prerenders at build; every real id renders at request time. */
export function generateStaticParams() {
  return [{ appointmentId: '00000000-0000-0000-0000-000000000000' }]
}

/** Where the email sent after a session leads: the patient rates one of their own sessions (404 for anyone else's). */
export default async function RateSessionPage({ params }: PageProps<'/rate-session/[appointmentId]'>) {
  const { appointmentId } = await params
  const user = await requirePageUser(['Patient'], `/rate-session/${appointmentId}`)
  const session = await orNotFound(findSessionToReview({ patientId: user.id, appointmentId }))
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">Rate your session</h1>
      <p className="mt-3 leading-relaxed text-ink-muted">
        With {session.therapistName}, {describeLagosTime(new Date(session.startsAt), new Date(session.endsAt))}. Other patients see your rating and comment with your first name
        and initial only.
      </p>
      <div className="mt-8 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6">
        <RateSessionCard appointmentId={session.appointmentId} therapistName={session.therapistName} review={session.review} problem={session.problem} />
      </div>
    </section>
  )
}
