import type { Metadata } from 'next'
import { TherapistQuestionsForm } from '@/components/intake/therapist-questions-form'
import { viewTherapistQuestions } from '@/lib/server/intake/therapist-questions'
import { requireVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { SAFETY_QUESTION } from '@/lib/validation/intake'
import { saveQuestionsAction } from './actions'

export const metadata: Metadata = { title: 'Intake questions' }

/** Up to five questions of the therapist's own, asked in every new patient's intake beside the standard ones. */
export default async function IntakeQuestionsPage() {
  const user = await requireVerifiedTherapist('/therapist-dashboard/intake-questions')
  const { questions } = await viewTherapistQuestions({ therapistId: user.id })
  return (
    <section className="w-full max-w-2xl px-4 py-8 sm:px-6 md:py-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">Intake questions</h1>
      <p className="mt-3 leading-relaxed text-ink-muted">
        After paying for their first session with you, each patient fills a short intake: what brings them, previous therapy, current medication, how they would like to be
        addressed, an emergency contact, their preferred session mode, and the safety question “{SAFETY_QUESTION}” Add up to five questions of your own below. Intakes already
        filled keep the questions they were answered with.
      </p>
      <div className="mt-8 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6">
        <TherapistQuestionsForm questions={questions} action={saveQuestionsAction} />
      </div>
    </section>
  )
}
