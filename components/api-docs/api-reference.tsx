'use client'

import { useEffect, useRef, useState } from 'react'
import 'swagger-ui-dist/swagger-ui.css'
import { OPENAPI_PATH } from '@/lib/api-contract/openapi-path'

/**
 * The interactive reference of /api/v1/openapi.json: Swagger UI's prebuilt bundle from npm, served
 * from our own origin (no CDN) and fetched only by this page, after its text has rendered.
 */
export function ApiReference() {
  const container = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')

  useEffect(() => {
    let cancelled = false
    import('swagger-ui-dist/swagger-ui-bundle.js')
      .then(({ default: SwaggerUIBundle }) => {
        if (cancelled || !container.current) return
        SwaggerUIBundle({
          domNode: container.current,
          url: OPENAPI_PATH,
          presets: [SwaggerUIBundle.presets.apis],
          layout: 'BaseLayout',
          deepLinking: true,
          docExpansion: 'none',
          defaultModelsExpandDepth: -1,
          filter: true,
          validatorUrl: null,
          withCredentials: true,
        })
        setState('ready')
      })
      .catch(() => setState('failed'))
    return () => {
      cancelled = true
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
