import { publicRoute } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { findPost } from '@/lib/server/blog/find-post'
import { POST_NOT_FOUND } from '@/lib/server/blog/find-post-id'
import { AppError } from '@/lib/server/errors'

/** One post with its comments: { data: post }. */
export const GET = publicRoute(async ({ params }) => {
  const post = await findPost({ postId: params.postId ?? '' })
  if (!post) throw new AppError('NOT_FOUND', POST_NOT_FOUND)
  return ok({ data: post })
})
