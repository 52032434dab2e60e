import { BLOG_MANAGER_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { readBlogImage } from '@/lib/server/admin/blog/read-blog-post-form'
import { updateBlogPost } from '@/lib/server/admin/blog/update-blog-post'
import { readMultipartInput } from '@/lib/server/uploads/read-upload'
import { BLOG_POST_UPDATED, blogPostSchema } from '@/lib/validation/admin-blog'

/** PUT admin/update-blog-post/{id} (multipart: title, content, optional blogImage) (Admin, Manager). */
export const PUT = withRole(BLOG_MANAGER_ROLES, async ({ request, params, user }) => {
  const { form, input } = await readMultipartInput(request, 'blog', blogPostSchema)
  const image = await readBlogImage(form, { required: false })
  const post = await updateBlogPost({ actor: user, postId: params.id ?? '', fields: input, image })
  return ok({ message: BLOG_POST_UPDATED, data: post })
})
