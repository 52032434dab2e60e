import 'server-only'
import { BLOG_POST_NOT_FOUND, type AdminBlogPostDetail, type BlogPostFields } from '@/lib/validation/admin-blog'
import { recordAudit } from '../../audit/record-audit'
import { findPostId } from '../../blog/find-post-id'
import { CACHE_TAGS, expireTags } from '../../cache/public-cache'
import { db } from '../../db'
import { AppError } from '../../errors'
import { deleteStoredFile, storeImage } from '../../uploads/store-upload'
import { ADMIN_POST_DETAIL_SELECT, toAdminPostDetail } from './admin-post-dto'
import { assertBlogManager, type Actor } from '../../auth/assert-role'

type UpdateBlogPostInput = {
  actor: Actor
  postId: string
  /** Already validated with blogPostSchema. */
  fields: BlogPostFields
  /** A new blogImage's bytes, or null to keep the current image (optional on edit). */
  image: Buffer | null
}

/**
 * Saves a post's title and content, and its image when a new one came (PUT admin/update-blog-post/{id},
 * /admin/edit-blog-post/{id}). The old image's stored file is deleted only after the new one is
 * linked; the change and its audit entry are one transaction. The post's public pages expire.
 */
export async function updateBlogPost({ actor, postId, fields, image }: UpdateBlogPostInput): Promise<AdminBlogPostDetail> {
  assertBlogManager(actor)
  const id = await findPostId(postId)
  if (!id) throw new AppError('NOT_FOUND', BLOG_POST_NOT_FOUND)
  const stored = image ? await storeImage({ bytes: image, kind: 'blog', uploadedById: actor.id, field: 'blogImage' }) : null

  let result
  try {
    result = await db.$transaction(async (tx) => {
      // Lock the post: two edits with images at once queue here, so each deletes exactly the image
      // it replaced and none is left orphaned; a post deleted meanwhile is simply not found.
      const [current] = await tx.$queryRaw<{ title: string; imageFileId: string | null }[]>`
        SELECT "title", "imageFileId" FROM "BlogPost" WHERE "id" = ${id}::uuid FOR UPDATE`
      if (!current) throw new AppError('NOT_FOUND', BLOG_POST_NOT_FOUND)
      const row = await tx.blogPost.update({
        where: { id },
        data: { title: fields.title, content: fields.content, ...(stored ? { imageFileId: stored.id } : {}) },
        select: ADMIN_POST_DETAIL_SELECT,
      })
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'blog.update',
        targetType: 'BlogPost',
        targetId: id,
        details: { title: row.title, ...(current.title !== row.title ? { previousTitle: current.title } : {}), imageReplaced: Boolean(stored) },
      })
      return { row, replacedImageId: stored ? current.imageFileId : null }
    })
  } catch (error) {
    if (stored) await deleteStoredFile({ fileId: stored.id })
    throw error
  }

  if (result.replacedImageId) await deleteStoredFile({ fileId: result.replacedImageId })
  expireTags(CACHE_TAGS.posts, CACHE_TAGS.post(id))
  return toAdminPostDetail(result.row)
}
