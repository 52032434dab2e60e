import Link from 'next/link'
import type { SessionModeName } from '@/lib/session-modes'
import { Badge } from '@/components/ui/badge'
import { DetailList } from '@/components/ui/detail-list'
import { AboutMe, practiceFacts, ProfileCardHeading, SpecialtyList, therapistFacts } from '@/components/therapists/profile-card-parts'
import { AccountLinks } from '@/components/account/account-links'

/** The fields of GET therapist/view-profile that /therapist-profile shows. */
export type TherapistProfileView = {
  fullName: string
  email: string
  phoneNumber: string | null
  gender: 'Male' | 'Female' | null
  feeKobo: number
  specialties: string[]
  yearsOfExperience: number
  address: string | null
  localGovernment: string | null
  state: string | null
  bio: string
  profilePhoto: { url: string } | null
  isVerified: boolean
  createdAt: string
  /** "video", "audio", "phone": how they meet patients. */
  sessionModes?: readonly SessionModeName[]
  /** As people read them ("Nigerian Pidgin"). */
  languages?: readonly string[]
  /** The faith-based approach they state, or null. */
  faith?: string | null
}

/** /therapist-profile: the therapist's profile with links to update it and change the password. */
export function TherapistProfileDetails({ profile }: { profile: TherapistProfileView }) {
  return (
    <section aria-labelledby="therapist-profile-heading" className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <ProfileCardHeading headingId="therapist-profile-heading" eyebrow="My Profile" fullName={profile.fullName} photoUrl={profile.profilePhoto?.url}>
        {profile.isVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>}
      </ProfileCardHeading>

      {!profile.isVerified && (
        <p className="mt-6 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          Your account is not verified yet, so patients cannot find you.{' '}
          <Link href="/therapist-dashboard/therapist-not-verified" className="font-semibold underline underline-offset-4">
            Upload your documents
          </Link>
          .
        </p>
      )}

      <SpecialtyList specialties={profile.specialties} />

      <DetailList
        facts={[
          ...therapistFacts(profile),
          ...practiceFacts(profile),
        ]}
        className="mt-6"
      />

      <AboutMe bio={profile.bio} />

      <AccountLinks className="mt-8" edit={{ href: '/update-therapist-profile', label: 'Update Profile' }} passwordHref="/therapist-change-password" />
    </section>
  )
}
