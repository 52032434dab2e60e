import type { Metadata } from 'next'
import { ACCOUNT_ROLES } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'

export const metadata: Metadata = { title: 'My Profile' }

// Placeholder: the patient profile (spec 2.4) is filled in by a later issue.
// Patient and Admin per spec 2.9, plus Manager: /user-profile sends a Manager here.
export default async function PatientProfilePage() {
  const user = await requirePageUser(ACCOUNT_ROLES, '/patient-profile')
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">My Profile</h1>
      <p className="mt-3 text-lg text-ink-muted">{user.fullName}</p>
    </section>
  )
}
