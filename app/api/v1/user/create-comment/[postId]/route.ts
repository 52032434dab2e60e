import { ROLES } from '@/lib/roles'
import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { COMMENT_ADDED, createComment } from '@/lib/server/blog/create-comment'
import { blogCacheTags } from '@/lib/server/blog/post-cache'
import { expireTags } from '@/lib/server/cache/public-cache'
import { commentSchema } from '@/lib/validation/comment'

/** { comment } → 201 { message, data: comment }. The commenter's name and id come from the session. */
export const POST = withRole(ROLES, async ({ request, params, user }) => {
  const { comment } = await readJson(request, commentSchema)
  const data = await createComment({ postId: params.postId ?? '', user, comment })
  expireTags(...blogCacheTags(params.postId ?? ''))
  return ok({ message: COMMENT_ADDED, data }, 201)
})
