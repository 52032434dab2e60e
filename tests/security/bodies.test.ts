// Bodies are capped while they are read, not after: a 20 MB body sent in chunks with no length is
// refused with 413 once it passes the route's cap, and the server never holds more than that.
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type Server } from '../support/app-cluster'
import { monnifySettings, startFakeMonnify, type FakeMonnify } from '../support/fake-monnify'
import { BASE } from './support/target'

const MB = 1024 * 1024
/** What postChunked answers when the server cut the connection instead of (visibly) answering. */
const CUT_OFF = 0

// A server of its own, with Monnify configured (against a local fake), so the webhook reads bodies.
let monnify: FakeMonnify
let server: Server

beforeAll(async () => {
  monnify = await startFakeMonnify()
  server = await startServer(Number(new URL(BASE).port) + 2, process.env.DATABASE_URL!, { ...monnifySettings(monnify), UPLOAD_DIR: '.data/uploads-security' })
})

afterAll(async () => {
  await server?.stop()
  await monnify?.close()
})

/** The server process's resident memory in bytes (Linux). */
function residentBytes(): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024
}

/**
 * POSTs `totalBytes` of `chunk`s with Transfer-Encoding: chunked (no Content-Length), as fast as the
 * server reads them, and resolves with the status once the server answers (it may answer early and
 * close: whatever was not sent then is not sent).
 */
function postChunked(path: string, contentType: string, totalBytes: number, extraHeaders: Record<string, string> = {}): Promise<number> {
  const url = new URL(path, server.base)
  return new Promise((resolve, reject) => {
    // A connection of its own: after an early 413 the server stops reading, so a kept-alive socket
    // still carrying the unread rest is no good for the next request.
    const request = http.request(url, { method: 'POST', agent: false, headers: { 'content-type': contentType, 'transfer-encoding': 'chunked', ...extraHeaders } })
    let answered = false
    // The server answers 413 and closes while the body is still coming: a write may then fail (EPIPE,
    // ECONNRESET) before the client's parser has read the answer that already arrived. The raw
    // bytes received say what the server answered.
    let received = ''
    request.on('socket', (socket) => socket.on('data', (data: Buffer) => (received += data.toString('latin1'))))
    request.on('response', (response) => {
      answered = true
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return
      answered = true
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1]
      if (status) resolve(Number(status))
      // The server stopped reading and closed while the body was still coming: a refusal too, but one
      // that can reset the connection before the answer already sent is read.
      else if (error.code === 'EPIPE' || error.code === 'ECONNRESET') resolve(CUT_OFF)
      else reject(error)
    })
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    const pump = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length
        // '{"email":"' then a very long string: valid JSON for as long as it lasts.
        const ok = request.write(sent === chunk.length ? Buffer.concat([Buffer.from('{"email":"'), chunk]) : chunk)
        if (!ok) return void request.once('drain', pump)
      }
      request.end()
    }
    pump()
  })
}

async function settledResidentBytes(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 500))
  return residentBytes()
}

describe('huge bodies are refused while they are read', () => {
  it.each([
    ['a JSON API route', '/api/v1/patient/login', 'application/json', {}],
    ['the payment webhook', '/api/webhooks/monnify', 'application/json', { 'monnify-signature': 'x' }],
    ['the sign-in form', '/api/auth/callback/credentials', 'application/x-www-form-urlencoded', {}],
  ])('%s: 20 MB in chunks is refused with 413 and the server does not grow', async (_what, path, contentType, headers) => {
    // Warm the route first, so the code it loads is not counted as the body's cost.
    await postChunked(path, contentType, 128 * 1024, headers)
    const before = await settledResidentBytes()
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push(await postChunked(path, contentType, 20 * MB, headers))
    const after = await settledResidentBytes()
    // Each is refused; a 413 may be lost to the connection reset that follows it (the client is still
    // writing), but never all of them: the server does answer 413, not just hang up.
    expect(statuses.every((status) => status === 413 || status === CUT_OFF)).toBe(true)
    expect(statuses).toContain(413)
    expect(after - before).toBeLessThan(8 * MB)
    // And it still serves.
    expect(await postChunked(path, contentType, 1024, headers)).not.toBe(CUT_OFF)
  })
})
