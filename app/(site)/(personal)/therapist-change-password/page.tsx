import type { Metadata } from 'next'
import { AuthCard } from '@/components/auth/auth-card'
import { ChangePasswordForm } from '@/components/forms/change-password-form'
import { changeTherapistPasswordAction } from './actions'
import { requirePageUser } from '@/lib/server/auth/current-user'

export const metadata: Metadata = { title: 'Change Password', robots: { index: false } }

export default async function TherapistChangePasswordPage() {
  await requirePageUser(['Therapist'], '/therapist-change-password')
  return (
    <AuthCard title="Change Password">
      <ChangePasswordForm portal="therapist" action={changeTherapistPasswordAction} />
    </AuthCard>
  )
}
