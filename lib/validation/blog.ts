// The blog's rules and JSON shapes, shared by the server and the browser. No zod here, so the
// client islands stay small: the server's schemas live in ./comment.ts.
import { BLOG_MANAGER_ROLES, type Role } from '@/lib/roles'

/** The blog list shows 6 posts, and each Load More Articles adds 6. */
export const BLOG_PAGE_SIZE = 6
/** The API answers at most this many posts per call. */
export const BLOG_MAX_PAGE_SIZE = 24

/**
 * Our choice (the spec sets no limit): long enough for a thoughtful reply, short enough that one
 * comment cannot flood the cached post page.
 */
export const COMMENT_MAX_LENGTH = 1000

export const COMMENT_REQUIRED = 'Please write a comment before posting.'
export const COMMENT_TOO_LONG = `A comment can be at most ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters.`

/**
 * Who may delete someone else's comment: those who run the blog (BLOG_MANAGER_ROLES,
 * docs/decisions/005-manager-role.md). Authors may always delete their own.
 */
export const COMMENT_MODERATOR_ROLES: readonly Role[] = BLOG_MANAGER_ROLES

export function canDeleteComment(account: { _id: string; role: Role } | null | undefined, commenterId: string | null): boolean {
  if (!account) return false
  return (commenterId !== null && commenterId === account._id) || COMMENT_MODERATOR_ROLES.includes(account.role)
}

/**
 * A comment is required and whitespace-only text is not sent. The form checks it before
 * sending (without shipping zod to the browser) and the server's schema (./comment.ts) runs the same.
 */
export function commentProblem(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return COMMENT_REQUIRED
  if (trimmed.length > COMMENT_MAX_LENGTH) return COMMENT_TOO_LONG
  return null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Post and comment ids are UUIDs: anything else is simply not found. */
export const isBlogId = (value: string): boolean => UUID.test(value)

// ---------------------------------------------------------------------------------------------------
// The blog's JSON shapes (the API's field names), shared by the API, the pages and the client islands.
// Dates are ISO strings so the same objects cross the cache, the network and the RSC boundary.

export type BlogImage = { url: string } | null

export type BlogComment = {
  _id: string
  comment: string
  /** The name shown as "by …", taken from the session when the comment was posted. */
  commenter: string
  /** The author's user id; null once their account is gone. */
  commenterId: string | null
  userId: { _id: string; fullName: string } | null
  createdAt: string
}

export type BlogPostSummary = {
  _id: string
  title: string
  content: string
  blogImage: BlogImage
  views: number
  createdAt: string
  commentCount: number
}

export type BlogPostDetail = BlogPostSummary & { updatedAt: string; comments: BlogComment[] }

export type BlogPostPage = { data: BlogPostSummary[]; hasMore: boolean; nextOffset: number | null }

/** "by" + the author's name, falling back to the commenter name, then Anonymous. */
export function commentAuthorName(comment: Pick<BlogComment, 'userId' | 'commenter'>): string {
  return comment.userId?.fullName.trim() || comment.commenter.trim() || 'Anonymous'
}
