'use server'

import { z } from 'zod'
import { runAction } from '@/lib/server/actions/run-action'
import { deleteBlogPost } from '@/lib/server/admin/blog/delete-blog-post'
import { requireUser } from '@/lib/server/auth/current-user'
import { BLOG_MANAGER_ROLES, BLOG_POST_DELETED } from '@/lib/validation/admin-blog'

const deletePostSchema = z.object({ postId: z.string() })

/** The list's Delete, after its confirmation: the post, its comments, views and image. */
export async function deleteBlogPostAction(postId: string) {
  return runAction(deletePostSchema, { postId }, async ({ postId }) => {
    const user = await requireUser(BLOG_MANAGER_ROLES)
    await deleteBlogPost({ actor: user, postId })
    return { message: BLOG_POST_DELETED }
  })
}
