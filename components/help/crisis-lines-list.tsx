import { CRISIS_LINES } from '@/lib/help/crisis-lines'

/** The crisis lines as large tap-to-call buttons, each with what it is. */
export function CrisisLinesList({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <ul className="space-y-3">
      {CRISIS_LINES.map((line) => (
        <li key={line.href} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
          <Heading className="font-sans text-base font-semibold text-ink">{line.name}</Heading>
          <p className="mt-1 text-sm leading-relaxed text-ink-muted">{line.whatItIs}</p>
          <a
            href={line.href}
            className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 text-base font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Call {line.display}
          </a>
        </li>
      ))}
    </ul>
  )
}
