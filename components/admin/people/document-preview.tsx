'use client'

import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'

type DocumentPreviewProps = {
  /** The private file route (/api/files/{id}): the browser sends the admin's session cookie. */
  url: string
  label: string
  therapistName: string
}

/**
 * A verification document's thumbnail: clicking it opens the picture large in a dialog, with a link
 * to open it alone in a new tab (to zoom or print). The file route serves it only to the admin area
 * and the therapist, never cached by the browser.
 */
export function DocumentPreview({ url, label, therapistName }: DocumentPreviewProps) {
  const [open, setOpen] = useState(false)
  const alt = `${label} of ${therapistName}`
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="group block w-full overflow-hidden rounded-xl border border-sand-200 bg-sand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        aria-label={`View ${label} larger`}
      >
        <img src={url} alt={alt} width={320} height={200} loading="lazy" className="h-40 w-full object-contain transition-transform group-hover:scale-[1.02]" />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={label} className="w-[min(56rem,calc(100vw-2rem))]">
        <img src={url} alt={alt} className="max-h-[70dvh] w-full rounded-xl border border-sand-200 bg-sand-50 object-contain" />
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            Open in new tab<span className="sr-only"> (opens a new tab)</span>
          </a>
          <Button variant="secondary" onClick={() => setOpen(false)} autoFocus>
            Close
          </Button>
        </div>
      </Dialog>
    </>
  )
}
