import { BLOG_MANAGER_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { createBlogPost } from '@/lib/server/admin/blog/create-blog-post'
import { readBlogImage } from '@/lib/server/admin/blog/read-blog-post-form'
import { readMultipartInput } from '@/lib/server/uploads/read-upload'
import { BLOG_POST_CREATED, blogPostSchema } from '@/lib/validation/admin-blog'

/** POST admin/create-blog-post (multipart: title, content, blogImage) (Admin, Manager). */
export const POST = withRole(BLOG_MANAGER_ROLES, async ({ request, user }) => {
  const { form, input } = await readMultipartInput(request, 'blog', blogPostSchema)
  const image = await readBlogImage(form, { required: true })
  const post = await createBlogPost({ actor: user, fields: input, image })
  return ok({ message: BLOG_POST_CREATED, data: post }, 201)
})
