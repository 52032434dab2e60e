import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { ROUTE_CONTRACTS } from '@/lib/api-contract/routes'
import { openApiDocument } from '@/lib/api-contract/openapi-document'
import { methodsOfRouteFile, routeFiles, urlPathOfRouteFile } from '../support/route-files'

type Operation = { responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>; security?: unknown[]; 'x-roles'?: string[] }
const document = openApiDocument() as unknown as { paths: Record<string, Record<string, Operation>> }

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(document))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('describes every method of every route file under app/api, and nothing else', () => {
    const inCode = routeFiles().flatMap((file) => methodsOfRouteFile(file).map((method) => `${method.toUpperCase()} ${urlPathOfRouteFile(file)}`))
    const inDocument = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    expect(inCode.length).toBeGreaterThan(120)
    expect(inDocument.filter((operation) => !inCode.includes(operation))).toEqual([])
    expect(inCode.filter((operation) => !inDocument.includes(operation))).toEqual([])
  })

  it('gives every error answer the one ErrorBody, by reference', () => {
    const wrong: string[] = []
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, answer] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue
          if (answer.content?.['application/json']?.schema?.$ref !== '#/components/schemas/ErrorBody') wrong.push(`${method} ${path} ${status}`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('says who may call each operation: roles with the session cookie or a Bearer token', () => {
    for (const contract of ROUTE_CONTRACTS) {
      const operation = document.paths[contract.path]![contract.method]!
      if (contract.access.kind === 'roles') {
        expect(operation.security).toEqual([{ cookieSession: [] }, { bearerToken: [] }])
        expect(operation['x-roles']).toEqual([...contract.access.roles])
        expect(operation.responses).toHaveProperty('401')
        expect(operation.responses).toHaveProperty('403')
      } else if (contract.access.kind === 'public') {
        expect(operation.security).toEqual([])
      }
    }
  })
})
