import { z } from '@/lib/validation/zod'
import { id, isoDateTime } from './common'

/* The blog's answers (lib/server/blog/post-dto.ts): posts, their comments and a view counted. */

export const blogPostSummary = z.object({
  _id: id,
  title: z.string(),
  content: z.string(),
  blogImage: z.object({ url: z.string() }).nullable(),
  views: z.number().int(),
  createdAt: isoDateTime,
  commentCount: z.number().int(),
})

export const blogComment = z.object({
  _id: id,
  comment: z.string(),
  commenter: z.string().meta({ description: 'The name saved with the comment, taken from the session.' }),
  commenterId: id.nullable().meta({ description: "The author's user id; null once their account is gone." }),
  userId: z
    .object({ _id: id, fullName: z.string() })
    .nullable()
    .meta({ description: 'The author while their account exists; null once it is erased.' }),
  createdAt: isoDateTime,
})

export const blogPostDetail = blogPostSummary.extend({
  updatedAt: isoDateTime,
  comments: z.array(blogComment).meta({ description: 'Newest first.' }),
})

export const blogPostPage = z.object({
  data: z.array(blogPostSummary),
  hasMore: z.boolean(),
  nextOffset: z.number().int().nullable().meta({ description: 'Where the next page starts; null on the last page.' }),
})

export const postViewCounted = z.object({
  data: z.object({ counted: z.boolean().meta({ description: 'False when this visitor was already counted today (Lagos).' }) }),
})
