#!/usr/bin/env node
// `npm test`: lint, type-check, unit, integration, end-to-end, adversarial (security) and system
// (several instances, database faults) tests, stopping at the first failure. The last two reuse the
// production build the end-to-end step made (ALAFIA_REUSE_BUILD).
import { spawnSync } from 'node:child_process'

const STEPS = [
  ['lint', ['run', 'lint']],
  ['type-check', ['run', 'typecheck']],
  ['unit tests', ['run', 'test:unit']],
  ['integration tests', ['run', 'test:integration']],
  ['end-to-end tests', ['run', 'test:e2e']],
  ['security tests', ['run', 'test:security'], { ALAFIA_REUSE_BUILD: '1' }],
  ['system tests', ['run', 'test:system'], { ALAFIA_REUSE_BUILD: '1' }],
]

const started = Date.now()
for (const [name, args, env = {}] of STEPS) {
  console.log(`\n=== ${name} ===`)
  const stepStarted = Date.now()
  const result = spawnSync('npm', args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (npm ${args.join(' ')})`)
    process.exit(result.status ?? 1)
  }
  console.log(`✓ ${name} passed in ${Math.round((Date.now() - stepStarted) / 1000)} s`)
}
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s`)
