// Runs once when a server instance starts: validate every setting, then make sure the first admin exists.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startServer } = await import('./lib/server/startup')
  await startServer()
}

/**
 * Errors Next caught while rendering a page or running a route handler or action: one structured line
 * with the route and the request id, never the query string, a token in the path or the headers.
 * A database that went away also turns page requests to the "temporarily unavailable" page of
 * scripts/serve.mjs until it answers again.
 */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routePath: string; routeType: string },
) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ logError, runWithRequestId }, { loggablePath }, { isDatabaseUnavailable }, { markDatabaseUnavailable }] = await Promise.all([
    import('./lib/server/log'),
    import('./lib/request-log'),
    import('./lib/server/errors'),
    import('./lib/server/health/database-state'),
  ])
  if (isDatabaseUnavailable(error)) markDatabaseUnavailable()
  const headers = new Headers(Object.entries(request.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])))
  runWithRequestId(headers, () =>
    logError('request failed', error, { method: request.method, path: loggablePath(request.path), route: context.routePath, routeType: context.routeType }),
  )
}
