import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { CommentsSection } from '@/components/blog/comments-section'
import { CountView } from '@/components/blog/count-view'
import { PostBody } from '@/components/blog/post-body'
import { JsonLd } from '@/components/seo/json-ld'
import { excerpt, formatLongDate } from '@/lib/format'
import { getCachedPost } from '@/lib/server/blog/post-cache'
import { siteUrl } from '@/lib/server/seo/site-url'
import type { BlogPostDetail } from '@/lib/validation/blog'

/*
 * A post. One placeholder id is prerendered at build (it is not found); every other post
 * renders on its first request and is then served from the cache until a comment or an edit
 * expires CACHE_TAGS.post(id).
 *
 * 'navigation': the first request for a post waits for the whole page rather than sending a shell
 * first, so an unknown id answers a real 404 and every post is cached as one complete page.
 */
export const ensureStatic = 'navigation'

export function generateStaticParams() {
  return [{ postId: '00000000-0000-0000-0000-000000000000' }]
}

const postPath = (postId: string) => `/blog-post-detail/${postId}`

export async function generateMetadata({ params }: PageProps<'/blog-post-detail/[postId]'>): Promise<Metadata> {
  const { postId } = await params
  const post = await getCachedPost(postId)
  if (!post) return { title: 'Blog post not found', robots: { index: false } }
  const description = excerpt(post.content.replace(/\s+/g, ' ').trim(), 155)
  const images = post.blogImage ? [{ url: post.blogImage.url, width: 1200, height: 630, alt: post.title }] : undefined
  return {
    title: post.title,
    description,
    alternates: { canonical: postPath(post._id) },
    openGraph: {
      type: 'article',
      title: post.title,
      description,
      url: postPath(post._id),
      images,
      publishedTime: post.createdAt,
      modifiedTime: post.updatedAt,
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title: post.title, description },
  }
}

export default async function BlogPostPage({ params }: PageProps<'/blog-post-detail/[postId]'>) {
  const { postId } = await params
  const post = await getCachedPost(postId)
  if (!post) notFound()
  const path = postPath(post._id)
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 md:py-14">
      <JsonLd data={blogPostingData(post)} />
      <CountView postId={post._id} />
      <Link href="/our-blog" className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline">
        <span aria-hidden="true">←</span> Back to Blog
      </Link>
      {post.blogImage && (
        <img
          src={post.blogImage.url}
          alt=""
          width={1200}
          height={630}
          fetchPriority="high"
          className="mt-6 aspect-[40/21] w-full rounded-2xl bg-sand-100 object-cover"
        />
      )}
      <header className="mt-8 space-y-3">
        <h1 className="text-3xl leading-tight font-semibold sm:text-4xl">{post.title}</h1>
        <p className="text-ink-muted">
          <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
        </p>
      </header>
      <div className="mt-8">
        <PostBody content={post.content} />
      </div>
      <div className="mt-14 space-y-10 border-t border-sand-200 pt-10">
        <CommentsSection postId={post._id} postPath={path} comments={post.comments} />
      </div>
    </article>
  )
}

/** schema.org BlogPosting for search engines (https://schema.org/BlogPosting). */
function blogPostingData(post: BlogPostDetail): Record<string, unknown> {
  const alafia = { '@type': 'Organization', name: 'Alafia', url: siteUrl('/'), logo: { '@type': 'ImageObject', url: siteUrl('/icon.svg') } }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: excerpt(post.content.replace(/\s+/g, ' ').trim(), 155),
    image: post.blogImage ? [siteUrl(post.blogImage.url)] : undefined,
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    author: alafia,
    publisher: alafia,
    commentCount: post.commentCount,
    url: siteUrl(postPath(post._id)),
    mainEntityOfPage: { '@type': 'WebPage', '@id': siteUrl(postPath(post._id)) },
  }
}
