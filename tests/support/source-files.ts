// The repository's files, read by the tests that hold rules about the source itself.
import { readdirSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Files under `dir` whose name matches `name`, as paths relative to the repository; `skip` leaves out a file or folder by that path. */
export function filesUnder(dir: string, name: RegExp, skip: (relative: string) => boolean = () => false): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (skip(relative)) return []
    if (entry.isDirectory()) return filesUnder(relative, name, skip)
    return name.test(entry.name) ? [relative] : []
  })
}
