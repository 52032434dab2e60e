import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { DocumentUploads } from '@/components/therapist-documents/document-uploads'
import { ButtonLink } from '@/components/ui/button'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { listOwnDocuments } from '@/lib/server/therapists/documents/list-own-documents'
import { viewTherapistProfile } from '@/lib/server/therapists/view-therapist-profile'
import { uploadDocumentAction } from './actions'

export const metadata: Metadata = { title: 'Account not verified', robots: { index: false } }

const PATH = '/therapist-dashboard/therapist-not-verified'

/** Where an unverified therapist uploads the three documents an admin reviews. Verified therapists never see it. */
export default async function TherapistNotVerifiedPage() {
  const user = await requirePageUser(['Therapist'], PATH)
  const [profile, documents] = await Promise.all([viewTherapistProfile({ therapistId: user.id }), listOwnDocuments({ therapistId: user.id })])
  if (profile.isVerified) redirect('/therapist-dashboard')

  return (
    <section className="mx-auto w-full max-w-5xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6">
        <h1 className="text-2xl font-semibold text-amber-950 sm:text-3xl">Your account is not verified</h1>
        <p className="mt-2 text-amber-950">
          Welcome, {profile.fullName}. An administrator reviews your documents before your profile is listed and patients can book you.
        </p>
      </div>

      <div className="space-y-4">
        <h2 className="text-lg font-bold tracking-wide text-red-800">
          UPLOAD REQUIRED DOCUMENTS <span className="font-semibold">(Maximum 5MB, JPG &amp; PNG Only)</span>
        </h2>
        <DocumentUploads documents={documents} upload={uploadDocumentAction} />
      </div>

      <div>
        <ButtonLink href="/" variant="ghost">
          Back Home
        </ButtonLink>
      </div>
    </section>
  )
}
