'use server'

import { runAction } from '@/lib/server/actions/run-action'
import { createBlogPost } from '@/lib/server/admin/blog/create-blog-post'
import { readBlogImage } from '@/lib/server/admin/blog/read-blog-post-form'
import { requireUser } from '@/lib/server/auth/current-user'
import { blogPostSchema, BLOG_MANAGER_ROLES, BLOG_POST_CREATED } from '@/lib/validation/admin-blog'
import { formTextValues } from '@/lib/validation/therapist'

/** /admin/create-blog-post: title, content and the required blogImage, as multipart (body limit 6 MB). */
export async function createBlogPostAction(form: FormData) {
  const values = form instanceof FormData ? formTextValues(form) : null
  return runAction(blogPostSchema, values, async (fields) => {
    const user = await requireUser(BLOG_MANAGER_ROLES)
    const image = await readBlogImage(form, { required: true })
    const post = await createBlogPost({ actor: user, fields, image })
    return { message: BLOG_POST_CREATED, data: { _id: post._id } }
  })
}
