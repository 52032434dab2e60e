import type { Metadata } from 'next'
import { ApiReference } from '@/components/api-docs/api-reference'
import { OPENAPI_PATH } from '@/lib/api-contract/openapi-path'

export const metadata: Metadata = {
  title: 'API reference',
  description: "Alafia's HTTP API: every route, its parameters, bodies, answers and who may call it, from the OpenAPI 3.1 document.",
  alternates: { canonical: '/api-docs' },
  openGraph: { url: '/api-docs', title: 'Alafia API reference' },
}

const codeClass = 'rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm'

/**
 * /api-docs: the reference for developers building on /api/v1. The text is prerendered; the
 * interactive reference (Swagger UI from our own bundle) renders the document the server publishes.
 */
export default function ApiDocsPage() {
  return (
    <section aria-labelledby="api-docs-heading" className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <h1 id="api-docs-heading" className="text-3xl font-semibold sm:text-4xl">
        Alafia API reference
      </h1>
      <div className="mt-4 max-w-3xl space-y-3 text-base leading-relaxed text-ink">
        <p>
          Everything the Alafia website does is available over HTTP under <code className={codeClass}>/api/v1</code>: finding therapists, booking and paying for
          sessions, managing a practice and running the platform.
        </p>
        <p>
          Sign in with <code className={codeClass}>POST /api/v1/patient/login</code> (or <code className={codeClass}>/api/v1/therapist/login</code>) and send
          the <code className={codeClass}>token</code> it returns as <code className={codeClass}>Authorization: Bearer &lt;token&gt;</code>. Every error answer has
          the same body: <code className={codeClass}>{'{ message, errors?, data? }'}</code>.
        </p>
        <p>
          Generate a client from the document itself:{' '}
          <a href={OPENAPI_PATH} className="font-semibold text-primary underline underline-offset-2">
            download openapi.json
          </a>{' '}
          (OpenAPI 3.1).
        </p>
      </div>
      <div className="mt-8">
        <ApiReference />
      </div>
    </section>
  )
}
