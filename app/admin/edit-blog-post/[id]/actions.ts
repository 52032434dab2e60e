'use server'

import { runAction } from '@/lib/server/actions/run-action'
import { readBlogImage } from '@/lib/server/admin/blog/read-blog-post-form'
import { updateBlogPost } from '@/lib/server/admin/blog/update-blog-post'
import { requireUser } from '@/lib/server/auth/current-user'
import { blogPostSchema, BLOG_MANAGER_ROLES, BLOG_POST_UPDATED } from '@/lib/validation/admin-blog'
import { formTextValues } from '@/lib/validation/therapist'

/**
 * /admin/edit-blog-post/{id}: title, content and an optional new blogImage, as multipart. The page
 * binds the post's id; the use case finds the post again (an unknown id is 404).
 */
export async function updateBlogPostAction(postId: string, form: FormData) {
  const values = form instanceof FormData ? formTextValues(form) : null
  return runAction(blogPostSchema, values, async (fields) => {
    const user = await requireUser(BLOG_MANAGER_ROLES)
    const image = await readBlogImage(form, { required: false })
    await updateBlogPost({ actor: user, postId: String(postId), fields, image })
    return { message: BLOG_POST_UPDATED }
  })
}
