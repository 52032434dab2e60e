import type { ActionResult } from '@/lib/action-result'
import { formatShortDate } from '@/lib/format'
import type { AdminDocument } from '@/lib/server/admin/therapists/admin-documents'
import { ActionButton } from './action-button'
import { DeclineDocumentButton } from './decline-document-button'
import { DocumentPreview } from './document-preview'
import { ReviewStateBadge } from './status-badges'

export type ReviewActions = {
  approve: (input: { documentId: string }) => Promise<ActionResult<unknown>>
  decline: (input: { documentId: string; reason: string }) => Promise<ActionResult<unknown>>
}

type DocumentReviewCardProps = {
  label: string
  document: AdminDocument | null
  therapistName: string
  /** Present when the viewer may review (an Admin, the account not erased). */
  actions: ReviewActions | null
}

/**
 * One verification document: its picture through the private file route, its review
 * state and the decline reason; Approve and Decline for an admin. The review follows the latest
 * decision, so an approved document can still be declined and a declined one approved.
 */
export function DocumentReviewCard({ label, document, therapistName, actions }: DocumentReviewCardProps) {
  return (
    <article aria-label={label} className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-sans text-base font-semibold">{label}</h3>
        {document ? <ReviewStateBadge state={document.reviewState} /> : <span className="text-sm text-ink-muted">Not uploaded</span>}
      </header>
      {document ? (
        <>
          {document.url ? (
            <DocumentPreview url={document.url} label={label} therapistName={therapistName} />
          ) : (
            <p className="rounded-xl bg-sand-50 p-3 text-sm text-ink-muted">Only admins can open verification documents.</p>
          )}
          <p className="text-xs text-ink-muted">
            Uploaded {formatShortDate(document.createdAt)}
            {document.reviewedAt && ` · reviewed ${formatShortDate(document.reviewedAt)}`}
          </p>
          {document.reviewState === 'Declined' && (
            <p className="rounded-xl bg-red-50 p-3 text-sm break-words whitespace-pre-line text-red-900">
              <span className="font-semibold">Reason: </span>
              {document.declineReason?.trim() || 'No reason was given.'}
            </p>
          )}
          {actions && (
            <div className="mt-auto flex flex-wrap gap-2 pt-1">
              {document.reviewState !== 'Approved' && (
                <ActionButton action={actions.approve} input={{ documentId: document._id }} label="Approve" busyLabel="Approving..." ariaLabel={`Approve ${label}`} />
              )}
              {document.reviewState !== 'Declined' && <DeclineDocumentButton documentId={document._id} label={label} action={actions.decline} />}
            </div>
          )}
        </>
      ) : (
        <p className="flex h-40 items-center justify-center rounded-xl border border-dashed border-sand-200 bg-sand-50 p-4 text-center text-sm text-ink-muted">
          The therapist has not uploaded this document yet.
        </p>
      )}
    </article>
  )
}
