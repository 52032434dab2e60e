'use client'

import { useEffect, useRef, useState, type ComponentProps } from 'react'
import { DEFAULT_PROFILE_IMAGE } from '@/lib/default-images'

type ImageWithFallbackProps = Omit<ComponentProps<'img'>, 'src' | 'onError'> & { src: string | null | undefined; fallbackSrc?: string }

/**
 * An image that shows the default picture when it has none or when it fails to load. An
 * image that failed before React hydrated never fires onError, so the effect checks it too.
 */
export function ImageWithFallback({ src, fallbackSrc = DEFAULT_PROFILE_IMAGE, alt, ...props }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const ref = useRef<HTMLImageElement>(null)
  const shown = !src || failedSrc === src ? fallbackSrc : src

  useEffect(() => {
    const image = ref.current
    if (src && image?.complete && image.naturalWidth === 0) setFailedSrc(src)
  }, [src])

  return <img {...props} ref={ref} src={shown} alt={alt} onError={() => src && setFailedSrc(src)} />
}
