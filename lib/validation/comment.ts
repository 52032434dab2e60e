import { z } from './zod'
import { BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE, COMMENT_MAX_LENGTH, COMMENT_REQUIRED, COMMENT_TOO_LONG } from './blog'

/**
 * POST user/create-comment/{postId}. Only `comment` is read: the spec's `commenter` and
 * `commenterId` come from the session, so zod drops them from the body. Whitespace-only is refused;
 * the text is stored trimmed, otherwise as typed (it is always shown as plain text).
 * Same rules as commentProblem() in ./blog.ts, which the form runs in the browser.
 */
export const commentSchema = z.object({
  comment: z.string({ error: COMMENT_REQUIRED }).trim().min(1, COMMENT_REQUIRED).max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG),
})
export type CommentInput = z.infer<typeof commentSchema>

/** GET user/all-blogPost?offset=&limit= (both optional). */
export const postPageQuerySchema = z.object({
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset cannot be negative').max(1_000_000, 'offset is too large').default(0),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(BLOG_MAX_PAGE_SIZE, `limit must be at most ${BLOG_MAX_PAGE_SIZE}`)
    .default(BLOG_PAGE_SIZE),
})
export type PostPageQuery = z.infer<typeof postPageQuerySchema>
