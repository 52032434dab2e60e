'use server'

import { BLOG_MANAGER_ROLES } from '@/lib/roles'
import { roleAction } from '@/lib/server/actions/role-actions'
import { deleteBlogPost } from '@/lib/server/admin/blog/delete-blog-post'
import { BLOG_POST_DELETED, blogPostIdSchema } from '@/lib/validation/admin-blog'

/** The list's Delete, after its confirmation: the post, its comments, views and image. */
export const deleteBlogPostAction = roleAction(BLOG_MANAGER_ROLES, blogPostIdSchema, async ({ user, input: postId }) => {
  await deleteBlogPost({ actor: user, postId })
  return { message: BLOG_POST_DELETED }
})
