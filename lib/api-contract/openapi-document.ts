import { buildOpenApiDocument } from './build-document'
import { ROUTE_CONTRACTS } from './routes'

let built: ReturnType<typeof buildOpenApiDocument> | undefined

/** The API's document, built on first use and kept: the contracts only change with the code. */
export function openApiDocument() {
  built ??= buildOpenApiDocument(ROUTE_CONTRACTS)
  return built
}
