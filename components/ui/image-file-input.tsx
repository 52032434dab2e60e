'use client'

import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { IMAGE_ACCEPT, precheckUpload, type UploadKind } from '@/lib/validation/uploads'

/**
 * The chosen image of a file input: checked at once with the spec's messages (a refused file clears
 * the input and its preview) and previewed. The server checks the bytes themselves.
 */
export function useImageChoice(kind: UploadKind, onChange: (file: File | null) => void) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  function choose(file: File | undefined) {
    const refusal = file ? precheckUpload(kind, file) : null
    setProblem(refusal)
    if (!file || refusal) {
      if (inputRef.current && refusal) inputRef.current.value = ''
      setPreview(null)
      onChange(null)
      return
    }
    setPreview(URL.createObjectURL(file))
    onChange(file)
  }

  return { inputRef, preview, problem, choose }
}

type ImageFileInputProps = Omit<ComponentProps<'input'>, 'type' | 'accept'> & {
  id: string
  /** Shown instead of the hint, announced at once. */
  error?: string | null
  /** The allowed types and size, in the spec's words. */
  hint: ReactNode
}

/** A JPG or PNG file input with its hint, or its error in place of the hint. */
export function ImageFileInput({ id, error, hint, ...props }: ImageFileInputProps) {
  return (
    <>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="block w-full text-sm text-ink file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border file:border-brand-700 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-50"
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </>
  )
}
