#!/usr/bin/env node
// The production server `npm start` runs: Next's request handler behind node:http, so that every
// request gets an id and one JSON log line (console output is JSON too), page requests get a plain
// "temporarily unavailable" page with a 503 while the database is down, and SIGTERM lets in-flight
// requests finish before the process exits (`next start` exits at once). Serverless hosts do not run
// this file: they log requests themselves (docs/deploy.md, docs/decisions/019).
//
//   node scripts/serve.mjs [-p PORT] [-H HOST]      (PORT and HOST from the environment otherwise)
import { AsyncLocalStorage } from 'node:async_hooks'
import { rmSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import { databaseGate } from './lib/database-gate.mjs'
import { encodedBodies, sendEncodedBodies } from './lib/encoded-bodies.mjs'
import { writeConsoleAsJson } from './lib/json-console.mjs'
import { loggablePath, requestIdFrom } from './lib/request-log.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const option = (short, long) => {
  const at = process.argv.findIndex((arg) => arg === short || arg === long)
  return at === -1 ? undefined : process.argv[at + 1]
}
const port = Number(option('-p', '--port') ?? process.env.PORT ?? 3000)
const host = option('-H', '--hostname') ?? process.env.HOST ?? '0.0.0.0'
/** How long in-flight requests may take to finish after SIGTERM (hosts wait about 30 s before SIGKILL). */
const DRAIN_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000)
/**
 * Rate limits key on the client's address, the right-most X-Forwarded-For entry
 * (lib/server/request-info.ts). Next keeps a client's own X-Forwarded-For when one is sent, so a
 * server facing the internet directly must replace it with the socket's address, or anyone could
 * pick their address per request. Behind a reverse proxy that appends the client's address
 * (nginx: $proxy_add_x_forwarded_for), set TRUST_PROXY=1 to keep the header as the proxy wrote it.
 */
const TRUST_PROXY = process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true'

// lib/server/log.ts reads the current request's id from here, without importing this file.
const requestContext = new AsyncLocalStorage()
globalThis[Symbol.for('alafia.requestContext')] = requestContext
writeConsoleAsJson(() => requestContext.getStore()?.requestId)

const log = (level, msg, fields = {}) => {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })
  if (level === 'error') process.stderr.write(`${line}\n`)
  else process.stdout.write(`${line}\n`)
}

process.env.NODE_ENV = 'production'
// Next's proxy sees a loopback or wildcard host as "localhost" (NextURL); told another spelling, its
// router takes the proxy's rewrites (the filtered directory) for another origin and proxies each one
// over HTTP to this same server, at twice the cost of the page itself.
const LOCAL_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'])
// Pages an earlier run rendered, perhaps against another database, are not this run's to serve: the
// pages on disk hold what this process's in-memory cache has no room for (docs/decisions/058).
rmSync(path.join(ROOT, '.next/server/route-cache'), { recursive: true, force: true, maxRetries: 3 })
const app = next({ dev: false, dir: ROOT, hostname: LOCAL_HOSTS.has(host) ? 'localhost' : host, port })
const handle = app.getRequestHandler()
await app.prepare()
const gate = databaseGate(process.env.DATABASE_URL)
// Responses are compressed here, not by Next, and a cached page's ETag, UTF-8 bytes and gzip are made
// once rather than on every request (scripts/lib/encoded-bodies.mjs, next.config.ts).
const bodies = encodedBodies()

let inFlight = 0
let shuttingDown = false

const server = http.createServer((req, res) => {
  const started = performance.now()
  const requestId = requestIdFrom(req.headers['x-request-id'])
  req.headers['x-request-id'] = requestId
  if (!TRUST_PROXY || !req.headers['x-forwarded-for']) {
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown'
    delete req.headers['x-real-ip']
  }
  res.setHeader('X-Request-Id', requestId)
  // Path only, token-like segments replaced: query strings carry reset tokens, payment references
  // and search terms, and PUT /api/v1/patient/resetpassword/{token} a token in its path.
  const requestPath = loggablePath(req.url)
  inFlight += 1
  if (shuttingDown) res.setHeader('Connection', 'close')
  // Next's streaming renderer attaches about ten 'close' listeners of its own to a page's response;
  // with this one Node would warn of a leak that is not one (the response lives for one request).
  res.setMaxListeners(32)
  sendEncodedBodies(req, res, bodies)
  // 'close' comes once per response, after 'finish' or when the client went away first.
  res.once('close', () => {
    inFlight -= 1
    // Health checks come every few seconds from the host: only their failures are worth a line.
    if (requestPath === '/api/v1/health' && res.statusCode === 200) return
    log(res.statusCode >= 500 ? 'error' : 'info', 'request', {
      requestId,
      method: req.method,
      path: requestPath,
      status: res.writableFinished ? res.statusCode : 499,
      durationMs: Math.round(performance.now() - started),
    })
  })
  requestContext.run({ requestId }, async () => {
    if (await gate.refuses(req)) return gate.answer(res)
    await handle(req, res).catch((error) => {
      log('error', 'unhandled request error', { requestId, path: requestPath, error: String(error?.message ?? error) })
      if (!res.headersSent) {
        res.statusCode = 500
        res.setHeader('Content-Type', 'application/json')
        res.end(JSON.stringify({ message: 'An unexpected error occurred.' }))
      } else res.end()
    })
  })
})
// Slightly above common load balancers' idle timeout, so they close idle connections first.
server.keepAliveTimeout = 65_000

server.listen(port, host, () => log('info', 'listening', { port, host, pid: process.pid }))

async function shutdown(signal) {
  if (shuttingDown) return
  shuttingDown = true
  log('info', 'shutting down', { signal, inFlight })
  // No new connections; idle keep-alive ones are closed now, busy ones once their response is sent.
  server.close()
  server.closeIdleConnections()
  const deadline = Date.now() + DRAIN_MS
  while (inFlight > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    server.closeIdleConnections()
  }
  const unfinished = inFlight
  server.closeAllConnections()
  await app.close().catch(() => {})
  await globalThis.alafiaPrisma?.$disconnect().catch(() => {})
  log(unfinished ? 'error' : 'info', 'stopped', { unfinished })
  process.exit(unfinished ? 1 : 0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
