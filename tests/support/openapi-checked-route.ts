// Wraps a route handler an integration test imports (tests/support/openapi-route-plugin.ts), so every
// answer it gives in a test is checked against the OpenAPI document built from lib/api-contract.
import { openApiDocument } from '@/lib/api-contract/openapi-document'
import { createOpenApiChecker } from './openapi-check'

type Handler = (request: Request, context?: unknown) => Promise<Response> | Response

let checker: ReturnType<typeof createOpenApiChecker> | undefined

export function checkedRoute(handler: Handler | undefined, method: string, template: string): Handler | undefined {
  if (!handler) return undefined
  return async (request, context) => {
    const requestType = request.headers.get('content-type')
    const requestText = requestType?.includes('application/json') ? await request.clone().text() : undefined
    const response = await handler(request, context)
    const contentType = response.headers.get('content-type')
    const text = contentType?.includes('application/json') ? await response.clone().text() : ''
    checker ??= createOpenApiChecker(openApiDocument() as unknown as Record<string, unknown>)
    // The template's own parameters stand in for the real ones: the document is matched by template.
    const problems = checker.problems({ method, path: template, status: response.status, contentType, text, requestType, requestText })
    if (problems.length > 0) throw new Error(`The answer does not match the OpenAPI document (lib/api-contract):\n${problems.join('\n')}`)
    return response
  }
}
