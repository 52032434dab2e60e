import type { Metadata } from 'next'
import { AuthCard } from '@/components/auth/auth-card'
import { EditTherapistProfileForm } from '@/components/therapist-account/edit-therapist-profile-form'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { viewTherapistProfile } from '@/lib/server/therapists/view-therapist-profile'
import { editTherapistProfileAction } from './actions'

export const metadata: Metadata = { title: 'Update Profile', robots: { index: false } }

export default async function UpdateTherapistProfilePage() {
  const user = await requirePageUser(['Therapist'], '/update-therapist-profile')
  const profile = await viewTherapistProfile({ therapistId: user.id })
  const initialValues = {
    fullName: profile.fullName,
    email: profile.email,
    bio: profile.bio,
    gender: profile.gender ?? '',
    fee: String(profile.fee),
    phoneNumber: profile.phoneNumber ?? '',
    yearsOfExperience: String(profile.yearsOfExperience),
    address: profile.address ?? '',
    localGovernment: profile.localGovernment ?? '',
    state: profile.state ?? '',
    specialtyOne: profile.specialtyOne ?? '',
    specialtyTwo: profile.specialtyTwo ?? '',
    specialtyThree: profile.specialtyThree ?? '',
    specialtyFour: profile.specialtyFour ?? '',
    specialtyFive: profile.specialtyFive ?? '',
  }
  return (
    <AuthCard wide title="Update Profile" subtitle="Patients see your name, photo, fee, specialties, experience, state and About Me. Choose a new photo only to replace the current one.">
      <EditTherapistProfileForm initialValues={initialValues} photoUrl={profile.profilePhoto?.url ?? null} action={editTherapistProfileAction} />
    </AuthCard>
  )
}
