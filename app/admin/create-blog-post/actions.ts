'use server'

import { BLOG_MANAGER_ROLES } from '@/lib/roles'
import { multipart } from '@/lib/server/actions/action-input'
import { roleAction } from '@/lib/server/actions/role-actions'
import { createBlogPost } from '@/lib/server/admin/blog/create-blog-post'
import { readBlogImage } from '@/lib/server/admin/blog/read-blog-post-form'
import { blogPostSchema, BLOG_POST_CREATED } from '@/lib/validation/admin-blog'

/** /admin/create-blog-post: title, content and the required blogImage, as multipart (body limit 6 MB). */
export const createBlogPostAction = roleAction(BLOG_MANAGER_ROLES, multipart(blogPostSchema), async ({ user, input, form }) => {
  const image = await readBlogImage(form, { required: true })
  const post = await createBlogPost({ actor: user, fields: input, image })
  return { message: BLOG_POST_CREATED, data: { _id: post._id } }
})
