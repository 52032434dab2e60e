import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { resetConfigForTests } from '@/lib/server/config'

/**
 * Upload tests write to a fresh temporary UPLOAD_DIR on the local disk (never .data/uploads), with
 * uploadthing switched off; the previous settings come back afterwards.
 */
export function setUpTemporaryUploadDir(): { dir: () => string; storedNames: () => Promise<string[]> } {
  let dir = ''
  const saved = { UPLOAD_DIR: process.env.UPLOAD_DIR, UPLOADTHING_TOKEN: process.env.UPLOADTHING_TOKEN }
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'alafia-uploads-'))
    process.env.UPLOAD_DIR = dir
    delete process.env.UPLOADTHING_TOKEN
    resetConfigForTests()
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    resetConfigForTests()
  })
  return { dir: () => dir, storedNames: () => readdir(dir).catch(() => []) }
}
