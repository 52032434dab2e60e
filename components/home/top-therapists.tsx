import Link from 'next/link'
import { ImageWithFallback } from '@/components/ui/image-with-fallback'
import { truncateCardTitle } from '@/lib/format'
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
          <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5 lg:gap-6">
            {therapists.map((therapist) => (
              <li key={therapist.id}>
                {/* The card opens /therapist/{id}, which redirects to the therapist's page. */}
                <Link
                  href={`/therapist/${therapist.id}`}
                  prefetch={false}
                  className="group flex h-full flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white transition-shadow hover:shadow-md focus-visible:shadow-md"
                >
                  <ImageWithFallback
                    src={therapist.photoUrl}
                    alt=""
                    width={240}
                    height={240}
                    loading="lazy"
                    decoding="async"
                    className="aspect-square w-full bg-sand-100 object-cover"
                  />
                  <span className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
                    <span className="font-semibold text-ink group-hover:text-brand-800">{therapist.name}</span>
                    <span className="text-sm text-ink-muted" title={therapist.title}>
                      {truncateCardTitle(therapist.title)}
                    </span>
                    <span className="mt-auto inline-flex items-center gap-2 pt-2 text-sm font-medium">
                      <span aria-hidden="true" className={therapist.isAvailable ? 'size-2.5 rounded-full bg-green-600' : 'size-2.5 rounded-full bg-red-600'} />
                      <span className={therapist.isAvailable ? 'text-green-800' : 'text-red-800'}>{therapist.isAvailable ? 'Available' : 'Unavailable'}</span>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
