import { z } from '@/lib/validation/zod'
import { defineRoutes } from '../contract'

/** The API's own routes: health and this document. */
export const platformRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/v1/health',
    tag: 'Platform',
    summary: 'Liveness and database reachability',
    access: { kind: 'public' },
    success: { 200: { description: 'The server and its database answer.', schema: z.object({ status: z.literal('ok') }) } },
  },
  {
    method: 'get',
    path: '/api/v1/openapi.json',
    tag: 'Platform',
    summary: 'This OpenAPI 3.1 document',
    description: 'Generated from the zod schemas the routes validate with; built once per server, not per request.',
    access: { kind: 'public' },
    success: { 200: { description: 'The OpenAPI 3.1 document.', schema: z.object({ openapi: z.string() }).loose() } },
  },
])
