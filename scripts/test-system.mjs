#!/usr/bin/env node
// `npm run test:system`: several production servers on one database, database outages, graceful
// shutdown and request logs (tests/system). Each test file starts its own embedded PostgreSQL
// (.data/pg-system-*, ports 54334–54337) and servers (ports 3310–3319) on the last production build.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ensureBuild } from './lib/ensure-build.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
ensureBuild('system')
const result = spawnSync('npx', ['vitest', 'run', '--project', 'system', ...process.argv.slice(2)], { stdio: 'inherit', cwd: ROOT, env: process.env })
process.exit(result.status ?? 1)
