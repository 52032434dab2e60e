import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { createBlogPost } from '@/lib/server/admin/blog/create-blog-post'
import { readBlogImage, readBlogPostFields } from '@/lib/server/admin/blog/read-blog-post-form'
import { readMultipartForm } from '@/lib/server/uploads/read-upload'
import { BLOG_MANAGER_ROLES, BLOG_POST_CREATED } from '@/lib/validation/admin-blog'

/** POST admin/create-blog-post (multipart: title, content, blogImage) (Admin, Manager). */
export const POST = withRole(BLOG_MANAGER_ROLES, async ({ request, user }) => {
  const form = await readMultipartForm(request, 'blog')
  const fields = readBlogPostFields(form)
  const image = await readBlogImage(form, { required: true })
  const post = await createBlogPost({ actor: user, fields, image })
  return ok({ message: BLOG_POST_CREATED, data: post }, 201)
})
