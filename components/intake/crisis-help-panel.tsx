import Link from 'next/link'
import { CrisisLinesList } from '@/components/help/crisis-lines-list'

/** Shown to a patient the moment they answer "yes" to the safety question: the lines to call now. */
export function CrisisHelpPanel({ id = 'crisis-help' }: { id?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} tabIndex={-1} className="rounded-2xl border-2 border-brand-700 bg-brand-50 p-5 focus:outline-none sm:p-6" data-testid="crisis-help">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink">
        You don’t have to carry this alone
      </h2>
      <p className="mt-2 leading-relaxed text-ink">
        Thank you for telling us. If you might act on these thoughts, or you are in danger now, please call one of these lines or go to the nearest hospital. Alafia is not an
        emergency service.
      </p>
      <div className="mt-4">
        <CrisisLinesList headingLevel="h3" />
      </div>
      <p className="mt-4">
        <Link href="/get-help-now" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
          More ways to get help now
        </Link>
      </p>
    </section>
  )
}
