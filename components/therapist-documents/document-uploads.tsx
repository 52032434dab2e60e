'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatLongDate } from '@/lib/format'
import {
  DOCUMENT_FIELDS,
  DOCUMENT_LABELS,
  DOCUMENT_RESPONSE_KEY,
  canUploadDocument,
  type DocumentField,
  type OwnDocument,
  type OwnDocuments,
} from '@/lib/validation/therapist-documents'
import type { ServerAction } from '@/lib/action-result'
import { DocumentUploadDialog } from './document-upload-dialog'

const STATE: Record<OwnDocument['reviewState'], { tone: BadgeTone; text: string }> = {
  Pending: { tone: 'warning', text: 'Awaiting review' },
  Approved: { tone: 'success', text: 'Approved' },
  Declined: { tone: 'danger', text: 'Declined' },
}

/**
 * The three upload buttons of the not-verified page (spec 2.6): each opens its modal; a button reads
 * UPLOADED and is disabled once its document exists. While the document awaits review a Replace
 * button beside it opens the same modal (a wrong file can be put right before an admin looks); once
 * approved it stays as it is. A declined one shows the admin's reason and can be uploaded again.
 */
export function DocumentUploads({ documents, upload }: { documents: OwnDocuments; upload: ServerAction<FormData> }) {
  const router = useRouter()
  const [openField, setOpenField] = useState<DocumentField | null>(null)

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-3">
        {DOCUMENT_FIELDS.map((field) => {
          const document = documents[DOCUMENT_RESPONSE_KEY[field]]
          const state = document ? STATE[document.reviewState] : null
          return (
            <li key={field} className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">{DOCUMENT_LABELS[field]}</h3>
                {state ? <Badge tone={state.tone}>{state.text}</Badge> : <Badge>Not uploaded</Badge>}
              </div>
              {document && <p className="text-sm text-ink-muted">Uploaded {formatLongDate(document.createdAt)}</p>}
              {document?.reviewState === 'Declined' && (
                <p className="rounded-xl bg-red-50 p-3 text-sm break-words text-red-900">
                  <span className="font-semibold">Reason: </span>
                  {document.declineReason?.trim() || 'No reason was given.'}
                </p>
              )}
              {!document ? (
                <Button className="mt-auto w-full" onClick={() => setOpenField(field)}>
                  {`UPLOAD ${DOCUMENT_LABELS[field].toUpperCase()}`}
                </Button>
              ) : document.reviewState === 'Declined' ? (
                <Button className="mt-auto w-full" onClick={() => setOpenField(field)} aria-label={`Upload again: ${DOCUMENT_LABELS[field]}`}>
                  UPLOAD AGAIN
                </Button>
              ) : (
                <div className="mt-auto flex gap-2">
                  {/* Spec 2.6: the button stays, reads UPLOADED and is disabled; readable, not greyed out. */}
                  <Button className="flex-1 border border-green-300 bg-green-50" variant="ghost" disabled aria-label={`${DOCUMENT_LABELS[field]} UPLOADED`}>
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-green-700">
                      <path d="M7.7 13.3 4.4 10l-1.4 1.4 4.7 4.7 10-10-1.4-1.4z" />
                    </svg>
                    UPLOADED
                  </Button>
                  {canUploadDocument(document) ? (
                    <Button variant="secondary" onClick={() => setOpenField(field)} aria-label={`Replace ${DOCUMENT_LABELS[field]}`}>
                      Replace
                    </Button>
                  ) : null}
                </div>
              )}
            </li>
          )
        })}
      </ul>
      <DocumentUploadDialog
        field={openField}
        replaces={openField ? documents[DOCUMENT_RESPONSE_KEY[openField]]?.reviewState === 'Pending' : false}
        onClose={() => setOpenField(null)}
        onUploaded={() => router.refresh()}
        action={upload}
      />
    </>
  )
}
