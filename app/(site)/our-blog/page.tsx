import type { Metadata } from 'next'
import { PostCard } from '@/components/blog/post-card'
import { PostGrid } from '@/components/blog/post-grid'
import { getCachedPostPage } from '@/lib/server/blog/post-cache'
import { BLOG_PAGE_SIZE } from '@/lib/validation/blog'

const DESCRIPTION = 'Discover the latest articles and insights on mental health, therapy and well-being in Nigeria from Alafia.'

export const metadata: Metadata = {
  title: 'Our Blog',
  description: DESCRIPTION,
  alternates: { canonical: '/our-blog' },
  openGraph: { title: 'Our Blog · Alafia', description: DESCRIPTION, url: '/our-blog', type: 'website' },
}

/** The blog list. The first 6 cards are in the cached HTML; Load More Articles adds 6. */
export default async function OurBlogPage() {
  const page = await getCachedPostPage(0, BLOG_PAGE_SIZE)
  return (
    <section aria-labelledby="blog-heading" className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 md:py-20">
      <header className="mx-auto mb-12 max-w-2xl text-center">
        <h1 id="blog-heading" className="text-4xl font-semibold sm:text-5xl">
          Our Blog
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">Discover the latest articles and insights.</p>
      </header>
      {page.data.length === 0 ? (
        <p className="text-center text-ink-muted">No articles yet. Please check back soon.</p>
      ) : (
        <PostGrid initialIds={page.data.map((post) => post._id)} nextOffset={page.nextOffset}>
          {page.data.map((post, index) => (
            <li key={post._id}>
              {/* The first card is above the fold on every screen: load it at once. */}
              <PostCard post={post} eager={index === 0} />
            </li>
          ))}
        </PostGrid>
      )}
    </section>
  )
}
