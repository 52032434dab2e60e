import 'server-only'
import type { AdminBlogPostDetail, BlogPostFields } from '@/lib/validation/admin-blog'
import { recordAudit } from '../../audit/record-audit'
import { CACHE_TAGS, expireTags } from '../../cache/public-cache'
import { db } from '../../db'
import { deleteStoredFile, storeImage } from '../../uploads/store-upload'
import { ADMIN_POST_DETAIL_SELECT, toAdminPostDetail } from './admin-post-dto'
import { assertBlogManager, type Actor } from '../../auth/assert-role'

type CreateBlogPostInput = {
  actor: Actor
  /** Already validated with blogPostSchema. */
  fields: BlogPostFields
  /** The blogImage's bytes as received (required on create). */
  image: Buffer
}

/**
 * Creates a post (POST admin/create-blog-post, /admin/create-blog-post). The image goes through the
 * upload pipeline first (a refused file stores nothing); the post and its audit entry are written in
 * one transaction, and the stored image is deleted again if that fails. The public blog pages show
 * the new post at once: their cache tags expire.
 */
export async function createBlogPost({ actor, fields, image }: CreateBlogPostInput): Promise<AdminBlogPostDetail> {
  assertBlogManager(actor)
  const stored = await storeImage({ bytes: image, kind: 'blog', uploadedById: actor.id, field: 'blogImage' })
  let post
  try {
    post = await db.$transaction(async (tx) => {
      const row = await tx.blogPost.create({
        data: { title: fields.title, content: fields.content, imageFileId: stored.id, authorId: actor.id },
        select: ADMIN_POST_DETAIL_SELECT,
      })
      await recordAudit(tx, { actorId: actor.id, action: 'blog.create', targetType: 'BlogPost', targetId: row.id, details: { title: row.title } })
      return row
    })
  } catch (error) {
    await deleteStoredFile({ fileId: stored.id })
    throw error
  }
  expireTags(CACHE_TAGS.posts, CACHE_TAGS.post(post.id))
  return toAdminPostDetail(post)
}
