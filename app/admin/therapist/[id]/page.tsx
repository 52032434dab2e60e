import type { Metadata } from 'next'
import Link from 'next/link'
import { BlockToggle, DeleteAccount } from '@/components/admin/people/account-actions'
import { DocumentReviewCard } from '@/components/admin/people/document-review-card'
import { PaidUpcomingSection } from '@/components/admin/people/paid-upcoming-section'
import { TherapistAccountCard } from '@/components/admin/people/therapist-account-card'
import { ActionNote } from '@/components/admin/people/user-account-card'
import { VerifyPanel } from '@/components/admin/people/verify-panel'
import { TherapistPayoutCard } from '@/components/admin/payouts/therapist-payout-card'
import { ADMIN_AREA_ROLES } from '@/lib/roles'
import type { AdminDocument } from '@/lib/server/admin/therapists/admin-documents'
import { viewTherapistForAdmin } from '@/lib/server/admin/therapists/view-therapist'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { findTherapistPayoutSummary } from '@/lib/server/payouts/therapist-payout-summary'
import { orNotFound } from '@/lib/server/or-not-found'
import { DOCUMENT_FIELDS, DOCUMENT_LABELS, documentName, documentsOfField } from '@/lib/validation/therapist-documents'
import { approveDocumentAction, blockTherapistAction, declineDocumentAction, deleteTherapistAction, unblockTherapistAction, verifyTherapistAction } from './actions'

export const metadata: Metadata = { title: 'Therapist', robots: { index: false } }

const UPCOMING_WARNING = {
  Active: null,
  Blocked: 'This therapist is blocked: these patients have paid for sessions that may not happen. Arrange each one (a refund, or another therapist).',
  Deleted: 'This therapist account was deleted: these patients have paid for sessions that will not happen. Arrange each one (a refund, or another therapist).',
} as const

/** One placeholder id so the shell prerenders at build; every real id renders at request time behind loading.tsx. */
export function generateStaticParams() {
  return [{ id: '00000000-0000-0000-0000-000000000000' }]
}

/**
 * /admin/therapist/{id}: details, the documents (each certificate on its
 * own, the CAC document, the logo) with Approve and Decline, Verify Therapist, block and unblock, and
 * the paid sessions still to come, and the therapist's balance and payout account.
 */
export default async function AdminTherapistPage({ params }: PageProps<'/admin/therapist/[id]'>) {
  const { id } = await params
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, `/admin/therapist/${encodeURIComponent(id)}`)
  const therapist = await orNotFound(viewTherapistForAdmin({ viewer, therapistId: id }))
  const payoutSummary = await findTherapistPayoutSummary({ viewer, therapistId: therapist._id })
  const isErased = therapist.status === 'Deleted'
  const canAct = viewer.role === 'Admin' && !isErased
  // One card per document, each certificate on its own; a kind not uploaded yet shows one empty card.
  const documentCards = DOCUMENT_FIELDS.flatMap((field): { key: string; label: string; document: AdminDocument | null }[] => {
    const held = documentsOfField(therapist.documents, field)
    if (held.length === 0) return [{ key: field, label: DOCUMENT_LABELS[field], document: null }]
    return held.map((document, index) => ({ key: document._id, label: documentName(field, index), document }))
  })

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <Link href="/admin/therapists" className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
        ← Therapists
      </Link>
      <TherapistAccountCard therapist={therapist}>
        <div className="space-y-4">
          <VerifyPanel
            therapistId={therapist._id}
            name={therapist.fullName}
            isVerified={therapist.isVerified}
            verifiedAt={therapist.verifiedAt}
            isBlocked={therapist.isBlocked}
            canVerify={therapist.canVerify}
            verify={canAct ? verifyTherapistAction : null}
          />
          {isErased ? (
            <ActionNote>This account was deleted: its personal data, photo and documents are gone. Its appointments and payments are kept for the records.</ActionNote>
          ) : canAct ? (
            <BlockToggle
              input={{ therapistId: therapist._id }}
              name={therapist.fullName}
              noun="Therapist"
              isTherapist
              isBlocked={therapist.isBlocked}
              block={blockTherapistAction}
              unblock={unblockTherapistAction}
            />
          ) : (
            <ActionNote>Managers can view therapists and their documents. Only an admin can review documents, verify, block or unblock.</ActionNote>
          )}
        </div>
      </TherapistAccountCard>

      <section aria-labelledby="documents-heading" className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="documents-heading" className="text-xl font-semibold">
          Documents
        </h2>
        <p className="mt-2 text-sm text-ink-muted">
          Open each document to check it. Verify Therapist needs at least one approved certificate and the approved CAC document; each
          certificate is reviewed on its own, and the logo is reviewed too but is optional.
        </p>
        <div className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {documentCards.map(({ key, label, document }) => (
            <DocumentReviewCard
              key={key}
              label={label}
              document={document}
              therapistName={therapist.fullName}
              actions={canAct ? { approve: approveDocumentAction, decline: declineDocumentAction } : null}
            />
          ))}
        </div>
      </section>

      <TherapistPayoutCard summary={payoutSummary} />

      <PaidUpcomingSection paidUpcoming={therapist.paidUpcoming} counterpart="patient" warning={UPCOMING_WARNING[therapist.status]} />

      {canAct && (
        <section aria-labelledby="danger-heading" className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="danger-heading" className="text-xl font-semibold">
            Delete account
          </h2>
          <p className="mt-2 mb-4 text-sm text-ink-muted">When the therapist asks for their data to be erased.</p>
          <DeleteAccount userId={therapist._id} name={therapist.fullName} isTherapist paidUpcoming={therapist.paidUpcoming.total} remove={deleteTherapistAction} />
        </section>
      )}
    </div>
  )
}
