import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { deleteBlogPost } from '@/lib/server/admin/blog/delete-blog-post'
import { BLOG_MANAGER_ROLES } from '@/lib/roles'
import { BLOG_POST_DELETED } from '@/lib/validation/admin-blog'

/** DELETE admin/delete-blog-post/{id}: the post, its comments, views and image (Admin, Manager). */
export const DELETE = withRole(BLOG_MANAGER_ROLES, async ({ params, user }) => {
  await deleteBlogPost({ actor: user, postId: params.id ?? '' })
  return ok({ message: BLOG_POST_DELETED })
})
