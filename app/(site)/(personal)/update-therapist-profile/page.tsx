import type { Metadata } from 'next'
import { AuthCard } from '@/components/auth/auth-card'
import { EditTherapistProfileForm } from '@/components/therapist-account/edit-therapist-profile-form'
import { formValues } from '@/lib/form-values'
import { parseLanguage } from '@/lib/languages'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { viewTherapistProfile } from '@/lib/server/therapists/view-therapist-profile'
import { editTherapistProfileAction } from './actions'

export const metadata: Metadata = { title: 'Update Profile', robots: { index: false } }

export default async function UpdateTherapistProfilePage() {
  const user = await requirePageUser(['Therapist'], '/update-therapist-profile')
  const profile = await viewTherapistProfile({ therapistId: user.id })
  // The profile reads languages as people do ("Nigerian Pidgin"); the checkboxes hold the names.
  const languages = profile.languages.map(parseLanguage).filter((language) => language !== null)
  const initialValues = { sessionModes: profile.sessionModes, languages, ...formValues(profile, [
    'fullName', 'email', 'bio', 'gender', 'fee', 'phoneNumber', 'yearsOfExperience', 'address', 'localGovernment', 'state',
    'specialtyOne', 'specialtyTwo', 'specialtyThree', 'specialtyFour', 'specialtyFive', 'faith',
  ]) }
  return (
    <AuthCard wide title="Update Profile" subtitle="Patients see your name, photo, fee, specialties, experience, state, languages, faith-based approach and About Me. Choose a new photo only to replace the current one.">
      <EditTherapistProfileForm initialValues={initialValues} photoUrl={profile.profilePhoto?.url ?? null} action={editTherapistProfileAction} />
    </AuthCard>
  )
}
