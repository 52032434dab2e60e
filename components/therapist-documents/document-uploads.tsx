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
                  {document.declineReason?.trim() || 'No reason was given.'} Please upload it again.
                </p>
              )}
              <Button
                className="mt-auto w-full"
                variant={canUpload ? 'primary' : 'secondary'}
                disabled={!canUpload}
                onClick={() => setOpenField(field)}
                aria-label={canUpload ? undefined : `${DOCUMENT_LABELS[field]} UPLOADED`}
              >
                {canUpload ? `${document ? 'UPLOAD AGAIN' : 'UPLOAD'} ${DOCUMENT_LABELS[field].toUpperCase()}` : 'UPLOADED'}
              </Button>
            </li>
          )
        })}
      </ul>
      <DocumentUploadDialog field={openField} onClose={() => setOpenField(null)} onUploaded={() => router.refresh()} />
    </>
  )
}
