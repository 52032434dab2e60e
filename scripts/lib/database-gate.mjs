// While the database is down, page requests get a plain "temporarily unavailable" page with HTTP 503
// from scripts/serve.mjs. Next streams pages (the status is sent before a failing part renders), so
// a page whose data read fails mid-way would otherwise answer 200 with an error boundary inside.
//
// The app marks the database unavailable wherever a database failure surfaces
// (lib/server/health/database-state.ts, through a process-wide key); this gate then probes the
// database itself, at most once a second, and lets requests through again as soon as it answers.
// API calls are never gated: they answer their own 503 JSON (lib/server/errors.ts).
import pg from 'pg'

const DATABASE_STATE_KEY = Symbol.for('alafia.database-state')
const PROBE_INTERVAL_MS = 1_000
const PROBE_TIMEOUT_MS = 2_000

const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Temporarily unavailable | Alafia</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8faf9;color:#14211c}
main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.75rem;margin:0 0 1rem}p{line-height:1.6;color:#4a5a54}a{color:#0f6b4f}</style></head>
<body><main><h1>Alafia is temporarily unavailable</h1>
<p>We cannot reach part of our service just now. Nothing you saved has been lost. Please try again in a few minutes.</p>
<p><a href="">Try again</a></p></main></body></html>`

const state = () => (globalThis[DATABASE_STATE_KEY] ??= { unavailableSince: null })

/** A browser asking for a page (or the router asking for a page's data): not the API, assets or files. */
function isPageRequest(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const path = (request.url ?? '/').split('?', 1)[0]
  return !path.startsWith('/api/') && !path.startsWith('/_next/') && !/\.[A-Za-z0-9]+$/.test(path)
}

export function databaseGate(databaseUrl) {
  let lastProbeAt = 0
  let probing = null

  async function probe() {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: PROBE_TIMEOUT_MS, query_timeout: PROBE_TIMEOUT_MS })
    client.on('error', () => {})
    try {
      await client.connect()
      await client.query('SELECT 1')
      state().unavailableSince = null
    } catch {
      // Still down: keep answering 503.
    } finally {
      await client.end().catch(() => {})
    }
  }

  return {
    /** Whether to answer this request with the unavailable page instead of handing it to Next. */
    async refuses(request) {
      if (state().unavailableSince === null || !isPageRequest(request) || !databaseUrl) return false
      if (!probing && Date.now() - lastProbeAt >= PROBE_INTERVAL_MS) {
        lastProbeAt = Date.now()
        probing = probe().finally(() => (probing = null))
      }
      await probing
      return state().unavailableSince !== null
    },
    answer(response) {
      response.writeHead(503, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': '10',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      })
      response.end(response.req?.method === 'HEAD' ? undefined : UNAVAILABLE_PAGE)
    },
  }
}
