'use client'

import { useEffect, useRef, useState } from 'react'

export const DEFAULT_PROFILE_IMAGE = '/images/default-profile.svg'

type TherapistPhotoProps = {
  url: string | null | undefined
  alt: string
  size: number
  className?: string
  /** Above the fold: load at once and early (the largest image a phone sees first). */
  priority?: boolean
}

/**
 * A therapist's photo, or the default profile image when there is none or it fails to load (spec 2.5,
 * 8). An image that failed before React hydrated never fires onError, so the effect checks it too.
 */
export function TherapistPhoto({ url, alt, size, className, priority = false }: TherapistPhotoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const ref = useRef<HTMLImageElement>(null)
  const src = url && url !== failedUrl ? url : DEFAULT_PROFILE_IMAGE

  useEffect(() => {
    const image = ref.current
    if (url && image && image.complete && image.naturalWidth === 0) setFailedUrl(url)
  }, [url])

  return (
    // eslint-disable-next-line @next/next/no-img-element -- small square photos at a fixed size: nothing for the optimiser to gain
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => url && setFailedUrl(url)}
      className={className}
    />
  )
}
