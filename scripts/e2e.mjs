#!/usr/bin/env node
// End-to-end tests: checks for Chromium, builds the app, then runs Playwright (which starts
// `next start` on a fresh seeded embedded PostgreSQL, see playwright.config.ts).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`\n[e2e] Chromium was not found at ${chromium}.\n` +
    '[e2e] Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.\n')
  process.exit(1)
}

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build'])
run('npx', ['playwright', 'test', ...process.argv.slice(2)])
