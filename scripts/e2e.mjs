#!/usr/bin/env node
// End-to-end tests: checks for Chromium, then, with one fresh seeded embedded PostgreSQL for the
// whole run, builds the app (public pages are prerendered from the database) and runs Playwright
// (whose webServer starts scripts/serve.mjs, what `npm start` runs, on that same database, see playwright.config.ts).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`\n[e2e] Chromium was not found at ${chromium}.\n` +
    '[e2e] Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.\n')
  process.exit(1)
}

const run = (cmd, args, env = process.env) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (process.env.ALAFIA_E2E_INNER) {
  // Absolute links baked in at build time (canonical URLs, sitemap) must name the server under test.
  const appUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 3200}`
  if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build'], { ...process.env, APP_URL: appUrl })
  run('npx', ['playwright', 'test', ...process.argv.slice(2)])
} else {
  run('node', ['scripts/with-db.mjs', '--e2e', 'node', 'scripts/e2e.mjs', ...process.argv.slice(2)], { ...process.env, ALAFIA_E2E_INNER: '1' })
}
