'use client'

import { useState, type ComponentProps } from 'react'

export const DEFAULT_PROFILE_IMAGE = '/images/default-profile.svg'

type ImageWithFallbackProps = Omit<ComponentProps<'img'>, 'src'> & { src: string | null | undefined; fallbackSrc?: string }

/** An image that shows the default picture when it has none or when it fails to load (spec 8). */
export function ImageWithFallback({ src, fallbackSrc = DEFAULT_PROFILE_IMAGE, alt, ...props }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const shown = !src || failedSrc === src ? fallbackSrc : src
  // eslint-disable-next-line @next/next/no-img-element -- stored photos are already resized; no optimiser round trip
  return <img {...props} src={shown} alt={alt} onError={() => shown !== fallbackSrc && setFailedSrc(src ?? null)} />
}
