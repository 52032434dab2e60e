import Link from 'next/link'
import { formatNaira } from '@/lib/format'
import { TherapistPhoto } from './therapist-photo'

/** The fields a directory card shows (a subset of the public therapist). */
export type TherapistCardData = {
  _id: string
  fullName: string
  specialties: string[]
  yearsOfExperience: number
  feeKobo: number
  profilePhoto: { url: string } | null
}

/** The directory grid: one column on phones, two from 640 px (and from 1024 px beside the sidebar), three from 1280 px. */
export const THERAPIST_GRID = 'grid gap-5 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2 xl:grid-cols-3'

export const yearsOfExperienceText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'} of experience`

/**
 * One therapist in the directory grid (spec 2.5). The name is the link; it stretches over the whole
 * card so a click anywhere opens /one-therapist/{id}, while screen readers hear one link per card.
 * No directive: rendered on the server for the first page and in the browser by Load More.
 */
export function TherapistCard({ therapist, priority = false }: { therapist: TherapistCardData; priority?: boolean }) {
  return (
    <article
      data-testid="therapist-card"
      className="relative flex h-full flex-col gap-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md"
    >
      <div className="flex items-center gap-4">
        <TherapistPhoto
          url={therapist.profilePhoto?.url}
          alt=""
          size={72}
          priority={priority}
          className="size-18 shrink-0 rounded-full bg-brand-50 object-cover"
        />
        <div className="min-w-0 space-y-1">
          <h3 className="font-sans text-lg leading-snug font-semibold text-brand-900">
            <Link
              href={`/one-therapist/${therapist._id}`}
              className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none"
            >
              {therapist.fullName}
            </Link>
          </h3>
          <p className="text-sm text-ink-muted">{yearsOfExperienceText(therapist.yearsOfExperience)}</p>
        </div>
      </div>
      <ul aria-label="Specialties" className="flex flex-wrap gap-1.5">
        {therapist.specialties.map((specialty) => (
          <li key={specialty} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800">
            {specialty}
          </li>
        ))}
      </ul>
      <p className="mt-auto flex items-baseline justify-between gap-3 border-t border-sand-100 pt-3 text-sm">
        <span>
          <span className="text-base font-semibold text-ink">{formatNaira(therapist.feeKobo)}</span>
          <span className="text-ink-muted"> per hour</span>
        </span>
        <span aria-hidden="true" className="font-semibold text-brand-700">
          View profile →
        </span>
      </p>
    </article>
  )
}
