import type { Metadata } from 'next'
import { TherapistProfileDetails } from '@/components/therapist-account/therapist-profile-details'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { viewTherapistProfile } from '@/lib/server/therapists/view-therapist-profile'

export const metadata: Metadata = { title: 'My Profile', robots: { index: false } }

/** Verified or not, a therapist sees and manages their own profile here. */
export default async function TherapistProfilePage() {
  const user = await requirePageUser(['Therapist'], '/therapist-profile')
  const profile = await viewTherapistProfile({ therapistId: user.id })
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <TherapistProfileDetails profile={profile} />
    </div>
  )
}
