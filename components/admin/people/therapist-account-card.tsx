import type { ReactNode } from 'react'
import { AboutMe, practiceFacts, ProfileCardHeading, SpecialtyList, therapistFacts } from '@/components/therapists/profile-card-parts'
import { formatLongDate } from '@/lib/format'
import type { AdminTherapistView } from '@/lib/server/admin/therapists/view-therapist'
import { DetailList, orEmpty } from '@/components/ui/detail-list'
import { AccountStatusBadge, VerificationBadge } from './status-badges'

/** Every profile field of a therapist, the verification and block state, and the actions below. */
export function TherapistAccountCard({ therapist, children }: { therapist: AdminTherapistView; children: ReactNode }) {
  const facts = [
    ...therapistFacts(therapist),
    ...practiceFacts(therapist),
    { term: 'Verified On', value: therapist.verifiedAt ? formatLongDate(therapist.verifiedAt) : orEmpty(null) },
    ...(therapist.erasedAt ? [{ term: 'Deleted On', value: formatLongDate(therapist.erasedAt) }] : []),
  ]
  return (
    <section aria-labelledby="therapist-heading" className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <ProfileCardHeading headingId="therapist-heading" eyebrow="Therapist Details" fullName={therapist.fullName} photoUrl={therapist.profilePhoto?.url}>
        <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
          <VerificationBadge isVerified={therapist.isVerified} />
          <AccountStatusBadge status={therapist.status} />
        </div>
      </ProfileCardHeading>

      {therapist.specialties.length > 0 && <SpecialtyList specialties={therapist.specialties} />}

      <div className="mt-6">
        <DetailList facts={facts} />
      </div>

      <AboutMe bio={therapist.bio.trim() || '---'} />

      <div className="mt-6">{children}</div>
    </section>
  )
}
