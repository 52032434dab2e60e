'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { ImageWithFallback } from '@/components/ui/image-with-fallback'
import { IMAGE_ACCEPT, precheckUpload } from '@/lib/validation/uploads'

type Props = {
  /** The photo shown while no new file is chosen (the current one on the edit page). */
  currentUrl?: string | null
  /** A file that passed the pre-check, or null. */
  onChange: (file: File | null) => void
  /** A message from the server about the photo (shown like the pre-check's). */
  serverError?: string
}

/**
 * The optional profile photo (spec 5): JPG or PNG under 3 MB. What the browser says about the file is
 * checked at once with the spec's messages; a refused file clears the choice and its preview. The
 * server checks the bytes themselves.
 */
export function ProfilePhotoField({ currentUrl = null, onChange, serverError }: Props) {
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const shownError = error ?? serverError

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  function choose(file: File | undefined) {
    if (!file) {
      setPreview(null)
      setError(null)
      onChange(null)
      return
    }
    const problem = precheckUpload('photo', file)
    if (problem) {
      if (inputRef.current) inputRef.current.value = ''
      setPreview(null)
      setError(problem)
      onChange(null)
      return
    }
    setError(null)
    setPreview(URL.createObjectURL(file))
    onChange(file)
  }

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <ImageWithFallback
        src={preview ?? currentUrl}
        alt={preview ? 'Preview of the chosen photo' : 'Your profile photo'}
        width={96}
        height={96}
        className="size-24 shrink-0 rounded-full border border-sand-200 bg-sand-100 object-cover"
      />
      <div className="w-full min-w-0 space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
          Profile Photo <span className="font-normal text-ink-muted">(optional)</span>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="profilePhoto"
          type="file"
          accept={IMAGE_ACCEPT}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${inputId}-error` : `${inputId}-hint`}
          onChange={(event) => choose(event.target.files?.[0])}
          className="block w-full text-sm text-ink file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border file:border-brand-700 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-50"
        />
        {shownError ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
            {shownError}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className="text-xs text-ink-muted">
            JPG or PNG, less than 3 MB.
          </p>
        )}
      </div>
    </div>
  )
}
