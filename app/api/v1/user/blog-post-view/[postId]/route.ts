import { publicRoute } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { countPostView, requestVisitor } from '@/lib/server/blog/count-post-view'

/**
 * Counts a view of a post, once per visitor and day. The post page is cached HTML, so the browser
 * posts here once after load. The cache is not expired: views are not shown on the page.
 */
export const POST = publicRoute(async ({ request, params }) => {
  const data = await countPostView({ postId: params.postId ?? '', visitor: requestVisitor(request.headers) })
  return ok({ data })
})
