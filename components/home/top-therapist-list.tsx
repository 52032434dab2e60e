'use client'

import Link from 'next/link'
import { ImageWithFallback } from '@/components/ui/image-with-fallback'
import { truncateCardTitle } from '@/lib/format'
import type { TopTherapistCard } from '@/lib/server/home/find-top-therapists'
import styles from './home-lists.module.css'

/**
 * The ten "Top Therapist to book" cards. A client component although the server renders it: the
 * cached home page's RSC payload then carries each card's five fields instead of its markup
 * (decision 052). Its only code of its own is this list; the link and the image were in the page's
 * scripts already.
 */
export function TopTherapistList({ therapists }: { therapists: TopTherapistCard[] }) {
  return (
    <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5 lg:gap-6">
      {therapists.map((therapist) => (
        <li key={therapist.id}>
          {/* The card opens /therapist/{id}, which redirects to the therapist's page. */}
          <Link href={`/therapist/${therapist.id}`} prefetch={false} className={styles.therapist}>
            <ImageWithFallback src={therapist.photoUrl} alt="" width={240} height={240} loading="lazy" decoding="async" className={styles.therapistPhoto} />
            <span className={styles.therapistText}>
              <span className={styles.therapistName}>{therapist.name}</span>
              <span className={styles.therapistTitle} title={therapist.title}>
                {truncateCardTitle(therapist.title)}
              </span>
              {/* The dot before the word is drawn by the stylesheet. */}
              <span className={therapist.isAvailable ? `${styles.availability} ${styles.available}` : styles.availability}>
                {therapist.isAvailable ? 'Available' : 'Unavailable'}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
