import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'
import { openApiDocument } from '@/lib/api-contract/openapi-document'

// Proof that an outside developer can build on the document alone: types generated from it with
// openapi-typescript, and the example client (docs/api-client/book-a-session.ts: sign in, list
// therapists, hold, pay in the sandbox, confirm) type-checks against them under strict TypeScript.
const ROOT = path.resolve(import.meta.dirname, '../..')
// Inside the repository (under the ignored .data) so that `openapi-fetch` resolves from node_modules.
const DIR = path.join(ROOT, '.data', 'api-client-check')
const EXAMPLE = path.join(ROOT, 'docs/api-client/book-a-session.ts')

function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
    skipLibCheck: true,
  })
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => `${diagnostic.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`)
}

describe('a client generated from the OpenAPI document', () => {
  beforeAll(async () => {
    mkdirSync(DIR, { recursive: true })
    const types = astToString(await openapiTS(JSON.parse(JSON.stringify(openApiDocument()))))
    writeFileSync(path.join(DIR, 'alafia-api.d.ts'), types)
    copyFileSync(EXAMPLE, path.join(DIR, 'book-a-session.ts'))
  }, 60_000)

  it('types every path of the API', () => {
    const types = readFileSync(path.join(DIR, 'alafia-api.d.ts'), 'utf8')
    for (const route of ['/api/v1/patient/login', '/api/v1/user/all-app-therapist', '/api/v1/patient/hold-appointment', '/api/v1/payments/sandbox/complete', '/api/v1/patient/confirm-payment']) {
      expect(types).toContain(`"${route}"`)
    }
  })

  it('type-checks the example that signs in, lists therapists, holds and pays in the sandbox', () => {
    expect(typeErrors([path.join(DIR, 'book-a-session.ts')])).toEqual([])
  }, 60_000)

  it('would refuse the example if it sent a field the document does not have', () => {
    const wrong = readFileSync(EXAMPLE, 'utf8').replace("outcome: 'PAID'", "outcome: 'PAYED'")
    writeFileSync(path.join(DIR, 'book-a-session-wrong.ts'), wrong)
    expect(typeErrors([path.join(DIR, 'book-a-session-wrong.ts')]).join('\n')).toMatch(/PAYED/)
  }, 60_000)
})
