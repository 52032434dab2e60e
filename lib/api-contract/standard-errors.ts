import type { ErrorAnswers, RouteContract } from './contract'

const MUTATING = new Set(['post', 'put', 'patch', 'delete'])

/**
 * The error statuses every route of a kind can give, from the shared handler (lib/server/api/handler.ts)
 * and the error mapping (lib/server/errors.ts), so a route lists only its own.
 */
export function standardErrors(route: RouteContract): Record<number, string> {
  const errors: Record<number, string> = {}
  const crossSite = MUTATING.has(route.method) || route.changesState
  const { access } = route
  if (access.kind === 'roles') {
    errors[401] = 'Not signed in: no session cookie or Bearer token, or the session has ended.'
    errors[403] = `Signed in with a role other than ${access.roles.join(' or ')}, or the account is blocked${crossSite ? ', or a browser sent the request from another site' : ''}.`
  } else if (access.kind === 'cron') {
    errors[401] = 'Authorization is not `Bearer <CRON_SECRET>`.'
  } else if (access.kind === 'public' && crossSite) {
    errors[403] = 'A browser sent the request from another site.'
  }
  if (route.body?.contentType === 'multipart/form-data') {
    errors[400] = 'The form is incomplete or a field is invalid; `errors` names each field.'
    errors[413] = 'A file or the form is larger than allowed.'
    errors[415] = 'The body is not multipart/form-data.'
  } else if (route.body) {
    errors[400] = 'The body is not valid JSON or a field is invalid; `errors` names each field.'
    errors[413] = 'The body is larger than 64 KB.'
    // The webhook reads the raw body whatever its type: the signature decides.
    if (access.kind !== 'webhook') errors[415] = 'The body is not application/json.'
  } else if ((route.query && !route.lenientQuery) || route.params || route.path.includes('{')) {
    errors[400] = 'A parameter is invalid; `errors` names it.'
  }
  errors[500] = 'An unexpected failure; the cause is logged on the server and the answer carries no detail.'
  errors[503] = access.kind === 'cron' ? 'The database is unavailable, or CRON_SECRET is not set.' : 'The database is unavailable for a moment: try again shortly.'
  return errors
}

/** The route's own errors over the standard ones: both descriptions when a status is in each. */
export function allErrors(route: RouteContract): Record<number, string> {
  const errors = standardErrors(route)
  for (const [status, text] of Object.entries(route.errors ?? ({} as ErrorAnswers))) {
    const code = Number(status)
    errors[code] = errors[code] ? `${text} Also: ${errors[code]}` : text
  }
  return errors
}
