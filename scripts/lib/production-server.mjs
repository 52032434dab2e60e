import { spawn } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Starts what `npm start` serves (scripts/serve.mjs) on the last build; resolves once /api/v1/health answers. */
export async function startProductionServer(port, env = process.env) {
  const base = `http://127.0.0.1:${port}`
  const server = spawn('node', ['scripts/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...env, APP_URL: base, NODE_ENV: 'production' },
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
