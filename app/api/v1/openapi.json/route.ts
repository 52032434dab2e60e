import { openApiDocument } from '@/lib/api-contract/openapi-document'

/**
 * The OpenAPI 3.1 document of the whole API (docs/api.md). It reads no request data, so Next renders
 * it once at build time and serves the stored answer; it changes only with a new build.
 */
export function GET() {
  return Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } })
}
