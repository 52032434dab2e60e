import { IntentLink } from '@/components/ui/intent-link'
import { formatNaira } from '@/lib/money'
import { nextAvailableText } from '@/lib/therapists/next-available'
import styles from './therapist-card.module.css'
import { ImageWithFallback } from '@/components/ui/image-with-fallback'

/** The fields a directory card shows (a subset of the public therapist). */
export type TherapistCardData = {
  _id: string
  fullName: string
  specialties: string[]
  yearsOfExperience: number
  feeKobo: number
  /** smallUrl: the rendition a card shows (absent in old data: the card shows url). */
  profilePhoto: { url: string; smallUrl?: string } | null
  languages?: string[]
  rating?: { average: number; count: number } | null
  /** ISO instant of the next bookable hour; null when none is published ahead. */
  nextAvailable?: string | null
}


/** Only the fields a card shows: the first page's cards travel to the browser as these props. */
export const therapistCardData = ({ _id, fullName, specialties, yearsOfExperience, feeKobo, profilePhoto, languages, rating, nextAvailable }: TherapistCardData): TherapistCardData => ({
  _id,
  fullName,
  specialties,
  yearsOfExperience,
  feeKobo,
  // A card shows the small rendition only, so only its address travels.
  profilePhoto: profilePhoto && { url: profilePhoto.smallUrl ?? profilePhoto.url },
  languages,
  rating: rating && { average: rating.average, count: rating.count },
  nextAvailable,
})

/** The directory grid: one column on phones, two from 640 px (and from 1024 px beside the sidebar), three from 1280 px. */
export const THERAPIST_GRID = 'grid gap-5 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2 xl:grid-cols-3'

export const yearsOfExperienceText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'} of experience`

/**
 * One therapist in the directory grid. The name is the link; it stretches over the whole
 * card so a click anywhere opens /one-therapist/{id}, while screen readers hear one link per card.
 * Rendered by TherapistResults, a client component: on the server for the first page, in the browser for Load More.
 * The page is fetched ahead only when a finger or pointer is on the card (IntentLink): a phone
 * scrolling the list should not download every therapist's page it passes.
 */
export function TherapistCard({ therapist, priority = false }: { therapist: TherapistCardData; priority?: boolean }) {
  return (
    <article data-testid="therapist-card" className={styles.card}>
      <div className={styles.head}>
        <ImageWithFallback
          src={therapist.profilePhoto?.smallUrl ?? therapist.profilePhoto?.url}
          alt=""
          width={72}
          height={72}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={styles.photo}
        />
        <div className="min-w-0">
          <h3 className={styles.name}>
            <IntentLink href={`/one-therapist/${therapist._id}`} className={styles.link}>
              {therapist.fullName}
            </IntentLink>
          </h3>
          <p className={styles.years}>{yearsOfExperienceText(therapist.yearsOfExperience)}</p>
          {therapist.rating && (
            <p className={styles.rating}>
              <span aria-hidden="true">★ </span>
              {therapist.rating.average.toFixed(1)}
              <span className="sr-only"> out of 5</span> ({therapist.rating.count} reviews)
            </p>
          )}
        </div>
      </div>
      {therapist.nextAvailable !== undefined && (
        <p className={therapist.nextAvailable ? styles.next : styles.none}>{nextAvailableText(therapist.nextAvailable)}</p>
      )}
      <ul aria-label="Specialties" className={styles.chips}>
        {therapist.specialties.map((specialty) => (
          <li key={specialty}>{specialty}</li>
        ))}
      </ul>
      {therapist.languages && therapist.languages.length > 0 && <p className={styles.languages}>Speaks {therapist.languages.join(', ')}</p>}
      <p className={styles.foot}>
        <span>
          <span className={styles.fee}>{formatNaira(therapist.feeKobo)}</span> per hour
        </span>
        <span aria-hidden="true" className={styles.cta}>
          View profile →
        </span>
      </p>
    </article>
  )
}
