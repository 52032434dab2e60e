import type { Metadata } from 'next'
import { AuthCard } from '@/components/auth/auth-card'
import { ChangePasswordForm } from '@/components/forms/change-password-form'
import { changePasswordAction } from './actions'
import { ACCOUNT_ROLES } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'

export const metadata: Metadata = { title: 'Change Password', robots: { index: false } }

export default async function PatientChangePasswordPage() {
  await requirePageUser(ACCOUNT_ROLES, '/patient-change-password')
  return (
    <AuthCard title="Change Password">
      <ChangePasswordForm portal="patient" action={changePasswordAction} />
    </AuthCard>
  )
}
