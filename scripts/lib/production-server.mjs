import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { withServerMemoryLimits } from './server-memory.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Starts what `npm start` serves (scripts/serve.mjs) on the last build; resolves once /api/v1/health answers. */
export async function startProductionServer(port, env = process.env) {
  const base = `http://127.0.0.1:${port}`
  const server = spawn('node', [...serverNodeFlags(), 'scripts/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: withServerMemoryLimits({ ...env, APP_URL: base, NODE_ENV: 'production' }),
    // Request log lines (stdout) are not wanted here; errors (stderr) are.
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return { server, base }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  server.kill('SIGTERM')
  throw new Error('the server did not start')
}

/** Stops a server started here (or any child process) and resolves once it has exited. */
export async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
}

/**
 * The Node flags `npm start` gives the server (package.json's start script: the heap size of a small
 * server, docs/decisions/046), so that what is measured here is what production runs.
 */
export function serverNodeFlags() {
  const start = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start
  const words = start.split(/\s+/)
  const serve = words.indexOf('scripts/serve.mjs')
  return words.slice(words.lastIndexOf('node', serve) + 1, serve)
}
