'use client'

import { useEffect, useRef, useState } from 'react'
import 'swagger-ui-dist/swagger-ui.css'
import './api-reference.css'
import { OPENAPI_PATH } from '@/lib/api-contract/openapi-path'

/**
 * Two repairs as Swagger UI renders: its code samples scroll sideways but cannot take focus, so a
 * keyboard could not scroll them (each gets tabindex 0 and a name); and its operations list is a
 * second <main> inside the page's own, which becomes a named region (one main landmark per page).
 */
function repairAccessibility(root: HTMLElement): MutationObserver {
  const mark = () => {
    for (const inner of root.querySelectorAll<HTMLElement>('main:not([role])')) {
      inner.setAttribute('role', 'region')
      inner.setAttribute('aria-label', 'Operations')
    }
    for (const sample of root.querySelectorAll<HTMLElement>('.highlight-code > pre:not([tabindex])')) {
      sample.tabIndex = 0
      sample.setAttribute('aria-label', 'Code sample')
    }
  }
  const observer = new MutationObserver(mark)
  observer.observe(root, { childList: true, subtree: true })
  return observer
}

/**
 * The interactive reference of /api/v1/openapi.json: Swagger UI's prebuilt bundle from npm, served
 * from our own origin (no CDN) and fetched only by this page, after its text has rendered.
 */
export function ApiReference() {
  const container = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')

  useEffect(() => {
    let cancelled = false
    let repairs: MutationObserver | undefined
    import('swagger-ui-dist/swagger-ui-bundle.js')
      .then(({ default: SwaggerUIBundle }) => {
        if (cancelled || !container.current) return
        SwaggerUIBundle({
          domNode: container.current,
          url: OPENAPI_PATH,
          presets: [SwaggerUIBundle.presets.apis],
          layout: 'BaseLayout',
          // Off: it puts a link inside each operation's toggle button (nested controls for screen readers).
          deepLinking: false,
          docExpansion: 'none',
          defaultModelsExpandDepth: -1,
          filter: true,
          validatorUrl: null,
          withCredentials: true,
        })
        repairs = repairAccessibility(container.current)
        setState('ready')
      })
      .catch(() => setState('failed'))
    return () => {
      cancelled = true
      repairs?.disconnect()
    }
  }, [])

  return (
    <div className="api-reference rounded-2xl border border-slate-200 bg-white">
      {state === 'loading' && <p className="py-10 text-center text-slate-600">Loading the API reference…</p>}
      {state === 'failed' && (
        <p role="alert" className="py-10 text-center text-red-800">
          The reference could not load. The document itself is at <a className="underline" href={OPENAPI_PATH}>{OPENAPI_PATH}</a>.
        </p>
      )}
      <div ref={container} />
    </div>
  )
}
