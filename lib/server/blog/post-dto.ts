import 'server-only'
import type { BlogComment, BlogPostSummary } from '@/lib/validation/blog'
import type { Prisma } from '@/lib/generated/prisma/client'

/** The columns every post answer needs: never the author or other internal fields. */
export const POST_SUMMARY_SELECT = {
  id: true,
  title: true,
  content: true,
  views: true,
  createdAt: true,
  image: { select: { url: true } },
  _count: { select: { comments: true } },
} satisfies Prisma.BlogPostSelect

export const COMMENT_SELECT = {
  id: true,
  text: true,
  authorId: true,
  authorName: true,
  createdAt: true,
  author: { select: { id: true, fullName: true, erasedAt: true } },
} satisfies Prisma.CommentSelect

type PostRow = Prisma.BlogPostGetPayload<{ select: typeof POST_SUMMARY_SELECT }>
type CommentRow = Prisma.CommentGetPayload<{ select: typeof COMMENT_SELECT }>

export function toPostSummary(row: PostRow): BlogPostSummary {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    blogImage: row.image?.url ? { url: row.image.url } : null,
    views: row.views,
    createdAt: row.createdAt.toISOString(),
    commentCount: row._count.comments,
  }
}

export function toComment(row: CommentRow): BlogComment {
  // An erased account keeps its row but not its name: show the name saved with the comment instead.
  const author = row.author && !row.author.erasedAt ? { _id: row.author.id, fullName: row.author.fullName } : null
  return {
    _id: row.id,
    comment: row.text,
    commenter: row.authorName,
    commenterId: row.authorId,
    userId: author,
    createdAt: row.createdAt.toISOString(),
  }
}
