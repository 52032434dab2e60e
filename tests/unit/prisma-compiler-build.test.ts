import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Decision 056: the generated client loads Prisma 7's small WebAssembly query compiler, which keeps
// about 45 MB less resident than the default build at the same CPU per cached query.
describe('the generated Prisma client', () => {
  const generated = readFileSync(path.resolve(__dirname, '../../lib/generated/prisma/internal/class.ts'), 'utf8')

  it('loads the small query compiler, not the fast one', () => {
    expect(generated).toContain('query_compiler_small_bg.postgresql')
    expect(generated).not.toContain('query_compiler_fast_bg')
  })
})
