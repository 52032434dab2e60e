'use client'

import { useId } from 'react'
import { ImageFileInput, useImageChoice } from '@/components/ui/image-file-input'

type Props = {
  /** The image shown while no new file is chosen (the post's current image on the edit page). */
  currentUrl?: string | null
  /** Create: a file must be chosen. Edit: optional, the current image stays. */
  required: boolean
  /** A file that passed the pre-check, or null. */
  onChange: (file: File | null) => void
  /** A message about the image from the form or the server (shown like the pre-check's). */
  error?: string
}

/**
 * The blog image: JPG or PNG under 3 MB. What the browser says about the file is checked
 * at once with the spec's messages, and a refused file clears the choice; the server checks the
 * bytes themselves.
 */
export function BlogImageField({ currentUrl = null, required, onChange, error }: Props) {
  const inputId = useId()
  const { inputRef, preview, problem, choose } = useImageChoice('blog', onChange)
  const shownError = problem ?? error
  const shown = preview ?? currentUrl

  return (
    <div className="space-y-3">
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
        Blog Image
        {required ? (
          <span aria-hidden="true" className="text-red-700"> *</span>
        ) : (
          <span className="font-normal text-ink-muted"> (optional: choose one only to replace the current image)</span>
        )}
      </label>
      {shown ? (
        <img
          src={shown}
          alt={preview ? 'Preview of the chosen image' : 'The current image'}
          width={1200}
          height={630}
          className="aspect-[40/21] w-full max-w-sm rounded-xl border border-sand-200 bg-sand-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="grid aspect-[40/21] w-full max-w-sm place-items-center rounded-xl border border-dashed border-sand-200 bg-sand-100 text-sm text-ink-muted">
          No image chosen
        </div>
      )}
      <ImageFileInput
        ref={inputRef}
        id={inputId}
        name="blogImage"
        aria-required={required || undefined}
        error={shownError}
        hint="JPG or PNG, less than 3 MB. Wide pictures (about 1200 × 630) look best."
        onChange={(event) => choose(event.target.files?.[0])}
      />
    </div>
  )
}
