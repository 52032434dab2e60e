import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button'
import { DetailList, orEmpty } from '@/components/ui/detail-list'
import { ImageWithFallback } from '@/components/ui/image-with-fallback'
import { formatLongDate, formatNaira } from '@/lib/format'
import { SignOutEverywhere } from '@/components/account/sign-out-everywhere'

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
}

const years = (count: number) => `${count} ${count === 1 ? 'year' : 'years'}`

/** /therapist-profile (spec 2.6): the therapist's profile with links to update it and change the password. */
export function TherapistProfileDetails({ profile }: { profile: TherapistProfileView }) {
  const facts = [
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
  return (
    <section aria-labelledby="therapist-profile-heading" className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-center sm:text-left">
        <ImageWithFallback
          src={profile.profilePhoto?.url}
          alt={`Photo of ${profile.fullName}`}
          width={112}
          height={112}
          className="size-28 shrink-0 rounded-full border border-sand-200 bg-sand-100 object-cover"
        />
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">My Profile</p>
          <h1 id="therapist-profile-heading" className="text-2xl font-semibold break-words sm:text-3xl">
            {profile.fullName}
          </h1>
          {profile.isVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>}
        </div>
      </div>

      {!profile.isVerified && (
        <p className="mt-6 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          Your account is not verified yet, so patients cannot find you.{' '}
          <Link href="/therapist-dashboard/therapist-not-verified" className="font-semibold underline underline-offset-4">
            Upload your documents
          </Link>
          .
        </p>
      )}

      <div className="mt-6">
        <h2 className="text-sm text-ink-muted">Specialties</h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {profile.specialties.map((specialty, index) => (
            <li key={specialty}>
              <Badge tone={index === 0 ? 'info' : 'neutral'}>{index === 0 ? `${specialty} (main)` : specialty}</Badge>
            </li>
          ))}
        </ul>
      </div>

      <DetailList facts={facts} className="mt-6" />

      <div className="mt-6">
        <h2 className="text-sm text-ink-muted">About Me</h2>
        {/* Plain text with its line breaks kept; never HTML. */}
        <p className="mt-1 whitespace-pre-line break-words text-ink">{profile.bio}</p>
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href="/update-therapist-profile">Update Profile</ButtonLink>
        <ButtonLink href="/therapist-change-password" variant="secondary">
          Change Password
        </ButtonLink>
        <SignOutEverywhere />
      </div>
    </section>
  )
}
