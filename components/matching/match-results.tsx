import type { Ref } from 'react'
import { ButtonLink } from '@/components/ui/button'
import type { TherapistMatch } from '@/lib/matching/therapist-match'
import { MatchCard } from './match-card'

/**
 * The matches, best first, or what to do when nobody matches. The heading takes the focus when the
 * answers come back, so the results are read (and, on a phone, seen) first.
 */
export function MatchResults({ matches, headingRef }: { matches: TherapistMatch[]; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <section aria-labelledby="match-results-heading" className="space-y-5">
      <h2 id="match-results-heading" ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-semibold focus:outline-none sm:text-3xl">
        {matches.length > 0 ? 'Your best matches' : 'No therapist matches all of that yet'}
      </h2>
      {matches.length > 0 ? (
        <>
          <p className="text-ink-muted">Verified therapists who fit your answers best, with the reasons they match. Open one to see their free hours and book.</p>
          <ol aria-label="Matching therapists" className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {matches.map((match) => (
              <li key={match.id} className="flex">
                <MatchCard match={match} />
              </li>
            ))}
          </ol>
        </>
      ) : (
        <div className="space-y-4 rounded-3xl border border-sand-200 bg-white p-6">
          <p>
            We have no verified therapist yet who speaks that language and works with what brings you (and is a woman or a man,
            if you chose one). Try another language or &ldquo;No preference&rdquo; below, or look through every therapist in the
            directory.
          </p>
          <ButtonLink href="/therapists" variant="secondary">
            Browse all therapists
          </ButtonLink>
        </div>
      )}
    </section>
  )
}
