import { describeSessionModes, toSessionMode, type SessionModeName } from '@/lib/session-modes'
import { IntentLink } from '@/components/ui/intent-link'
import { formatLongDate } from '@/lib/format'
import { formatNaira } from '@/lib/money'
import { NEXT_AVAILABLE_LABEL, NO_FREE_HOURS } from '@/lib/therapists/next-available'
import { formatFreeHour } from '@/lib/time'
import { BookSessionJump } from '@/components/booking/book-session-jump'
import { LazyBookingWidget } from '@/components/booking/lazy-booking-widget'
import type { ServerAction } from '@/lib/action-result'
import type { WaitlistEntry } from '@/lib/server/waitlist/waitlist-entry-dto'
import { DetailList } from '@/components/ui/detail-list'
import { ImageWithFallback } from '@/components/ui/image-with-fallback'

export type TherapistProfileData = {
  _id: string
  fullName: string
  bio: string
  gender: 'Male' | 'Female' | null
  feeKobo: number
  specialties: string[]
  yearsOfExperience: number
  profilePhoto: { url: string } | null
  createdAt: string
  /** "video", "audio", "phone": how they meet patients. */
  sessionModes?: readonly SessionModeName[]
  /** As people read them ("Yoruba", "Nigerian Pidgin"). */
  languages?: readonly string[]
  /** A faith-based approach they state they offer, or null. */
  faith?: string | null
  /** ISO instant of the next bookable hour, or null when none is published ahead. */
  nextAvailable?: string | null
}

/**
 * The public profile at /one-therapist/{id} with the booking widget and Join the waitlist in the
 * #booking section at the end. The page is cached HTML; the widget loads and fills itself in the browser.
 */
type Props = {
  therapist: TherapistProfileData
  /** The page's Join the waitlist action. */
  joinWaitlistAction: ServerAction<{ therapistId: string; date: string | null }, WaitlistEntry>
}

export function TherapistProfile({ therapist, joinWaitlistAction }: Props) {
  const facts = [
    { term: 'Gender', value: therapist.gender ?? '---' },
    { term: 'Experience', value: `${therapist.yearsOfExperience} ${therapist.yearsOfExperience === 1 ? 'year' : 'years'}` },
    { term: 'Fee', value: `${formatNaira(therapist.feeKobo)} per hour` },
    // How they meet patients (video, audio only, phone): what a weak connection needs to know first.
    ...(therapist.sessionModes ? [{ term: 'Sessions', value: describeSessionModes(therapist.sessionModes.map(toSessionMode)) }] : []),
    ...(therapist.languages?.length ? [{ term: 'Languages', value: therapist.languages.join(', ') }] : []),
    // Only when the therapist states one: most offer no faith-based approach and say nothing.
    ...(therapist.faith ? [{ term: 'Faith-based approach', value: therapist.faith }] : []),
    { term: 'Member since', value: formatLongDate(therapist.createdAt) },
  ]
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      {/* Most people came from the directory and go back with the browser: fetched ahead only on intent. */}
      <IntentLink
        href="/therapists"
        className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-brand-800 hover:text-brand-900 hover:underline"
      >
        <span aria-hidden="true">←</span> Back to therapists
      </IntentLink>

      <div className="mt-4 grid items-start gap-8 md:grid-cols-[20rem_1fr]">
        <section aria-labelledby="therapist-name" className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm md:sticky md:top-24">
          <ImageWithFallback
            src={therapist.profilePhoto?.url}
            alt={`Photo of ${therapist.fullName}`}
            width={200}
            height={200}
            fetchPriority="high"
            decoding="async"
            className="mx-auto size-40 rounded-full bg-brand-50 object-cover sm:size-48"
          />
          <h1 id="therapist-name" className="mt-5 text-center text-2xl font-semibold sm:text-3xl">
            {therapist.fullName}
          </h1>
          <p className="mt-1 text-center text-sm font-medium text-brand-700">Verified therapist</p>
          <DetailList facts={facts} look="rows" className="mt-6" />
          {therapist.nextAvailable !== undefined && <NextAvailable nextAvailable={therapist.nextAvailable} />}
        </section>

        <div className="min-w-0 space-y-8">
          <section aria-labelledby="specialties-heading" className="space-y-3">
            <h2 id="specialties-heading" className="text-2xl font-semibold">
              Specialties
            </h2>
            <ul className="flex flex-wrap gap-2">
              {therapist.specialties.map((specialty) => (
                <li key={specialty}>
                  {/* Plain link: filtered directory URLs need a full load (see specialty-filter.tsx). */}
                  <a
                    href={`/therapists?specialty=${encodeURIComponent(specialty)}`}
                    className="inline-flex min-h-9 items-center rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
                  >
                    {specialty}
                  </a>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="about-heading" className="space-y-3">
            <h2 id="about-heading" className="text-2xl font-semibold">
              About
            </h2>
            {/* Plain text with its own line breaks kept; never parsed as HTML. */}
            <p className="max-w-prose text-base leading-relaxed whitespace-pre-line text-ink">{therapist.bio}</p>
          </section>

          {/* tabIndex -1: "Book a session" moves focus here, not only the view. */}
          <section
            id="booking"
            tabIndex={-1}
            aria-labelledby="booking-heading"
            className="scroll-mt-20 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-6 md:scroll-mt-24"
          >
            <h2 id="booking-heading" className="text-2xl font-semibold">
              Book an appointment
            </h2>
            <p className="mt-1 mb-5 text-sm text-ink-muted">Choose a date, then your start and end time. Sessions are booked by the hour.</p>
            {/* Its code loads once the page is idle: a visitor reading the profile never pays for it. */}
            <LazyBookingWidget
              therapistId={therapist._id}
              therapistName={therapist.fullName}
              feeKobo={therapist.feeKobo}
              sessionModes={therapist.sessionModes}
              joinWaitlistAction={joinWaitlistAction}
            />
          </section>
          <BookSessionJump />
        </div>
      </div>
    </div>
  )
}

/**
 * The next bookable hour (as the directory's cards show it), a link down to the booking widget where
 * it is booked; when none is published ahead, a plain line (Join the waitlist is in that section).
 */
function NextAvailable({ nextAvailable }: { nextAvailable: string | null }) {
  if (!nextAvailable) return <p className="mt-5 rounded-xl bg-sand-50 px-3 py-2.5 text-center text-sm font-medium text-ink-muted">{NO_FREE_HOURS}</p>
  return (
    <a
      href="#booking"
      className="mt-5 flex min-h-11 flex-wrap items-center justify-center gap-x-1 rounded-xl bg-brand-50 px-3 py-2 text-center text-sm font-semibold text-brand-800 hover:bg-brand-100 hover:underline"
    >
      {/* The hour stays on one line when the card is narrow. */}
      {NEXT_AVAILABLE_LABEL} <span className="whitespace-nowrap">{formatFreeHour(nextAvailable)}</span>
    </a>
  )
}
