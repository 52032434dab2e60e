// Blog management in the admin area: the form's rules, the list's query and the
// JSON shapes, shared by the forms, the server actions and the admin API calls.
import { z } from './zod'
import type { BlogImage } from './blog'
import type { PageNumbers } from './admin-lists'
import { onOneLine, SINGLE_LINE_FORBIDDEN } from './common'

/** The admin area's blog pages. */
export const ADMIN_BLOG_PATHS = {
  list: '/admin/all-blog-post',
  create: '/admin/create-blog-post',
  edit: (postId: string) => `/admin/edit-blog-post/${postId}`,
} as const

/** Our limits (the spec sets none): a title fits a card and a tab; content fits a long article. */
export const BLOG_TITLE_MAX = 150
export const BLOG_CONTENT_MAX = 20_000

/** Title and content are required. */
export const FILL_ALL_FIELDS = 'Please fill all fields'
export const TITLE_TOO_LONG = `The title can be at most ${BLOG_TITLE_MAX} characters.`
export const CONTENT_TOO_LONG = `The content can be at most ${BLOG_CONTENT_MAX.toLocaleString('en-US')} characters.`

export const BLOG_POST_CREATED = 'Blog post created successfully'
export const BLOG_POST_UPDATED = 'Blog post updated successfully'
export const BLOG_POST_DELETED = 'Blog post deleted successfully'
export const BLOG_POST_NOT_FOUND = 'Blog post not found.'

/** Browsers send a textarea's line breaks as CRLF in multipart bodies: store one kind of break. */
const normaliseBreaks = (text: string) => text.replace(/\r\n?/g, '\n')

/**
 * The text fields of create-blog-post and update-blog-post (multipart: title, content, blogImage).
 * The content is plain text: it is stored as typed (trimmed) and always shown as text with its line
 * breaks (components/blog/post-body.tsx), never as HTML. The image is read separately from the form.
 */
export const blogPostSchema = z.object({
  title: z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(BLOG_TITLE_MAX, TITLE_TOO_LONG)
    .refine((title) => !SINGLE_LINE_FORBIDDEN.test(title), onOneLine('Title')),
  content: z.string({ error: FILL_ALL_FIELDS }).overwrite(normaliseBreaks).trim().min(1, FILL_ALL_FIELDS).max(BLOG_CONTENT_MAX, CONTENT_TOO_LONG),
})
export type BlogPostFields = z.output<typeof blogPostSchema>
export type BlogPostFieldsInput = z.input<typeof blogPostSchema>

/** The list's Delete: the post's id alone (the use case finds it again; an unknown id is a 404). */
export const blogPostIdSchema = z.string()

/** Rows per page of /admin/all-blog-post and GET admin/get-blog-posts. */
export const ADMIN_BLOG_PAGE_SIZE = 10
/** A search longer than any title cannot match: keep what could. */
const SEARCH_MAX = BLOG_TITLE_MAX

/**
 * ?search=&page= of the admin list. Lenient on purpose: a bad page number shows page 1 and a
 * search is trimmed, its spaces collapsed and cut to a title's length (it cannot match more anyway).
 */
export const adminBlogListQuerySchema = z.object({
  search: z
    .string()
    .catch('')
    // Control characters (a NUL above all, which PostgreSQL cannot compare) become spaces.
    .transform((text) => text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, SEARCH_MAX)),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
})
export type AdminBlogListQuery = z.output<typeof adminBlogListQuerySchema>

/** A row of the admin list (Title, Date, Views, Actions). */
export type AdminBlogPostRow = {
  _id: string
  title: string
  createdAt: string
  views: number
  commentCount: number
  blogImage: BlogImage
}

export type AdminBlogPostPage = PageNumbers & {
  data: AdminBlogPostRow[]
  /** The search the rows match ('' for all posts). */
  search: string
}

/** One post as the view modal and the edit form need it. */
export type AdminBlogPostDetail = AdminBlogPostRow & { content: string; updatedAt: string }
