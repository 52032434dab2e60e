import 'server-only'
import { connection, type NextRequest } from 'next/server'
import { z } from 'zod'
import { loggablePath } from '@/lib/request-log'
import type { Role } from '@/lib/roles'
import { requireUser, type SessionUser } from '../auth/current-user'
import { AppError, validationError } from '../errors'
import { assertStorableText } from '../storable-text'
import { runWithRequestId } from '../log'
import { readCappedText } from './read-capped-body'
import { errorResponse } from './respond'

/** Largest JSON body the API reads; uploads use multipart routes with their own limits. */
export const MAX_JSON_BYTES = 64 * 1024

type RouteContext = { params: Promise<Record<string, string>> }
type Handler<A> = (args: A) => Promise<Response>
type PublicArgs = { request: NextRequest; params: Record<string, string> }
type UserArgs = PublicArgs & { user: SessionUser }

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** `changesState` marks a GET that changes something (the spec's GET user/user-logout). */
type RouteOptions = { changesState?: boolean }

/**
 * Browsers send Origin (and Sec-Fetch-Site) with every cross-site request: refuse those on calls that
 * change state. Clients that are not browsers send neither and authenticate with a Bearer token or cookie.
 */
function assertSameSite(request: NextRequest, { changesState = MUTATING.has(request.method) }: RouteOptions) {
  if (!changesState) return
  const origin = request.headers.get('origin')
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  const isCrossSite =
    request.headers.get('sec-fetch-site') === 'cross-site' || (origin !== null && (!URL.canParse(origin) || new URL(origin).host !== host))
  if (isCrossSite) throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.')
}

/** A public API route: same-site check and the error mapping, no session needed. */
export function publicRoute(handler: Handler<PublicArgs>, options: RouteOptions = {}) {
  return async (request: NextRequest, context: RouteContext): Promise<Response> => {
    // API answers depend on the request (session, body, database): never prerender them at build.
    // Outside the try: during the build this promise rejects on purpose and Next must see it.
    await connection()
    // Serverless hosts: this call's log lines carry its request id (scripts/serve.mjs already set one).
    return runWithRequestId(request.headers, async () => {
      try {
        assertSameSite(request, options)
        return await handler({ request, params: (await context?.params) ?? {} })
      } catch (error) {
        return errorResponse(error, `${request.method} ${loggablePath(request.nextUrl.pathname)}`)
      }
    })
  }
}

/** An API route for signed-in users of the given roles: 401 without a session, 403 for other roles. */
export function withRole(roles: readonly Role[], handler: Handler<UserArgs>) {
  return publicRoute(async (args) => handler({ ...args, user: await requireUser(roles) }))
}

/** Reads and validates a JSON body: 415 for another content type, 413 when too large, 400 when invalid. */
export async function readJson<S extends z.ZodType>(request: NextRequest, schema: S): Promise<z.output<S>> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('application/json')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.')
  const text = await readCappedText(request, MAX_JSON_BYTES)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new AppError('VALIDATION', 'The request body is not valid JSON.')
  }
  assertStorableText(body)
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}
