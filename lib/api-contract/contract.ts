import type { z } from 'zod'
import type { Role } from '@/lib/roles'

/*
 * One entry per operation of the HTTP API: what the OpenAPI document (GET /api/v1/openapi.json) says
 * about it. The request schemas are the zod schemas the route itself validates with; the response
 * schemas describe what it answers. The contract tests keep the two in step with the code
 * (tests/unit/openapi-coverage.test.ts, and every answer the integration and security suites receive).
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** Who may call: anyone, signed-in users of some roles, the host's scheduler, or Monnify. */
export type Access =
  | { kind: 'public' }
  | { kind: 'roles'; roles: readonly Role[]; note?: string }
  | { kind: 'cron' }
  | { kind: 'webhook' }

/** A success answer: JSON by default, or a download (CSV, PDF, ZIP, calendar file, image; one of several types). */
export type SuccessAnswer = { description: string; schema?: z.ZodType; contentType?: string | readonly string[] }

/** A route's own error statuses, each with when it happens; every error body is the shared ErrorBody. */
export type ErrorAnswers = Partial<Record<400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502, string>>

export type RouteContract = {
  method: Method
  /** The URL path with {param} for each dynamic segment, e.g. /api/v1/patient/appointment/{id}. */
  path: string
  summary: string
  description?: string
  tag: string
  access: Access
  params?: z.ZodObject
  query?: z.ZodObject
  body?: { schema: z.ZodType; contentType?: 'application/json' | 'multipart/form-data'; required?: boolean }
  /** Status → answer, for 2xx and 3xx. */
  success: Partial<Record<200 | 201 | 202 | 204 | 302 | 303 | 307 | 308, SuccessAnswer>>
  errors?: ErrorAnswers
  /** The same-site check of a GET that changes state (the spec's GET user/user-logout). */
  changesState?: boolean
  /** Query values it cannot use are ignored, never refused: no 400 for the query. */
  lenientQuery?: boolean
}

/** Keeps each area's list typed while it is written. */
export function defineRoutes(routes: RouteContract[]): RouteContract[] {
  return routes
}
