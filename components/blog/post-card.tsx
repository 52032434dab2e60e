import { IntentLink } from '@/components/ui/intent-link'
import { excerpt, formatShortDate } from '@/lib/format'
import type { BlogPostSummary } from '@/lib/validation/blog'

/** "3 comments", "1 comment". */
export function commentCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'comment' : 'comments'}`
}

/**
 * One card of the blog list: image, title, the first 100 characters, the date and the
 * comment count; the whole card opens the post. No hooks: the server renders the first cards and
 * the Load More island renders the rest with the same markup.
 */
export function PostCard({ post, eager = false }: { post: BlogPostSummary; eager?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
      {post.blogImage ? (
        <img
          src={post.blogImage.url}
          alt=""
          width={1200}
          height={630}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="aspect-[40/21] w-full bg-sand-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[40/21] w-full bg-gradient-to-br from-brand-100 to-sand-100" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <h2 className="font-display text-xl leading-snug font-semibold text-brand-900">
          {/* The link covers the card (after:inset-0), so the title is the one focusable target. */}
          <IntentLink href={`/blog-post-detail/${post._id}`} className="after:absolute after:inset-0 after:content-[''] focus:outline-none group-hover:underline">
            {post.title}
          </IntentLink>
        </h2>
        <p className="leading-relaxed text-ink-muted">{excerpt(post.content)}</p>
        <p className="mt-auto flex items-center justify-between gap-3 border-t border-sand-200 pt-4 text-sm text-ink-muted">
          <time dateTime={post.createdAt}>{formatShortDate(post.createdAt)}</time>
          <span className="inline-flex items-center gap-1.5" data-testid="comment-count">
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
              <path d="M3.5 4.5h13v9h-7l-4 3v-3h-2z" />
            </svg>
            {commentCountLabel(post.commentCount)}
          </span>
        </p>
      </div>
    </article>
  )
}
