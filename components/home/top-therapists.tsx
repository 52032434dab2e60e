import Link from 'next/link'
import { TopTherapistList } from './top-therapist-list'
import type { TopTherapistCard } from '@/lib/server/home/find-top-therapists'

/** "Top Therapist to book", ten cards of real listed therapists, and View all therapists. */
export function TopTherapists({ therapists }: { therapists: TopTherapistCard[] }) {
  return (
    <section aria-labelledby="top-therapists-heading" className="border-t border-sand-200">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="top-therapists-heading" className="text-3xl font-semibold sm:text-4xl">
            Top Therapist to book
          </h2>
          <Link href="/therapists" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-4 hover:underline">
            View all therapists
          </Link>
        </div>
        {therapists.length === 0 ? (
          <p className="mt-8 text-ink-muted">Our therapists will be listed here soon.</p>
        ) : (
          <TopTherapistList therapists={therapists} />
        )}
      </div>
    </section>
  )
}
