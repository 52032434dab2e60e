'use client'

import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import { DOCUMENT_LABELS, type DocumentField, type ReviewState } from '@/lib/validation/therapist-documents'
import { IMAGE_ACCEPT, precheckUpload } from '@/lib/validation/uploads'

/** The document an upload replaces: its id (sent with the file), its name on the page and its state. */
export type DocumentToReplace = { id: string; name: string; reviewState: ReviewState }

type Props = {
  field: DocumentField | null
  /** Set when the upload replaces a document awaiting review or declined; otherwise it adds one. */
  replaces?: DocumentToReplace | null
  onClose: () => void
  /** After a successful upload: the page fetches the documents again. */
  onUploaded: () => void
  /** The page's upload action: a multipart form with `field` and the file. */
  action: ServerAction<FormData>
}

/** The modal of one document: a file input, UPLOAD and CLOSE, with the spec's messages. */
export function DocumentUploadDialog({ field, replaces = null, onClose, onUploaded, action }: Props) {
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [isUploading, setIsUploading] = useState(false)
  const label = field ? DOCUMENT_LABELS[field] : ''
  // Each opening starts clean, even if an upload closed mid-way reported late (React's "adjust state
  // while rendering" pattern: no effect, no extra paint).
  const [shownField, setShownField] = useState(field)
  if (field !== shownField) {
    setShownField(field)
    setFile(null)
    setError(null)
  }

  // Always allowed, even mid-upload: Escape closes the native dialog whatever React thinks, so the
  // state must follow. An upload still running finishes and reports through its notice.
  function close() {
    setFile(null)
    setError(null)
    onClose()
  }

  function choose(chosen: File | undefined) {
    setFile(chosen ?? null)
    // Instant feedback from what the browser says; an empty choice is reported on UPLOAD.
    setError(chosen ? precheckUpload('document', chosen) : null)
  }

  async function upload() {
    if (!field) return
    const problem = precheckUpload('document', file)
    if (problem || !file) {
      setError(problem)
      notify.error(problem ?? 'Please select an image first!')
      return
    }
    const form = new FormData()
    form.append('field', field)
    if (replaces) form.append('replaces', replaces.id)
    form.append(field, file)
    setIsUploading(true)
    try {
      const result = await action(form)
      if (!result.ok) {
        const message = result.fieldErrors?.[field]?.[0] ?? result.message
        setError(message)
        notify.error(message)
        return
      }
      notify.success(result.message ?? `${label} uploaded successfully`)
      setFile(null)
      setError(null)
      onClose()
      onUploaded()
    } catch {
      // The request itself failed (offline, or a body the server refused before the action ran).
      const message = 'The upload failed. Please check your connection and try again.'
      setError(message)
      notify.error(message)
    } finally {
      setIsUploading(false)
    }
  }

  return (
    <Dialog open={field !== null} onClose={close} title={`Upload ${label}`}>
      <div className="space-y-4">
        {replaces ? (
          <p className="text-sm text-ink-muted">
            {replaces.reviewState === 'Declined' ? `The new file replaces the declined ${replaces.name}.` : `The new file replaces the ${replaces.name} awaiting review.`}
          </p>
        ) : null}
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
            {label} file
          </label>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={isUploading}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
            onChange={(event) => choose(event.target.files?.[0])}
            className="block w-full text-sm text-ink file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border file:border-brand-700 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-50"
          />
          {error ? (
            <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : (
            <p id={`${inputId}-hint`} className="text-xs text-ink-muted">
              JPG or PNG, at most 5 MB.
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            CLOSE
          </Button>
          <Button onClick={upload} disabled={isUploading}>
            {isUploading ? 'UPLOADING...' : 'UPLOAD'}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
