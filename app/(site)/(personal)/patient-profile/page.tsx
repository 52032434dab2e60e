import type { Metadata } from 'next'
import { PatientAppointments } from '@/components/appointments/patient-appointments'
import { ProfileDetails, ProfileHeading } from '@/components/patient/profile-details'
import { ACCOUNT_ROLES } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { viewOwnProfile } from '@/lib/server/users/view-own-profile'

export const metadata: Metadata = { title: 'My Profile', robots: { index: false } }

// Patient and Admin may open it, plus Manager: /user-profile sends a Manager here (decision 005).
// What a patient comes for first are their sessions: the appointments lead, the nine
// profile fields follow.
export default async function PatientProfilePage() {
  const user = await requirePageUser(ACCOUNT_ROLES, '/patient-profile')
  const profile = await viewOwnProfile({ userId: user.id })
  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <ProfileHeading fullName={profile.fullName} />

      <PatientAppointments patientId={user.id} />

      <ProfileDetails profile={profile} />
    </div>
  )
}
