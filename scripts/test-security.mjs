#!/usr/bin/env node
// `npm run test:security`: the adversarial suite (tests/security, docs/security.md). It attacks a
// production server (what `npm start` runs) over HTTP, on a fresh seeded database of its own
// (.data/pg-security, port 54333), and reads PostgreSQL directly to check that nothing changed.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ensureBuild } from './lib/ensure-build.mjs'
import { startProductionServer } from './lib/production-server.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const PORT = Number(process.env.SECURITY_PORT ?? 3300)
const SECURITY_UPLOAD_DIR = '.data/uploads-security'

if (!process.env.ALAFIA_SECURITY_INNER) {
  ensureBuild('security')
  const result = spawnSync('node', ['scripts/with-db.mjs', '--security', 'node', 'scripts/test-security.mjs', ...process.argv.slice(2)], {
    stdio: 'inherit',
    cwd: ROOT,
    // The seed writes the demo documents' files where the server under attack reads them.
    env: { ...process.env, ALAFIA_SECURITY_INNER: '1', UPLOAD_DIR: SECURITY_UPLOAD_DIR },
  })
  process.exit(result.status ?? 1)
}

// The suite forges tokens with the server's own secret (expired, wrong role) to prove the checks
// behind the signature; no real provider is ever called.
const env = {
  ...process.env,
  AUTH_SECRET: 'security-suite-secret-that-is-long-enough-0123456789',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
  RESEND_API_KEY: '',
  MONNIFY_API_KEY: '',
  MONNIFY_SECRET_KEY: '',
  MONNIFY_CONTRACT_CODE: '',
  UPLOADTHING_TOKEN: '',
  UPLOAD_DIR: SECURITY_UPLOAD_DIR,
}
const { server, base } = await startProductionServer(PORT, env)
let status = 1
try {
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'security', ...process.argv.slice(2)], { stdio: 'inherit', cwd: ROOT, env: { ...env, SECURITY_BASE_URL: base } })
  status = result.status ?? 1
} finally {
  server.kill('SIGTERM')
}
process.exit(status)
