import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { readBlogImage, readBlogPostFields } from '@/lib/server/admin/blog/read-blog-post-form'
import { updateBlogPost } from '@/lib/server/admin/blog/update-blog-post'
import { readMultipartForm } from '@/lib/server/uploads/read-upload'
import { BLOG_MANAGER_ROLES, BLOG_POST_UPDATED } from '@/lib/validation/admin-blog'

/** PUT admin/update-blog-post/{id} (multipart: title, content, optional blogImage) (Admin, Manager). */
export const PUT = withRole(BLOG_MANAGER_ROLES, async ({ request, params, user }) => {
  const form = await readMultipartForm(request, 'blog')
  const fields = readBlogPostFields(form)
  const image = await readBlogImage(form, { required: false })
  const post = await updateBlogPost({ actor: user, postId: params.id ?? '', fields, image })
  return ok({ message: BLOG_POST_UPDATED, data: post })
})
