import type { Metadata } from 'next'
import Link from 'next/link'
import { CrisisLinesList } from '@/components/help/crisis-lines-list'
import { CRISIS_LINES, EMERGENCY_LINE, NOT_AN_EMERGENCY_SERVICE } from '@/lib/help/crisis-lines'
import { formatLongDate } from '@/lib/format'

// Static text: prerendered once and served from the cache to everyone, so it opens fast on any phone.
export const metadata: Metadata = {
  title: 'Get help now',
  description: 'Free crisis lines in Nigeria you can call now, and the emergency number 112. Alafia is not an emergency service.',
  alternates: { canonical: '/get-help-now' },
  openGraph: { url: '/get-help-now', title: 'Get help now' },
}

/**
 * /get-help-now: where "Need help now?" leads. The emergency number first, then the crisis lines as
 * large tap-to-call buttons (lib/help/crisis-lines.ts, the one list), each with the day its number
 * was last checked, and plainly that Alafia is not an emergency service.
 */
export default function GetHelpNowPage() {
  return (
    <section aria-labelledby="help-heading" className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 id="help-heading" className="text-3xl font-semibold sm:text-4xl">
        Get help now
      </h1>
      <p className="mt-3 text-lg leading-relaxed text-ink">If you are thinking about ending your life or harming yourself, you are not alone. Talk to someone now.</p>
      <div role="note" className="mt-6 rounded-2xl border-2 border-red-700 bg-red-50 p-4">
        <p className="font-semibold text-red-900">{NOT_AN_EMERGENCY_SERVICE}</p>
        <a
          href={EMERGENCY_LINE.href}
          className="mt-3 inline-flex min-h-11 items-center rounded-full bg-red-700 px-5 text-base font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          Call {EMERGENCY_LINE.display}
        </a>
      </div>
      <h2 className="mt-10 font-sans text-xl font-semibold text-ink">Crisis lines in Nigeria</h2>
      <div className="mt-4">
        <CrisisLinesList headingLevel="h3" />
      </div>
      <h2 className="mt-10 font-sans text-xl font-semibold text-ink">When each number was last checked</h2>
      <ul className="mt-3 space-y-1 text-sm text-ink-muted" data-testid="crisis-lines-checked">
        {CRISIS_LINES.map((line) => (
          <li key={line.href}>
            {line.name} ({line.display}): checked {formatLongDate(line.lastChecked)}
          </li>
        ))}
      </ul>
      <p className="mt-8 text-ink-muted">
        When you are safe and ready to talk to someone over the coming weeks,{' '}
        <Link href="/therapists" className="font-semibold text-brand-800 underline underline-offset-2">
          find a therapist
        </Link>
        .
      </p>
    </section>
  )
}
