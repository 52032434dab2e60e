import 'server-only'
import type { NextRequest } from 'next/server'
import { adminListQueryInput, adminListQuerySchema, type AdminListQuery } from '@/lib/validation/admin-lists'
import { validationError } from '../../errors'

/** The API's ?search=&page= of an admin list; a malformed page is a 400 with errors.page. */
export function readAdminListQuery(request: NextRequest): AdminListQuery {
  const parsed = adminListQuerySchema.safeParse(adminListQueryInput(request.nextUrl.searchParams))
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}
