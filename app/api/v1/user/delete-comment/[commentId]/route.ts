import { ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { COMMENT_DELETED, deleteComment } from '@/lib/server/blog/delete-comment'
import { blogCacheTags } from '@/lib/server/blog/post-cache'
import { expireTags } from '@/lib/server/cache/public-cache'

/** Its author, an admin or a manager may delete a comment (403 for anyone else). */
export const DELETE = withRole(ROLES, async ({ params, user }) => {
  const { postId } = await deleteComment({ commentId: params.commentId ?? '', user })
  expireTags(...blogCacheTags(postId))
  return ok({ message: COMMENT_DELETED })
})
