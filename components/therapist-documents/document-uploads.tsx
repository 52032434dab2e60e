'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatLongDate } from '@/lib/format'
import {
  DOCUMENT_FIELDS,
  DOCUMENT_LABELS,
  MAX_DOCUMENTS,
  canAddDocument,
  canUploadDocument,
  documentName,
  documentsOfField,
  type DocumentField,
  type OwnDocument,
  type OwnDocuments,
} from '@/lib/validation/therapist-documents'
import type { ServerAction } from '@/lib/action-result'
import { DocumentUploadDialog, type DocumentToReplace } from './document-upload-dialog'

const STATE: Record<OwnDocument['reviewState'], { tone: BadgeTone; text: string }> = {
  Pending: { tone: 'warning', text: 'Awaiting review' },
  Approved: { tone: 'success', text: 'Approved' },
  Declined: { tone: 'danger', text: 'Declined' },
}

type Opened = { field: DocumentField; replaces: DocumentToReplace | null }

/**
 * The upload buttons of the not-verified page, one card per kind, each opening its modal.
 * Certificates are a list (one per qualification, up to MAX_DOCUMENTS.certificate), each with its
 * own review state, and a button adds another; the CAC document and the logo are one each.
 *
 * Each uploaded document keeps the spec's UPLOADED button, disabled. While it awaits review a Replace
 * button beside it opens the same modal (a wrong file can be put right before an admin looks); a
 * declined one shows the admin's reason and can be uploaded again; an approved one stays as it is.
 */
export function DocumentUploads({ documents, upload }: { documents: OwnDocuments; upload: ServerAction<FormData> }) {
  const router = useRouter()
  const [opened, setOpened] = useState<Opened | null>(null)

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-3">
        {DOCUMENT_FIELDS.map((field) => {
          const held = documentsOfField(documents, field)
          const isList = MAX_DOCUMENTS[field] > 1
          const label = DOCUMENT_LABELS[field]
          return (
            <li key={field} className="flex flex-col gap-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">{isList ? `${label}s` : label}</h3>
                {held.length === 0 && <Badge>Not uploaded</Badge>}
              </div>
              {isList && <p className="text-sm text-ink-muted">One for each qualification, up to {MAX_DOCUMENTS[field]}. Each is reviewed on its own.</p>}
              {held.length > 0 && (
                <ol className="space-y-4" aria-label={isList ? `Your ${label.toLowerCase()}s` : undefined}>
                  {held.map((document, index) => {
                    const name = documentName(field, index)
                    return (
                      <UploadedDocument
                        key={document._id}
                        name={name}
                        showName={isList}
                        document={document}
                        onReplace={() => setOpened({ field, replaces: { id: document._id, name, reviewState: document.reviewState } })}
                      />
                    )
                  })}
                </ol>
              )}
              {held.length === 0 || (isList && canAddDocument(field, held)) ? (
                <Button className="mt-auto w-full" onClick={() => setOpened({ field, replaces: null })}>
                  {held.length === 0 ? `UPLOAD ${label.toUpperCase()}` : `UPLOAD ANOTHER ${label.toUpperCase()}`}
                </Button>
              ) : isList ? (
                <p className="mt-auto text-sm text-ink-muted">
                  You have uploaded {MAX_DOCUMENTS[field]} {label.toLowerCase()}s, the most there may be. To send another, replace one that is awaiting review or declined.
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
      <DocumentUploadDialog
        field={opened?.field ?? null}
        replaces={opened?.replaces ?? null}
        onClose={() => setOpened(null)}
        onUploaded={() => router.refresh()}
        action={upload}
      />
    </>
  )
}

type UploadedDocumentProps = {
  /** "Certificate 2", or the kind's label when it holds one document. */
  name: string
  /** Whether the name is shown (a list numbers its documents; a single one is named by its card). */
  showName: boolean
  document: OwnDocument
  onReplace: () => void
}

function UploadedDocument({ name, showName, document, onReplace }: UploadedDocumentProps) {
  const state = STATE[document.reviewState]
  return (
    <li className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {showName ? <h4 className="font-semibold">{name}</h4> : null}
        <Badge tone={state.tone}>{state.text}</Badge>
      </div>
      <p className="text-sm text-ink-muted">Uploaded {formatLongDate(document.createdAt)}</p>
      {document.reviewState === 'Declined' && (
        <p className="rounded-xl bg-red-50 p-3 text-sm break-words text-red-900">
          <span className="font-semibold">Reason: </span>
          {document.declineReason?.trim() || 'No reason was given.'}
        </p>
      )}
      {document.reviewState === 'Declined' ? (
        <Button className="w-full" onClick={onReplace} aria-label={`Upload again: ${name}`}>
          UPLOAD AGAIN
        </Button>
      ) : (
        <div className="flex gap-2">
          {/* The button stays, reads UPLOADED and is disabled; readable, not greyed out. */}
          <Button className="flex-1 border border-green-300 bg-green-50" variant="ghost" disabled aria-label={`${name} UPLOADED`}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-green-700">
              <path d="M7.7 13.3 4.4 10l-1.4 1.4 4.7 4.7 10-10-1.4-1.4z" />
            </svg>
            UPLOADED
          </Button>
          {canUploadDocument(document) ? (
            <Button variant="secondary" onClick={onReplace} aria-label={`Replace ${name}`}>
              Replace
            </Button>
          ) : null}
        </div>
      )}
    </li>
  )
}
