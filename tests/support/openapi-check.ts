// Checks real answers (and the bodies that earned a success) against the OpenAPI document: the
// contract tests that keep lib/api-contract and the routes in step.
import { appendFileSync } from 'node:fs'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

type Json = Record<string, unknown>
type Operation = { responses: Record<string, { content?: Record<string, unknown> }>; requestBody?: { content?: Record<string, unknown> } }
type Document = { paths: Record<string, Record<string, Operation>> }

export type Exchange = { method: string; path: string; status: number; contentType: string | null; text: string; requestType?: string | null; requestText?: string }

const pointer = (...parts: string[]) => '#/' + parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')

export function createOpenApiChecker(document: Json) {
  const doc = document as unknown as Document
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
  addFormats.default(ajv)
  ajv.addFormat('binary', true)
  ajv.addSchema(document, 'openapi')
  const compiled = new Map<string, ValidateFunction>()
  const validator = (ref: string) => {
    let validate = compiled.get(ref)
    if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: `openapi${ref}` })))
    return validate
  }
  // Literal segments before parameters: /payouts/run is not /payouts/{id}.
  const templates = Object.keys(doc.paths)
    .map((template) => ({ template, pattern: new RegExp('^' + template.replace(/\{[^}]+\}/g, '[^/]+').replace(/\./g, '\\.') + '$'), params: (template.match(/\{/g) ?? []).length }))
    .sort((a, b) => a.params - b.params)

  function find(method: string, urlPath: string) {
    const match = templates.find(({ pattern }) => pattern.test(urlPath))
    const operation = match ? doc.paths[match.template]?.[method.toLowerCase()] : undefined
    return match && operation ? { template: match.template, operation } : undefined
  }

  function validateJson(ref: string, text: string, what: string): string[] {
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      return [`${what} is not JSON: ${text.slice(0, 120)}`]
    }
    const validate = validator(ref)
    if (validate(value)) return []
    return [`${what} does not match the document: ${ajv.errorsText(validate.errors, { separator: '; ' })} in ${text.slice(0, 300)}`]
  }

  /** What is wrong with this answer according to the document; empty when it matches. */
  function problems(exchange: Exchange): string[] {
    const label = `${exchange.method.toUpperCase()} ${exchange.path} → ${exchange.status}`
    const found = find(exchange.method, exchange.path)
    // OPENAPI_SEEN_FILE lists the operations and statuses a run exercised (what still lacks a test).
    if (found && process.env.OPENAPI_SEEN_FILE) appendFileSync(process.env.OPENAPI_SEEN_FILE, `${exchange.method.toUpperCase()} ${found.template} ${exchange.status}\n`)
    if (!found) return exchange.status === 404 || exchange.status === 405 ? [] : [`${label}: no operation in the document`]
    const answer = found.operation.responses[String(exchange.status)]
    if (!answer) return [`${label}: status not in the document (it lists ${Object.keys(found.operation.responses).join(', ')})`]
    const out: string[] = []
    const content = answer.content ?? {}
    const types = Object.keys(content)
    if (types.length > 0) {
      const given = (exchange.contentType ?? '').split(';')[0]!.trim().toLowerCase()
      if (!types.includes(given)) out.push(`${label}: content type ${given || 'none'}, the document says ${types.join(' or ')}`)
      else if (given === 'application/json') out.push(...validateJson(pointer('paths', found.template, exchange.method.toLowerCase(), 'responses', String(exchange.status), 'content', given, 'schema'), exchange.text, label))
    }
    const requestType = (exchange.requestType ?? '').split(';')[0]!.trim().toLowerCase()
    if (exchange.status < 300 && requestType === 'application/json' && exchange.requestText) {
      const body = found.operation.requestBody?.content?.['application/json']
      if (!body) out.push(`${label}: took a JSON body the document does not describe`)
      else out.push(...validateJson(pointer('paths', found.template, exchange.method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema'), exchange.requestText, `${label} request body`))
    }
    return out
  }

  return { problems, find }
}
