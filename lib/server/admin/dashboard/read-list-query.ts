import 'server-only'
import type { NextRequest } from 'next/server'
import type { z } from 'zod'
import { adminListQueryInput, adminListQuerySchema, type AdminListQuery } from '@/lib/validation/admin-lists'
import { validationError } from '../../errors'

/** The API's ?search=&page= of an admin list; a malformed page is a 400 with errors.page. */
export function readAdminListQuery(request: NextRequest): AdminListQuery {
  return readAdminQuery(request, adminListQuerySchema, ['search', 'page'])
}

/** An admin API call's query parameters through its schema (lib/validation/admin-filters.ts); a bad one is a 400 naming it. */
export function readAdminQuery<Schema extends z.ZodType>(request: NextRequest, schema: Schema, keys: readonly string[]): z.output<Schema> {
  const parsed = schema.safeParse(adminListQueryInput(request.nextUrl.searchParams, keys))
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}
