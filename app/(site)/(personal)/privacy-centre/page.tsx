import type { Metadata } from 'next'
import Link from 'next/link'
import { ConsentsAndPreferences } from '@/components/privacy/consents-and-preferences'
import { DeleteAccount } from '@/components/privacy/delete-account'
import { DownloadData } from '@/components/privacy/download-data'
import { SignIns } from '@/components/privacy/sign-ins'
import { ROLES } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'

export const metadata: Metadata = { title: 'Your data and privacy', robots: { index: false } }

/**
 * The privacy centre: what a person may do with their own data under the Nigeria Data Protection Act
 * without asking anyone — download it, see and change their consents, see where they are signed in,
 * delete their account. Every section re-checks the session in its own actions and routes.
 */
export default async function PrivacyCentrePage() {
  const user = await requirePageUser(ROLES, '/privacy-centre')
  const profileHref = user.role === 'Therapist' ? '/therapist-profile' : '/patient-profile'
  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <div>
        <Link href={profileHref} className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
          ← Back to your profile
        </Link>
        <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Your data and privacy</h1>
        <p className="mt-3 leading-relaxed text-ink-muted">
          What Alafia holds about you is yours. Download it, choose what you agree to, see where you are signed in, or delete your account. The{' '}
          <Link href="/privacy" className="font-semibold text-brand-800 underline">
            Privacy notice
          </Link>{' '}
          says what we keep, why and for how long.
        </p>
      </div>
      <DownloadData />
      <ConsentsAndPreferences user={user} />
      <SignIns user={user} />
      <DeleteAccount />
    </div>
  )
}
