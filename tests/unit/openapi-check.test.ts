import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildOpenApiDocument } from '@/lib/api-contract/build-document'
import { createOpenApiChecker } from '../support/openapi-check'

// The checker the integration and security suites run on every answer: it must refuse drift either way.
const document = buildOpenApiDocument([
  {
    method: 'post',
    path: '/api/v1/things/{id}',
    tag: 'Things',
    summary: 'Rename a thing',
    access: { kind: 'roles', roles: ['Patient'] },
    body: { schema: z.object({ name: z.string().min(1) }) },
    success: { 200: { description: 'Renamed.', schema: z.object({ message: z.string(), data: z.object({ _id: z.string(), name: z.string() }) }) } },
    errors: { 404: 'No such thing.' },
  },
  { method: 'get', path: '/api/v1/things/export', tag: 'Things', summary: 'All things', access: { kind: 'public' }, success: { 200: { description: 'CSV.', contentType: 'text/csv' } } },
])
const { problems } = createOpenApiChecker(document as unknown as Record<string, unknown>)
const renamed = (text: string, status = 200) => problems({ method: 'POST', path: '/api/v1/things/abc', status, contentType: 'application/json', text, requestType: 'application/json', requestText: '{"name":"A"}' })

describe('checking answers against the OpenAPI document', () => {
  it('accepts an answer the document describes', () => {
    expect(renamed('{"message":"Saved","data":{"_id":"abc","name":"A"}}')).toEqual([])
    expect(renamed('{"message":"No such thing."}', 404)).toEqual([])
    expect(renamed('{"message":"Please check the form.","errors":{"name":["Too short"]}}', 400)).toEqual([])
  })

  it('refuses a field renamed in code but not in the document, and one the document does not know', () => {
    expect(renamed('{"message":"Saved","data":{"id":"abc","name":"A"}}').join()).toMatch(/_id/)
    expect(renamed('{"message":"Saved","data":{"_id":"abc","name":"A","extra":1}}').join()).toMatch(/additional/)
  })

  it('refuses a status the document does not list, an error in another shape and another content type', () => {
    expect(renamed('{"message":"Gone"}', 410).join()).toMatch(/status not in the document/)
    expect(renamed('{"error":"nope"}', 404).join()).toMatch(/message/)
    expect(problems({ method: 'GET', path: '/api/v1/things/export', status: 200, contentType: 'application/json', text: '{}' }).join()).toMatch(/text\/csv/)
  })

  it('refuses a body that earned a success but breaks the documented request schema', () => {
    const answer = '{"message":"Saved","data":{"_id":"abc","name":""}}'
    expect(problems({ method: 'POST', path: '/api/v1/things/abc', status: 200, contentType: 'application/json', text: answer, requestType: 'application/json', requestText: '{"name":""}' }).join()).toMatch(/request body/)
  })

  it('refuses an operation the document does not have, but leaves the framework’s own 404 and 405 alone', () => {
    expect(problems({ method: 'DELETE', path: '/api/v1/things/abc', status: 200, contentType: 'application/json', text: '{}' }).join()).toMatch(/no operation/)
    expect(problems({ method: 'DELETE', path: '/api/v1/things/abc', status: 405, contentType: null, text: '' })).toEqual([])
  })

  it('matches literal segments before parameters', () => {
    expect(problems({ method: 'GET', path: '/api/v1/things/export', status: 200, contentType: 'text/csv; charset=utf-8', text: 'a,b' })).toEqual([])
  })
})
