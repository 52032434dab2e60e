import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * The security and system tests run against a production build. Inside `npm test` they reuse the one
 * the end-to-end step just made (ALAFIA_REUSE_BUILD=1); on their own they build first, against a
 * fresh seeded database (public pages are prerendered from it).
 */
export function ensureBuild(label) {
  if (process.env.ALAFIA_REUSE_BUILD && existsSync(path.join(ROOT, '.next/BUILD_ID'))) {
    console.log(`[${label}] reusing the production build in .next`)
    return
  }
  console.log(`[${label}] building the app`)
  const result = spawnSync('node', ['scripts/with-db.mjs', '--e2e', 'npm', 'run', 'build'], { stdio: 'inherit', cwd: ROOT, env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
