import { publicRoute } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listPosts } from '@/lib/server/blog/list-posts'
import { validationError } from '@/lib/server/errors'
import { postPageQuerySchema } from '@/lib/validation/comment'

/** The blog list, newest first, a page at a time: ?offset=0&limit=6 → { data, hasMore, nextOffset }. */
export const GET = publicRoute(async ({ request }) => {
  const parsed = postPageQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams))
  if (!parsed.success) throw validationError(parsed.error)
  return ok({ ...(await listPosts(parsed.data)) })
})
