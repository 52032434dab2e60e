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
import { DocumentUploadDialog } from './document-upload-dialog'

const STATE: Record<OwnDocument['reviewState'], { tone: BadgeTone; text: string }> = {
  Pending: { tone: 'warning', text: 'Awaiting review' },
  Approved: { tone: 'success', text: 'Approved' },
  Declined: { tone: 'danger', text: 'Declined' },
}

/**
 * The three upload buttons of the not-verified page (spec 2.6): each opens its modal; a button reads
 * UPLOADED and is disabled once its document exists, unless an admin declined it, in which case the
 * reason shows and it can be uploaded again.
 */
export function DocumentUploads({ documents }: { documents: OwnDocuments }) {
  const router = useRouter()
  const [openField, setOpenField] = useState<DocumentField | null>(null)

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-3">
        {DOCUMENT_FIELDS.map((field) => {
          const document = documents[DOCUMENT_RESPONSE_KEY[field]]
          const canUpload = canUploadDocument(document)
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
              {canUpload ? (
                <Button className="mt-auto w-full" onClick={() => setOpenField(field)} aria-label={document ? `Upload again: ${DOCUMENT_LABELS[field]}` : undefined}>
                  {document ? 'UPLOAD AGAIN' : `UPLOAD ${DOCUMENT_LABELS[field].toUpperCase()}`}
                </Button>
              ) : (
                // Spec 2.6: the button stays, reads UPLOADED and is disabled; readable, not greyed out.
                <Button className="mt-auto w-full border border-green-300 bg-green-50" variant="ghost" disabled aria-label={`${DOCUMENT_LABELS[field]} UPLOADED`}>
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-green-700">
                    <path d="M7.7 13.3 4.4 10l-1.4 1.4 4.7 4.7 10-10-1.4-1.4z" />
                  </svg>
                  UPLOADED
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      <DocumentUploadDialog field={openField} onClose={() => setOpenField(null)} onUploaded={() => router.refresh()} />
    </>
  )
}
