'use client'

import { useEffect } from 'react'

/**
 * Counts this view once the page has loaded. The page is cached HTML, so the server cannot count
 * on render; the API counts one view per visitor per day, so a refresh changes nothing.
 */
export function CountView({ postId }: { postId: string }) {
  useEffect(() => {
    void fetch(`/api/v1/user/blog-post-view/${postId}`, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => {
      // A lost view is not worth bothering the reader about.
    })
  }, [postId])
  return null
}
