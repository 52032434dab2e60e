import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { TherapistReviews } from '@/components/reviews/therapist-reviews'
import { JsonLd } from '@/components/seo/json-ld'
import { TherapistProfile } from '@/components/therapists/therapist-profile'
import { DEFAULT_PROFILE_IMAGE } from '@/lib/default-images'
import { excerpt } from '@/lib/format'
import { getTherapistReviewsFirstPage } from '@/lib/server/reviews/cached-reviews'
import { getPublicTherapist } from '@/lib/server/therapists/cached-reads'
import type { PublicTherapist } from '@/lib/server/therapists/public-therapist'
import { siteUrl } from '@/lib/server/seo/site-url'
import { joinWaitlistAction } from './actions'

/*
 * A therapist's public page. Rendered completely on the first request for an id (ensureStatic
 * 'navigation': no streamed fallback, so an unknown id answers a real 404) and then served from the
 * cache until the therapist's tags expire.
 */
export const ensureStatic = 'navigation'

/** A placeholder that renders the 404: every real id is rendered on its first request, then cached. */
export function generateStaticParams() {
  return [{ therapistId: '00000000-0000-0000-0000-000000000000' }]
}

type Props = PageProps<'/one-therapist/[therapistId]'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { therapistId } = await params
  const therapist = await getPublicTherapist(therapistId)
  if (!therapist) notFound()
  const path = `/one-therapist/${therapist._id}`
  const title = therapist.fullName
  const description = excerpt(therapist.bio.replace(/\s+/g, ' ').trim(), 155)
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'profile',
      title,
      description,
      url: path,
      images: [{ url: therapist.profilePhoto?.url ?? DEFAULT_PROFILE_IMAGE, alt: `Photo of ${therapist.fullName}` }],
    },
  }
}

export default async function OneTherapistPage({ params }: Props) {
  const { therapistId } = await params
  const [therapist, reviews] = await Promise.all([getPublicTherapist(therapistId), getTherapistReviewsFirstPage(therapistId)])
  if (!therapist) notFound()
  return (
    <>
      <JsonLd data={therapistJsonLd(therapist)} />
      <TherapistProfile therapist={therapist} joinWaitlistAction={joinWaitlistAction} />
      {reviews ? <TherapistReviews therapistId={therapist._id} therapistName={therapist.fullName} page={reviews} /> : null}
    </>
  )
}

/** schema.org Person with what they offer: an hourly session priced in naira. */
function therapistJsonLd(therapist: PublicTherapist) {
  const url = siteUrl(`/one-therapist/${therapist._id}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': url,
    name: therapist.fullName,
    url,
    image: siteUrl(therapist.profilePhoto?.url ?? DEFAULT_PROFILE_IMAGE),
    jobTitle: 'Therapist',
    description: therapist.bio,
    ...(therapist.gender ? { gender: therapist.gender } : {}),
    knowsAbout: therapist.specialties,
    makesOffer: {
      '@type': 'Offer',
      url,
      itemOffered: {
        '@type': 'Service',
        name: `Therapy session with ${therapist.fullName}`,
        serviceType: therapist.specialties,
        // schema.org gives a Person no rating: the rating is of the sessions they offer, from verified reviews.
        ...(therapist.rating ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: therapist.rating.average, ratingCount: therapist.rating.count, bestRating: 5, worstRating: 1 } } : {}),
      },
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: therapist.fee,
        priceCurrency: 'NGN',
        unitCode: 'HUR',
        unitText: 'hour',
      },
    },
  }
}
