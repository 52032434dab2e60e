'use server'

import { BLOG_MANAGER_ROLES } from '@/lib/roles'
import { boundId, multipart } from '@/lib/server/actions/action-input'
import { roleAction } from '@/lib/server/actions/role-actions'
import { readBlogImage } from '@/lib/server/admin/blog/read-blog-post-form'
import { updateBlogPost } from '@/lib/server/admin/blog/update-blog-post'
import { blogPostSchema, BLOG_POST_UPDATED } from '@/lib/validation/admin-blog'

/**
 * /admin/edit-blog-post/{id}: title, content and an optional new blogImage, as multipart. The page
 * binds the post's id; the use case finds the post again (an unknown id is 404).
 */
export const updateBlogPostAction = roleAction(BLOG_MANAGER_ROLES, boundId(multipart(blogPostSchema)), async ({ user, id, input, form }) => {
  const image = await readBlogImage(form, { required: false })
  await updateBlogPost({ actor: user, postId: id, fields: input, image })
  return { message: BLOG_POST_UPDATED }
})
