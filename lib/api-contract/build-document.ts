import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi'
import { z } from '@/lib/validation/zod'
import type { RouteContract } from './contract'
import { errorBodySchema } from './error-body'
import { allErrors } from './standard-errors'

const SECURITY_SCHEMES = {
  cookieSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'alafia.session',
    description: 'The session cookie set by a sign-in (`__Secure-alafia.session` over https). Browsers send it by themselves.',
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The `token` of a sign-in answer (POST /api/v1/patient/login or /api/v1/therapist/login), sent as `Authorization: Bearer <token>`. It lasts 7 days unless the session ends.',
  },
  cronSecret: {
    type: 'http',
    scheme: 'bearer',
    description: "The host's scheduler: `Authorization: Bearer <CRON_SECRET>`.",
  },
  monnifySignature: {
    type: 'apiKey',
    in: 'header',
    name: 'monnify-signature',
    description: "Monnify's HMAC-SHA512 of the raw body with the merchant's secret key.",
  },
} as const

function security(route: RouteContract): Record<string, string[]>[] {
  switch (route.access.kind) {
    case 'roles':
      return [{ cookieSession: [] }, { bearerToken: [] }]
    case 'cron':
      return [{ cronSecret: [] }]
    case 'webhook':
      return [{ monnifySignature: [] }]
    default:
      return []
  }
}

function whoMayCall(route: RouteContract): string {
  const { access } = route
  if (access.kind === 'roles') return `**Roles:** ${access.roles.join(', ')}.${access.note ? ` ${access.note}` : ''}`
  if (access.kind === 'cron') return "**Caller:** the host's scheduler (CRON_SECRET)."
  if (access.kind === 'webhook') return '**Caller:** Monnify (signed notifications).'
  return '**Roles:** anyone; no sign-in needed.'
}

/** Path parameters not described by the route are plain strings. */
function pathParams(route: RouteContract): z.ZodObject | undefined {
  if (route.params) return route.params
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string)
  if (names.length === 0) return undefined
  return z.object(Object.fromEntries(names.map((name) => [name, z.string()])))
}

/** A download's body: bytes of the answer's content type. */
const BYTES = z.string().meta({ format: 'binary' })

const operationId = (route: RouteContract) =>
  (route.method + route.path.replace(/^\/api/, '').replace(/\{([^}]+)\}/g, 'By-$1'))
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part, index) => (index === 0 ? part : part[0]!.toUpperCase() + part.slice(1)))
    .join('')

function operation(route: RouteContract): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {}
  for (const [status, answer] of Object.entries(route.success)) {
    if (!answer) continue
    const types = [answer.contentType ?? 'application/json'].flat()
    const content = answer.schema
      ? Object.fromEntries(types.map((type) => [type, { schema: answer.schema }]))
      : types.includes('application/json')
        ? undefined
        : Object.fromEntries(types.map((type) => [type, { schema: BYTES }]))
    responses[status] = { description: answer.description, ...(content ? { content } : {}) }
  }
  for (const [status, description] of Object.entries(allErrors(route))) {
    responses[status] = { description, content: { 'application/json': { schema: errorBodySchema } } }
  }
  const params = pathParams(route)
  return {
    operationId: operationId(route),
    summary: route.summary,
    description: [whoMayCall(route), route.description].filter(Boolean).join('\n\n'),
    tags: [route.tag],
    security: security(route),
    'x-roles': route.access.kind === 'roles' ? [...route.access.roles] : [],
    ...(params || route.query ? { requestParams: { ...(params ? { path: params } : {}), ...(route.query ? { query: route.query } : {}) } } : {}),
    ...(route.body
      ? { requestBody: { required: route.body.required ?? true, content: { [route.body.contentType ?? 'application/json']: { schema: route.body.schema } } } }
      : {}),
    responses,
  }
}

/** The OpenAPI 3.1 document of every contract, in the order given. */
export function buildOpenApiDocument(routes: readonly RouteContract[]) {
  const paths: ZodOpenApiPathsObject = {}
  for (const route of routes) {
    const item = (paths[route.path] ??= {})
    if (item[route.method]) throw new Error(`Two contracts for ${route.method.toUpperCase()} ${route.path}`)
    item[route.method] = operation(route)
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Alafia API',
        version: '1.0.0',
        description:
          'Find verified therapists in Nigeria, book and pay hourly sessions in naira, and run a practice. ' +
          'Every answer is JSON unless the operation says otherwise; errors share one body, ErrorBody. ' +
          'Sign in with POST /api/v1/patient/login (patients, admins, managers) or /api/v1/therapist/login and send the token as a Bearer token.',
      },
      components: { securitySchemes: SECURITY_SCHEMES, schemas: { ErrorBody: errorBodySchema } },
      paths,
    },
    { allowEmptySchema: { custom: true, transform: true, pipe: true } },
  )
}
