import type { Metadata } from 'next'
import { NeedHelpNowLink } from '@/components/help/need-help-now-link'
import { MatchForm } from '@/components/matching/match-form'
import { findMatchesAction } from './actions'

// The same HTML for every visitor (prerendered); the answers go to the server action and the matches
// come back to this visitor alone.
export const metadata: Metadata = {
  title: 'Find my therapist',
  description: 'Answer five short questions and see the verified therapists in Nigeria who fit you best, and when they are free.',
  alternates: { canonical: '/find-a-therapist' },
  openGraph: { url: '/find-a-therapist', title: 'Find my therapist · Alafia' },
}

export default function FindATherapistPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 md:py-14">
      <div className="max-w-2xl space-y-4">
        <h1 className="text-4xl font-semibold sm:text-5xl">Find my therapist</h1>
        <p className="text-lg leading-relaxed text-ink-muted">
          Answer five short questions and we will show you the verified therapists who fit you best, why they match and when
          they are next free. You do not need an account, and your answers are not saved.
        </p>
        <p className="text-sm text-ink-muted">
          In danger or thinking of harming yourself? Do not wait for a session: <NeedHelpNowLink className="min-h-0" />
        </p>
      </div>
      <div className="mt-10">
        <MatchForm action={findMatchesAction} />
      </div>
    </div>
  )
}
