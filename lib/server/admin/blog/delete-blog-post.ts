import 'server-only'
import { BLOG_POST_NOT_FOUND } from '@/lib/validation/admin-blog'
import { isBlogId } from '@/lib/validation/blog'
import { recordAudit } from '../../audit/record-audit'
import { CACHE_TAGS, expireTags } from '../../cache/public-cache'
import { db } from '../../db'
import { AppError } from '../../errors'
import { deleteStoredFile } from '../../uploads/store-upload'
import { assertBlogManager, type Actor } from '../../auth/assert-role'

/**
 * Deletes a post (DELETE admin/delete-blog-post/{id}, the list's Delete). Its comments and view rows
 * go with it (ON DELETE CASCADE); the deletion and its audit entry are one transaction, and the
 * image's stored file is removed once the post is gone. The public pages expire at once.
 */
export async function deleteBlogPost({ actor, postId }: { actor: Actor; postId: string }): Promise<{ title: string }> {
  assertBlogManager(actor)
  if (!isBlogId(postId)) throw new AppError('NOT_FOUND', BLOG_POST_NOT_FOUND)
  const post = await db.$transaction(async (tx) => {
    const row = await tx.blogPost.findUnique({ where: { id: postId }, select: { id: true, title: true, imageFileId: true, _count: { select: { comments: true } } } })
    // deleteMany: a second click racing the first finds nothing and gets the same 404 as an unknown id.
    const { count } = row ? await tx.blogPost.deleteMany({ where: { id: row.id } }) : { count: 0 }
    if (!row || count === 0) throw new AppError('NOT_FOUND', BLOG_POST_NOT_FOUND)
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'blog.delete',
      targetType: 'BlogPost',
      targetId: row.id,
      details: { title: row.title, comments: row._count.comments },
    })
    return row
  })
  if (post.imageFileId) await deleteStoredFile({ fileId: post.imageFileId })
  expireTags(CACHE_TAGS.posts, CACHE_TAGS.post(post.id))
  return { title: post.title }
}
