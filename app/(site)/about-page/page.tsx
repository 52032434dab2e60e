import type { Metadata } from 'next'
import { CORE_VALUES, MISSION, SERVICES, VISION } from '@/components/about/about-content'
import { ValueIcon } from '@/components/about/value-icon'
import { ButtonLink } from '@/components/ui/button'

// Static text: prerendered once and served from the cache to everyone.
export const metadata: Metadata = {
  title: 'About us',
  description: 'Alafia connects people across Nigeria with verified therapists and counsellors. Our vision, mission, core values and the counselling services we offer.',
  alternates: { canonical: '/about-page' },
  openGraph: { url: '/about-page', title: 'About Alafia', images: [{ url: '/images/about/conversation.svg', width: 560, height: 440, alt: 'A counsellor and a client talking' }] },
}

export default function AboutPage() {
  return (
    <>
      <Intro />
      <VisionAndMission />
      <CoreValues />
      <Services />
      <CallToAction />
    </>
  )
}

function Intro() {
  return (
    <section aria-labelledby="about-heading" className="overflow-hidden">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.1fr_1fr] md:py-20">
        <div className="max-w-xl space-y-6">
          <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">About Alafia</p>
          <h1 id="about-heading" className="text-4xl leading-tight font-semibold sm:text-5xl">
            Care that listens, close to home
          </h1>
          <p className="text-lg leading-relaxed text-ink-muted">
            Alafia means wellbeing and peace. We bring verified therapists and counsellors across Nigeria to one
            trusted place, so that anyone can find the right support, book a private session and pay in naira.
          </p>
        </div>
        <img
          src="/images/about/conversation.svg"
          alt="Illustration of a counsellor and a client talking in two armchairs"
          width={560}
          height={440}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-md md:max-w-none"
        />
      </div>
    </section>
  )
}

function VisionAndMission() {
  const items = [
    { id: 'vision', title: 'Our vision', text: VISION },
    { id: 'mission', title: 'Our mission', text: MISSION },
  ]
  return (
    <section aria-label="Vision and mission" className="border-t border-sand-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-16">
        {items.map((item) => (
          <article key={item.id} aria-labelledby={`${item.id}-heading`} className="rounded-2xl bg-brand-50 p-6 sm:p-8">
            <h2 id={`${item.id}-heading`} className="text-2xl font-semibold sm:text-3xl">
              {item.title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-ink">{item.text}</p>
          </article>
        ))}
      </div>
    </section>
  )
}

function CoreValues() {
  return (
    <section aria-labelledby="values-heading">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        <div className="max-w-2xl">
          <h2 id="values-heading" className="text-3xl font-semibold sm:text-4xl">
            Our core values
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ink-muted">Six promises that shape every part of Alafia.</p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {CORE_VALUES.map((value) => (
            <li key={value.id} className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <ValueIcon id={value.id} />
              </span>
              <h3 className="mt-4 font-sans text-lg font-semibold text-brand-900">{value.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{value.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function Services() {
  return (
    <section aria-labelledby="services-heading" className="border-t border-sand-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1fr_1.4fr] md:py-20">
        <div className="max-w-md">
          <h2 id="services-heading" className="text-3xl font-semibold sm:text-4xl">
            Our services
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ink-muted">
            Support for individuals, couples and families from verified professionals.
          </p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {SERVICES.map((service) => (
            <li key={service} className="flex items-start gap-3 rounded-xl bg-sand-50 p-4">
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="mt-0.5 size-5 shrink-0 text-brand-700" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
                <path d="m4 10.5 4 4 8-9" />
              </svg>
              <span className="leading-snug font-medium">{service}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function CallToAction() {
  return (
    <section aria-labelledby="about-cta-heading" className="border-t border-sand-200">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="about-cta-heading" className="text-2xl font-semibold sm:text-3xl">
            Ready to talk to someone?
          </h2>
          <p className="mt-2 text-lg text-ink-muted">Browse our verified therapists, or send us a message and we will help you choose.</p>
        </div>
        <div className="flex w-full flex-col gap-3 xs:w-auto xs:flex-row">
          <ButtonLink href="/therapists" size="lg">
            Find a therapist
          </ButtonLink>
          <ButtonLink href="/contact" variant="secondary" size="lg">
            Contact us
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
