import { publicRoute } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { validationError } from '@/lib/server/errors'
import { findDirectoryPage } from '@/lib/server/therapists/find-directory-page'
import { directoryQueryInput, directoryQuerySchema } from '@/lib/validation/directory-query'

/** The directory: same filters and sorts as /therapists, paged by the database. */
export const GET = publicRoute(async ({ request }) => {
  const parsed = directoryQuerySchema.safeParse(directoryQueryInput(request.nextUrl.searchParams))
  if (!parsed.success) throw validationError(parsed.error)
  const { offset, limit, ...filters } = parsed.data
  const page = await findDirectoryPage({ filters, offset, limit })
  return ok({ data: page.therapists, hasMore: page.hasMore, nextOffset: page.nextOffset })
})
