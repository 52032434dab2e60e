// A Vite plugin for the integration suite: a test's import of a route file gets the same handlers,
// each checked against the OpenAPI document on every call (tests/support/openapi-checked-route.ts).
import path from 'node:path'
import type { Plugin } from 'vite'
import { methodsOfRouteFile, urlPathOfRouteFile } from './route-files'

const SUFFIX = '?openapi-checked'

export function checkRoutesAgainstOpenApi(root: string): Plugin {
  return {
    name: 'alafia-openapi-checked-routes',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !importer.includes(`${path.sep}tests${path.sep}integration${path.sep}`)) return null
      // Vite's alias plugin runs first, so `@/app/api/…/route` may arrive already made absolute.
      const relative = source.startsWith('@/') ? source.slice(2) : path.relative(root, source)
      const match = /^(app\/api\/.+\/route)(?:\.ts)?$/.exec(relative.split(path.sep).join('/'))
      return match ? path.join(root, `${match[1]}.ts`) + SUFFIX : null
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null
      const file = id.slice(0, -SUFFIX.length)
      const template = urlPathOfRouteFile(file)
      const wrapper = path.join(root, 'tests/support/openapi-checked-route.ts')
      const lines = [`import * as route from ${JSON.stringify(file)}`, `import { checkedRoute } from ${JSON.stringify(wrapper)}`, `export * from ${JSON.stringify(file)}`]
      for (const method of methodsOfRouteFile(file)) {
        lines.push(`export const ${method.toUpperCase()} = checkedRoute(route.${method.toUpperCase()}, '${method}', ${JSON.stringify(template)})`)
      }
      return lines.join('\n')
    },
  }
}
