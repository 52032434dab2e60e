import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { AuthCard } from '@/components/auth/auth-card'
import { TherapistRegistrationForm } from '@/components/therapist-account/therapist-registration-form'
import { homeForRole } from '@/lib/roles'
import { getCurrentUser } from '@/lib/server/auth/current-user'
import { registerTherapistAction } from './actions'

export const metadata: Metadata = {
  title: 'Register as a therapist',
  description: 'Join Alafia as a therapist: create your profile, upload your documents and get verified to receive bookings.',
}

export default async function TherapistRegistrationPage() {
  // Someone already signed in has an account: send them where they work.
  const user = await getCurrentUser()
  if (user) redirect(homeForRole(user.role))
  return (
    <AuthCard wide title="Register as a therapist" subtitle="Fields marked * are required. Your email, phone number and address stay private.">
      <TherapistRegistrationForm action={registerTherapistAction} />
    </AuthCard>
  )
}
