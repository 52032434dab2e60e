import { ButtonLink } from '@/components/ui/button'

/**
 * The dashboard home's nudge for a therapist with no published hour still to come (a newly verified
 * one above all): patients can book only the hours a therapist publishes.
 */
export function SetAvailabilityPrompt() {
  return (
    <section
      aria-labelledby="set-availability"
      data-testid="set-availability-prompt"
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div>
        <h2 id="set-availability" className="font-sans text-lg font-semibold text-brand-900">
          Set your availability
        </h2>
        <p className="mt-1 text-sm text-ink">You have no open hours from today on. Patients can book you only on the hours you publish.</p>
      </div>
      <ButtonLink href="/therapist-dashboard/create-availability" className="shrink-0">
        Publish your hours
      </ButtonLink>
    </section>
  )
}
