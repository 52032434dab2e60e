import { ButtonLink } from '@/components/ui/button'

/** On the therapist's profile: how many questions of their own the intake asks, and where to change them. */
export function IntakeQuestionsCard({ questions }: { questions: string[] }) {
  return (
    <section aria-labelledby="intake-questions-heading" className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="intake-questions-heading" className="text-xl font-semibold">
        Intake questions
      </h2>
      <p className="mt-2 text-ink-muted">
        {questions.length === 0
          ? 'Your patients answer the standard intake before their first session. You can add up to five questions of your own.'
          : `Your patients' intake asks ${questions.length === 1 ? 'one question' : `${questions.length} questions`} of your own beside the standard ones.`}
      </p>
      <ButtonLink href="/therapist-dashboard/intake-questions" variant="secondary" className="mt-4">
        Edit intake questions
      </ButtonLink>
    </section>
  )
}
