import type { Metadata } from 'next'
import Link from 'next/link'
import { HeroAction } from '@/components/home/hero-action'
import { HeroBloom } from '@/components/home/hero-bloom'
import { JsonLd } from '@/components/seo/json-ld'
import { RecentPosts } from '@/components/home/recent-posts'
import { TopTherapists } from '@/components/home/top-therapists'
import styles from '@/components/home/home-lists.module.css'
import { getRecentPosts } from '@/lib/server/home/find-recent-posts'
import { getTopTherapists } from '@/lib/server/home/find-top-therapists'
import { siteUrl } from '@/lib/server/seo/site-url'

export const metadata: Metadata = {
  alternates: { canonical: '/' },
  openGraph: { url: '/', title: 'Alafia — Book verified therapists in Nigeria', images: ['/images/og-default.png'] },
}

// Eight specialty samples (id, image, title), in the product's wording.
const SPECIALTIES = [
  { id: 1, image: '/images/home/clinical-mental-health.svg', title: 'Clinical & mental health' },
  { id: 2, image: '/images/home/substance-abuse-addiction.svg', title: 'Substance abuse & Addiction' },
  { id: 3, image: '/images/home/child-adolescence.svg', title: 'Child & Adolescence' },
  { id: 4, image: '/images/home/gender-issues.svg', title: 'Gender Issues' },
  { id: 5, image: '/images/home/gender-awareness.svg', title: 'Gender Awareness' },
  { id: 6, image: '/images/home/grief-bereavement.svg', title: 'Grief & Bereavement' },
  { id: 7, image: '/images/home/crisis.svg', title: 'Crisis' },
  { id: 8, image: '/images/home/relationship-family.svg', title: 'Relationship, Couple, Family & Marriage' },
] as const

const REASSURANCES = ['Verified professionals', 'Private and confidential', 'Pay in naira'] as const

export default async function HomePage() {
  const [therapists, posts] = await Promise.all([getTopTherapists(), getRecentPosts()])
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Alafia',
          url: siteUrl('/'),
          logo: siteUrl('/icon.svg'),
          description: 'Find verified therapists and counsellors in Nigeria, book and pay for sessions in naira.',
          areaServed: 'NG',
        }}
      />
      <Hero />
      <Specialties />
      <TopTherapists therapists={therapists} />
      <RecentPosts posts={posts} />
    </>
  )
}

function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="overflow-hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-4 py-14 sm:px-6 md:grid-cols-[1.1fr_1fr] md:py-20 lg:py-24">
        <div className="max-w-xl space-y-6">
          <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
            Therapy and counselling across Nigeria
          </p>
          <h1 id="hero-heading" className="text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">
            Healing starts with a conversation
          </h1>
          <p className="text-lg leading-relaxed text-ink-muted">
            Find a trusted, verified therapist who listens. Book a private session at a time that suits you, and take
            the next step at your own pace.
          </p>
          <HeroAction />
          <p className="text-ink-muted">
            Not sure who to choose?{' '}
            {/* Its own line on a phone: inline, it wrapped at a different word once the web font replaced
                the fallback, and the whole link moved (Lighthouse's layout shift 0.02). */}
            <Link
              href="/find-a-therapist"
              className="block w-fit font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 sm:inline"
            >
              Find my therapist in five questions
            </Link>
          </p>
          {/* One a line on a phone: two of them fit a line in one font and not in the other, so wrapping
              them moved the last once the web font arrived. */}
          <ul className="flex flex-col gap-x-6 gap-y-2 pt-2 text-sm text-ink-muted sm:flex-row sm:flex-wrap">
            {REASSURANCES.map((item) => (
              <li key={item} className="inline-flex items-center gap-2">
                <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-4 text-brand-700" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
                  <path d="m4 10.5 4 4 8-9" />
                </svg>
                {item}
              </li>
            ))}
          </ul>
        </div>

        <div className="relative mx-auto w-full max-w-[22rem] sm:max-w-md md:max-w-none">
          <div aria-hidden="true" className="absolute inset-[6%] rounded-full bg-sand-100 blur-2xl" />
          {/* The image turns on a 45 s loop; pure CSS, and still for people who prefer reduced motion. */}
          <HeroBloom className="relative aspect-square w-full motion-safe:animate-[spin_45s_linear_infinite]" />
        </div>
      </div>
    </section>
  )
}

function Specialties() {
  return (
    <section aria-labelledby="specialties-heading" className="border-t border-sand-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="specialties-heading" className="text-3xl font-semibold sm:text-4xl">
            Specialties
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-muted">
            Explore our directory of trusted professional therapists, with support for whatever you are carrying.
          </p>
        </div>
        <ul className="mt-12 grid grid-cols-1 gap-4 xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 lg:gap-6">
          {SPECIALTIES.map((specialty) => (
            <li key={specialty.id} className={styles.specialty}>
              {/* Decorative: the title says what the picture shows. Side by side on the narrowest phones. */}
              <img src={specialty.image} alt="" width={96} height={96} loading="lazy" className={styles.specialtyImage} />
              <h3 className={styles.specialtyTitle}>{specialty.title}</h3>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
