// The route files under app/api and the URL path and methods each serves, read from the files
// themselves: what the OpenAPI document must describe.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { filesUnder } from './source-files'

const ROOT = path.resolve(import.meta.dirname, '../..')
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** app/api/v1/patient/appointment/[id]/route.ts → /api/v1/patient/appointment/{id} */
export function urlPathOfRouteFile(file: string): string {
  const relative = path.relative(path.join(ROOT, 'app'), path.resolve(ROOT, file)).split(path.sep)
  relative.pop()
  return '/' + relative.map((segment) => segment.replace(/^\[(?:\.\.\.)?([^\]]+)\]$/, '{$1}')).join('/')
}

/** The HTTP methods a route file exports, in any of the forms the code uses. */
export function methodsOfRouteFile(file: string): string[] {
  const source = readFileSync(path.resolve(ROOT, file), 'utf8')
  const found = new Set<string>()
  for (const method of METHODS) {
    const declared = new RegExp(`export\\s+(?:async\\s+)?(?:const|function)\\s+${method}\\b`).test(source)
    const listed = [...source.matchAll(/export\s+(?:const\s+)?\{([^}]*)\}/g)].some((match) => new RegExp(`\\b${method}\\b`).test(match[1] ?? ''))
    if (declared || listed) found.add(method.toLowerCase())
  }
  return [...found]
}

/** Every route.ts under app/api, relative to the repository. */
export function routeFiles(): string[] {
  return filesUnder('app/api', /^route\.ts$/).sort()
}
