// Which modules a page's browser code can reach: follows the static and dynamic imports of the
// repository's own files from a page (or layout) down, and notes every package a module that runs in
// the browser imports. A module runs in the browser when it is a 'use client' file or is imported,
// directly or not, by one. Type-only imports are left out: they vanish in the build.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

/** `via`: the chain of modules from the page to `module`, to say how the package got in. */
export type BrowserImport = { module: string; specifier: string; via: string[] }

/** The packages (bare specifiers such as 'zod' or 'zod/mini') imported by browser code reachable from `entries`, with the module that imports each. */
export function browserPackageImports(entries: string[]): BrowserImport[] {
  const found: BrowserImport[] = []
  const seen = new Set<string>()
  const visit = (file: string, inBrowser: boolean, via: string[]) => {
    const source = readFileSync(path.join(ROOT, file), 'utf8')
    const browser = inBrowser || /^\s*['"]use client['"]/.test(source)
    const key = `${file}:${browser}`
    if (seen.has(key)) return
    seen.add(key)
    for (const match of source.matchAll(IMPORT)) {
      if (match[1]) continue
      const specifier = (match[2] ?? match[3])!
      const local = resolveLocal(file, specifier)
      if (local) visit(local, browser, [...via, file])
      else if (browser && !specifier.startsWith('.') && !specifier.startsWith('@/')) found.push({ module: file, specifier, via })
    }
  }
  for (const entry of entries) visit(entry, false, [])
  return found
}

function resolveLocal(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = specifier.slice(2)
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier)
  else return null
  for (const candidate of [base, ...EXTENSIONS.map((extension) => base + extension)]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(path.join(ROOT, candidate))) return candidate
  }
  return null
}
