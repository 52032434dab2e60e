import { IntentLink } from '@/components/ui/intent-link'
import { ImageWithFallback } from '@/components/ui/image-with-fallback'
import type { TherapistMatch } from '@/lib/matching/therapist-match'
import { nextAvailableText } from '@/lib/therapists/next-available'

/** One matching therapist: who they are, their next free hour, and why they match, in words. */
export function MatchCard({ match }: { match: TherapistMatch }) {
  return (
    <article data-testid="match-card" className="relative flex flex-col gap-4 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center gap-4">
        <ImageWithFallback src={match.photoUrl} alt="" width={64} height={64} loading="lazy" decoding="async" className="size-16 shrink-0 rounded-full object-cover" />
        <div className="min-w-0">
          <h3 className="font-sans text-lg leading-snug font-semibold text-brand-900">
            {/* The name is the card's link; it stretches over the whole card. */}
            <IntentLink href={`/one-therapist/${match.id}`} className="after:absolute after:inset-0 after:rounded-3xl hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-700">
              {match.fullName}
            </IntentLink>
          </h3>
          <p className="text-sm text-ink-muted">
            <span className="font-semibold text-ink">{match.fee}</span> per hour
          </p>
        </div>
      </div>

      <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900">
        {nextAvailableText(match.nextAvailable)}
      </p>

      <div>
        <h4 className="font-sans text-sm font-semibold text-ink">Why they match</h4>
        <ul className="mt-2 space-y-1.5 text-sm">
          {match.reasons.map((reason) => (
            <li key={reason} className="flex gap-2">
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="mt-0.5 size-4 shrink-0 text-brand-700" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
                <path d="m4 10.5 4 4 8-9" />
              </svg>
              {reason}
            </li>
          ))}
        </ul>
        {match.shortfalls.length > 0 && (
          <ul aria-label="Worth knowing" className="mt-2 space-y-1 text-sm text-ink-muted">
            {match.shortfalls.map((shortfall) => (
              <li key={shortfall}>{shortfall}</li>
            ))}
          </ul>
        )}
      </div>

      <p className="text-sm text-ink-muted">
        Speaks {match.languages.join(', ')} · {match.specialties.join(', ')}
      </p>
      <span aria-hidden="true" className="mt-auto text-sm font-semibold text-brand-800">
        View profile and book →
      </span>
    </article>
  )
}
