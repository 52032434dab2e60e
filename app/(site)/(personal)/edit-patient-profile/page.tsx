import type { Metadata } from 'next'
import { AuthCard } from '@/components/auth/auth-card'
import { EditProfileForm } from '@/components/patient/edit-profile-form'
import { formValues } from '@/lib/form-values'
import { ACCOUNT_ROLES } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { viewOwnProfile } from '@/lib/server/users/view-own-profile'
import { editProfileAction } from './actions'

export const metadata: Metadata = { title: 'Edit Profile', robots: { index: false } }

export default async function EditPatientProfilePage() {
  const user = await requirePageUser(ACCOUNT_ROLES, '/edit-patient-profile')
  const profile = await viewOwnProfile({ userId: user.id })
  const initialValues = formValues(profile, ['fullName', 'email', 'phoneNumber', 'address', 'localGovernment', 'state', 'dateOfBirth', 'gender'])
  return (
    <AuthCard wide title="Edit Profile" subtitle="Name and email are required; leave any other field empty to remove it from your profile.">
      <EditProfileForm initialValues={initialValues} action={editProfileAction} />
    </AuthCard>
  )
}
