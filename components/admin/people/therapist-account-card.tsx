import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { ImageWithFallback } from '@/components/ui/image-with-fallback'
import { formatLongDate, formatNaira } from '@/lib/format'
import type { AdminTherapistView } from '@/lib/server/admin/therapists/view-therapist'
import { DetailList, orEmpty } from '@/components/ui/detail-list'
import { AccountStatusBadge, VerificationBadge } from './status-badges'

const years = (count: number) => `${count} ${count === 1 ? 'year' : 'years'}`

/** Every profile field of a therapist (issue 7 point 4), the verification and block state, and the actions below. */
export function TherapistAccountCard({ therapist, children }: { therapist: AdminTherapistView; children: ReactNode }) {
  const facts = [
    { term: 'Email', value: therapist.email },
    { term: 'Phone', value: orEmpty(therapist.phoneNumber) },
    { term: 'Gender', value: orEmpty(therapist.gender) },
    { term: 'Hourly Fee', value: formatNaira(therapist.feeKobo) },
    { term: 'Experience', value: years(therapist.yearsOfExperience) },
    { term: 'Address', value: orEmpty(therapist.address) },
    { term: 'Local Government', value: orEmpty(therapist.localGovernment) },
    { term: 'State', value: orEmpty(therapist.state) },
    { term: 'Member Since', value: formatLongDate(therapist.createdAt) },
    { term: 'Verified On', value: therapist.verifiedAt ? formatLongDate(therapist.verifiedAt) : orEmpty(null) },
    ...(therapist.erasedAt ? [{ term: 'Deleted On', value: formatLongDate(therapist.erasedAt) }] : []),
  ]
  return (
    <section aria-labelledby="therapist-heading" className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
        <ImageWithFallback
          src={therapist.profilePhoto?.url}
          alt={`Photo of ${therapist.fullName}`}
          width={112}
          height={112}
          className="size-28 shrink-0 rounded-full border border-sand-200 bg-sand-100 object-cover"
        />
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Therapist Details</p>
          <h1 id="therapist-heading" className="text-2xl font-semibold break-words sm:text-3xl">
            {therapist.fullName}
          </h1>
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            <VerificationBadge isVerified={therapist.isVerified} />
            <AccountStatusBadge status={therapist.status} />
          </div>
        </div>
      </div>

      {therapist.specialties.length > 0 && (
        <div className="mt-6">
          <h2 className="text-sm text-ink-muted">Specialties</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {therapist.specialties.map((specialty, index) => (
              <li key={specialty}>
                <Badge tone={index === 0 ? 'info' : 'neutral'}>{index === 0 ? `${specialty} (main)` : specialty}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-6">
        <DetailList facts={facts} />
      </div>

      <div className="mt-6">
        <h2 className="text-sm text-ink-muted">About Me</h2>
        {/* Plain text with its line breaks kept; never HTML. */}
        <p className="mt-1 break-words whitespace-pre-line text-ink">{therapist.bio.trim() || '---'}</p>
      </div>

      <div className="mt-6">{children}</div>
    </section>
  )
}
