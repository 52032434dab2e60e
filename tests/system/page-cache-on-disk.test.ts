// A public page that has left the server's in-memory cache is read back from its copy on disk,
// not rendered again (Next 16.5's file-system cache, docs/decisions/058).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDbClient } from '../fixtures/db-client'
import { createTherapist } from '../fixtures/factories'
import { startDatabase, startServer, systemPort, type Database, type Server } from '../support/app-cluster'

let database: Database
let server: Server
let db: ReturnType<typeof createDbClient>

/** The in-memory cache's size in the build under test (next.config.ts), in the units Next counts. */
const memoryCacheBytes: number = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../.next/required-server-files.json'), 'utf8'),
).config.cacheMaxMemorySize

beforeAll(async () => {
  database = await startDatabase('page-cache', systemPort(54337))
  db = createDbClient(database.url)
  server = await startServer(systemPort(3314), database.url)
})

afterAll(async () => {
  await server?.stop()
  await db?.$disconnect()
  await database?.dispose()
})

async function therapistPage(id: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${server.base}/one-therapist/${id}`, { headers })
  return { status: answer.status, cache: answer.headers.get('x-nextjs-cache'), type: answer.headers.get('content-type'), body: await answer.text() }
}

/** A client-side navigation's request for the page's RSC payload, as Next's router sends it. */
const navigation = { rsc: '1', 'next-url': '/find-therapist' }

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<unknown>) {
  for (let at = 0; at < items.length; at += size) await Promise.all(items.slice(at, at + size).map(work))
}

describe('pages past the in-memory cache', () => {
  it('are served from disk as hits, to a first visit and to a client-side navigation', async () => {
    const first = await createTherapist(db, { fullName: 'Dr Kept On Disk' })
    const missed = await therapistPage(first.id)
    expect(missed.status).toBe(200)
    expect(missed.cache).toBe('MISS')
    expect(missed.body).toContain('Dr Kept On Disk')
    expect((await therapistPage(first.id)).cache).toBe('HIT')

    // Enough other therapist pages to push the first one out of memory: their HTML alone, which
    // Next counts with their payloads, is more than the cache holds.
    const count = Math.ceil((1.2 * memoryCacheBytes) / missed.body.length)
    const others = await Promise.all(Array.from({ length: count }, () => createTherapist(db)))
    let rendered = 0
    await inBatches(others, 4, async (therapist) => {
      const page = await therapistPage(therapist.id)
      expect(page.status).toBe(200)
      rendered += page.body.length
    })
    expect(rendered).toBeGreaterThan(memoryCacheBytes)

    const again = await therapistPage(first.id)
    expect(again.cache).toBe('HIT')
    expect(again.body).toBe(missed.body)

    // Push it out again, then navigate to it from another page: the payload comes from disk too.
    await inBatches(others, 4, (therapist) => therapistPage(therapist.id, navigation))
    const payload = await therapistPage(first.id, navigation)
    expect(payload.status).toBe(200)
    expect(payload.type).toContain('text/x-component')
    expect(payload.cache).toBe('HIT')
    expect(payload.body).toContain('Dr Kept On Disk')
  })

  it("are not served by the next run of the server, which may have another database behind it", async () => {
    const therapist = await createTherapist(db, { fullName: 'Dr Earlier Run' })
    expect((await therapistPage(therapist.id)).cache).toBe('MISS')
    expect((await therapistPage(therapist.id)).cache).toBe('HIT')
    await server.stop()
    server = await startServer(systemPort(3314), database.url)
    expect((await therapistPage(therapist.id)).cache).toBe('MISS')
  })
})
