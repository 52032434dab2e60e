import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { AuthCard } from '@/components/auth/auth-card'
import { PatientRegistrationForm } from '@/components/auth/patient-registration-form'
import { getCurrentUser } from '@/lib/server/auth/current-user'
import { registerPatientAction } from './actions'

export const metadata: Metadata = { title: 'Create your account', description: 'Register to book sessions with verified therapists in Nigeria.' }

export default async function PatientRegistrationPage() {
  if (await getCurrentUser()) redirect('/')
  return (
    <AuthCard wide title="Create your account" subtitle="Every field is required. Your details stay private and are shared only with the therapist you book.">
      <PatientRegistrationForm action={registerPatientAction} />
    </AuthCard>
  )
}
