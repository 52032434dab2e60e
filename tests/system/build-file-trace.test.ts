// The production build's file traces (`.next/server/**/*.nft.json`, what a serverless host deploys
// beside each route) hold what the routes need, not the whole project. A path the tracer cannot work
// out (the local uploads folder, lib/server/uploads/local-disk-storage.ts) once made it list every
// file of the checkout for twenty routes: documentation and tests, and under .data the local session
// secret, the local health-data key and the embedded database's files.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SERVER = path.join(ROOT, '.next/server')
/** Folders no route reads at run time: they are traced only when the tracer gives up and takes all. */
const NEVER_NEEDED = ['docs', 'tests', 'scripts', '.data'].map((folder) => path.join(ROOT, folder) + path.sep)

function traceFiles(): string[] {
  return readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.nft.json'))
    .map((name) => path.join(SERVER, name))
}

describe('the build file traces', () => {
  it('list no documentation, tests, scripts or local data for any route', () => {
    const traces = traceFiles()
    expect(traces.length).toBeGreaterThan(50)
    const strays = traces.flatMap((trace) => {
      const { files } = JSON.parse(readFileSync(trace, 'utf8')) as { files: string[] }
      return files
        .map((file) => path.resolve(path.dirname(trace), file))
        .filter((file) => NEVER_NEEDED.some((folder) => file.startsWith(folder)))
        .map((file) => `${path.relative(SERVER, trace)}: ${path.relative(ROOT, file)}`)
    })
    expect(strays.slice(0, 5)).toEqual([])
  })
})
