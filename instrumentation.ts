// Runs once when a server instance starts: validate every setting, then make sure the first admin exists.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startServer } = await import('./lib/server/startup')
  await startServer()
}

/**
 * Errors Next caught while rendering a page or running a route handler or action: one structured line
 * with the route and the request id, never the query string or the request's headers.
 */
export async function onRequestError(error: unknown, request: { path: string; method: string }, context: { routePath: string; routeType: string }) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { logError } = await import('./lib/server/log')
  logError('request failed', error, { method: request.method, path: request.path.split('?')[0], route: context.routePath, routeType: context.routeType })
}
