'use client'

import { useId, useState } from 'react'
import { ImageFileInput, useImageChoice } from '@/components/ui/image-file-input'
import { ImageWithFallback } from '@/components/ui/image-with-fallback'

type Props = {
  /** The photo shown while no new file is chosen (the current one on the edit page). */
  currentUrl?: string | null
  /** A file that passed the pre-check, or null. */
  onChange: (file: File | null) => void
  /** A message from the server about the photo (shown like the pre-check's). */
  serverError?: string
}

/**
 * The optional profile photo: JPG or PNG under 3 MB. What the browser says about the file is
 * checked at once with the spec's messages; a refused file clears the choice and its preview. The
 * server checks the bytes themselves.
 */
export function ProfilePhotoField({ currentUrl = null, onChange, serverError }: Props) {
  const inputId = useId()
  const { inputRef, preview, problem, choose } = useImageChoice('photo', onChange)
  const shownError = problem ?? serverError

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
        <ImageFileInput ref={inputRef} id={inputId} name="profilePhoto" error={shownError} hint="JPG or PNG, less than 3 MB." onChange={(event) => choose(event.target.files?.[0])} />
      </div>
    </div>
  )
}

/**
 * A form's photo: the chosen file and the server's message about it, which a new choice clears.
 * `field` goes to <ProfilePhotoField>; `showError` takes the server's message (showFailure's elsewhere).
 */
export function usePhotoChoice() {
  const [photo, setPhoto] = useState<File | null>(null)
  const [photoError, setPhotoError] = useState<string>()
  const onChange = (file: File | null) => {
    setPhoto(file)
    setPhotoError(undefined)
  }
  return { photo, showError: setPhotoError, field: { onChange, serverError: photoError } }
}
