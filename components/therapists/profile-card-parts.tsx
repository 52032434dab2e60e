import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { orEmpty, type Fact } from '@/components/ui/detail-list'
import { ImageWithFallback } from '@/components/ui/image-with-fallback'
import { formatLongDate } from '@/lib/format'
import { formatNaira } from '@/lib/money'
import { describeSessionModes, toSessionMode, type SessionModeName } from '@/lib/session-modes'

/*
 * The parts a therapist's profile card shares wherever it is shown in full: the therapist's own
 * /therapist-profile and the admin's /admin/therapist/{id}.
 */

/** Photo, a small line above the name (whose page this is), the name as the page's heading, and badges. */
export function ProfileCardHeading({ headingId, eyebrow, fullName, photoUrl, children }: { headingId: string; eyebrow: string; fullName: string; photoUrl: string | undefined; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
      <ImageWithFallback src={photoUrl} alt={`Photo of ${fullName}`} width={112} height={112} className="size-28 shrink-0 rounded-full border border-sand-200 bg-sand-100 object-cover" />
      <div className="min-w-0 space-y-2">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        <h1 id={headingId} className="text-2xl font-semibold break-words sm:text-3xl">
          {fullName}
        </h1>
        {children}
      </div>
    </div>
  )
}

/** The specialties as badges, the main one first and marked. */
export function SpecialtyList({ specialties }: { specialties: string[] }) {
  return (
    <div className="mt-6">
      <h2 className="text-sm text-ink-muted">Specialties</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {specialties.map((specialty, index) => (
          <li key={specialty}>
            <Badge tone={index === 0 ? 'info' : 'neutral'}>{index === 0 ? `${specialty} (main)` : specialty}</Badge>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** About Me: plain text with its line breaks kept; never HTML. */
export function AboutMe({ bio }: { bio: string }) {
  return (
    <div className="mt-6">
      <h2 className="text-sm text-ink-muted">About Me</h2>
      <p className="mt-1 break-words whitespace-pre-line text-ink">{bio}</p>
    </div>
  )
}

type TherapistFactsSource = {
  email: string
  phoneNumber: string | null
  gender: string | null
  feeKobo: number
  yearsOfExperience: number
  address: string | null
  localGovernment: string | null
  state: string | null
  createdAt: string
}

const years = (count: number) => `${count} ${count === 1 ? 'year' : 'years'}`

/** The profile's fields as the card lists them (an empty one reads ---). */
export function therapistFacts(profile: TherapistFactsSource): Fact[] {
  return [
    { term: 'Email', value: profile.email },
    { term: 'Phone', value: orEmpty(profile.phoneNumber) },
    { term: 'Gender', value: orEmpty(profile.gender) },
    { term: 'Hourly Fee', value: formatNaira(profile.feeKobo) },
    { term: 'Experience', value: years(profile.yearsOfExperience) },
    { term: 'Address', value: orEmpty(profile.address) },
    { term: 'Local Government', value: orEmpty(profile.localGovernment) },
    { term: 'State', value: orEmpty(profile.state) },
    { term: 'Member Since', value: formatLongDate(profile.createdAt) },
  ]
}

type PracticeFactsSource = {
  /** "video", "audio", "phone": how they meet patients. */
  sessionModes?: readonly SessionModeName[]
  /** As people read them ("Nigerian Pidgin"). */
  languages?: readonly string[]
  /** The faith-based approach they state, or null. */
  faith?: string | null
}

/** How the therapist practises: sessions, languages and a stated faith-based approach (each when known). */
export function practiceFacts(profile: PracticeFactsSource): Fact[] {
  return [
    ...(profile.sessionModes ? [{ term: 'Sessions', value: describeSessionModes(profile.sessionModes.map(toSessionMode)) }] : []),
    ...(profile.languages ? [{ term: 'Languages', value: profile.languages.join(', ') }] : []),
    ...(profile.faith !== undefined ? [{ term: 'Faith-based approach', value: profile.faith ?? 'None stated' }] : []),
  ]
}
