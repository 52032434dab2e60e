#!/usr/bin/env node
// The Prisma CLI, offline (docs/decisions/002-prisma-offline.md, 055-prisma-7-client.md):
//
//   node scripts/prisma.mjs generate            Prisma 7's CLI writes the client (lib/generated/prisma)
//   node scripts/prisma.mjs migrate <command>   Prisma 6.19's CLI, its WebAssembly schema engine
//
// The app runs Prisma 7's client, which caches query plans (about half the server's CPU per compiled
// query of 6.19's). Prisma 7's migrate needs a schema-engine binary downloaded from Prisma's servers,
// which these machines cannot reach, so migrations stay with 6.19 and its WebAssembly engine.
// Both packages name their command `prisma`, so `npx prisma` may be either: call this script.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const require = createRequire(import.meta.url)
const args = process.argv.slice(2)

const cliOf = (pkg) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'build/index.js')

const generating = args[0] === 'generate'
const cli = generating ? cliOf('prisma-7') : cliOf('prisma')
const cliArgs = generating ? [...args, '--config', path.join(ROOT, 'prisma/generate.config.ts')] : args
const env = { ...process.env }
if (generating) {
  writeClientSchema()
  // Prisma 7's CLI looks for a schema engine before any command and downloads one when it finds
  // none; `generate` never runs it, so any existing file stops the download.
  env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath
} else {
  // The 6.19 wasm engine leaves long timers behind; this preload lets the CLI exit when done.
  env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --require ${path.join(ROOT, 'prisma/unref-long-timers.cjs')}`.trim()
}

const result = spawnSync(process.execPath, [cli, ...cliArgs], { stdio: 'inherit', env, cwd: ROOT })
process.exit(result.status ?? 1)

// prisma/schema.prisma is the one schema. Prisma 6.19 requires the datasource's `url`, Prisma 7
// refuses it (its client gets the database from the driver adapter), so Prisma 7 reads a copy without
// that line, beside the original so that the generator's relative output path is the same.
function writeClientSchema() {
  const schema = readFileSync(path.join(ROOT, 'prisma/schema.prisma'), 'utf8')
  const urlLine = /^\s*url\s*=\s*env\("DATABASE_URL"\)\s*\n/m
  if (!urlLine.test(schema)) throw new Error('prisma/schema.prisma: the datasource\'s url = env("DATABASE_URL") line was not found')
  const header = '// Written by scripts/prisma.mjs from schema.prisma for Prisma 7\'s generate: edit schema.prisma.\n'
  writeFileSync(path.join(ROOT, 'prisma/schema.client.prisma'), header + schema.replace(urlLine, ''))
}
