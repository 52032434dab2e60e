import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { AuthCard } from '@/components/auth/auth-card'
import { LoginForm } from '@/components/auth/login-form'
import { getCurrentUser } from '@/lib/server/auth/current-user'
import { homeForRole } from '@/lib/roles'

export const metadata: Metadata = { title: 'Therapist login', robots: { index: false } }

export default async function TherapistLoginPage() {
  const user = await getCurrentUser()
  if (user) redirect(homeForRole(user.role))
  return (
    <AuthCard title="Therapist login" subtitle="Manage your availability and appointments.">
      <LoginForm portal="therapist" requested={null} />
    </AuthCard>
  )
}
