import type { Metadata } from 'next'
import type { DirectoryFilters } from '@/lib/validation/directory'

/**
 * Title, description, canonical URL and Open Graph of a directory view. The canonical URL keeps the
 * specialty but not the name search: /therapists or /therapists?specialty=Grief%20Counseling.
 */
export function directoryMetadata({ specialty, q }: DirectoryFilters): Metadata {
  const canonical = specialty ? `/therapists?specialty=${encodeURIComponent(specialty)}` : '/therapists'
  const title = specialty
    ? q
      ? `${specialty} therapists matching “${q}”`
      : `${specialty} therapists in Nigeria`
    : q
      ? `Therapists matching “${q}”`
      : 'Find a verified therapist in Nigeria'
  const description = specialty
    ? `Browse verified ${specialty.toLowerCase()} therapists and counsellors in Nigeria on Alafia: compare experience and fees in naira, then book a private session online.`
    : 'Browse verified therapists and counsellors across Nigeria on Alafia. Filter by specialty, language, fee and when they are free, compare experience and fees in naira, and book a private session online.'
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: { title, description, url: canonical, type: 'website' },
  }
}
