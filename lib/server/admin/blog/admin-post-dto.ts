import 'server-only'
import type { Prisma } from '@/lib/generated/prisma/client'
import type { AdminBlogPostDetail, AdminBlogPostRow } from '@/lib/validation/admin-blog'

/** The columns of a row of the admin list: never the whole content (the view modal asks for it). */
export const ADMIN_POST_ROW_SELECT = {
  id: true,
  title: true,
  views: true,
  createdAt: true,
  image: { select: { url: true } },
  _count: { select: { comments: true } },
} satisfies Prisma.BlogPostSelect

export const ADMIN_POST_DETAIL_SELECT = { ...ADMIN_POST_ROW_SELECT, content: true, updatedAt: true } satisfies Prisma.BlogPostSelect

/** A row of the admin list as read (Prisma's ADMIN_POST_ROW_SELECT, or read-admin-post-page.ts's one statement). */
export type AdminPostRowData = Prisma.BlogPostGetPayload<{ select: typeof ADMIN_POST_ROW_SELECT }>
type DetailData = Prisma.BlogPostGetPayload<{ select: typeof ADMIN_POST_DETAIL_SELECT }>

export function toAdminPostRow(row: AdminPostRowData): AdminBlogPostRow {
  return {
    _id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    views: row.views,
    commentCount: row._count.comments,
    blogImage: row.image?.url ? { url: row.image.url } : null,
  }
}

export function toAdminPostDetail(row: DetailData): AdminBlogPostDetail {
  return { ...toAdminPostRow(row), content: row.content, updatedAt: row.updatedAt.toISOString() }
}
