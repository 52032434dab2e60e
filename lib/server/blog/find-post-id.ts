import 'server-only'
import { isBlogId } from '@/lib/validation/blog'
import { db } from '../db'

export const POST_NOT_FOUND = 'Blog post not found.'

/** The post's id when it exists (a malformed id is simply not found). */
export async function findPostId(postId: string): Promise<string | null> {
  if (!isBlogId(postId)) return null
  const post = await db.blogPost.findUnique({ where: { id: postId }, select: { id: true } })
  return post?.id ?? null
}
