import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const FILE = path.resolve(import.meta.dirname, '../../docs/performance.md')

/** Replaces the text between `<!-- name:start …` and `<!-- name:end -->` in docs/performance.md. */
export function replaceSection(name, section) {
  const text = readFileSync(FILE, 'utf8')
  const pattern = new RegExp(`<!-- ${name}:start[\\s\\S]*?<!-- ${name}:end -->`)
  if (!pattern.test(text)) throw new Error(`docs/performance.md has no ${name} markers`)
  writeFileSync(FILE, text.replace(pattern, () => section))
}
