import Link from 'next/link'
import { IntentLink } from '@/components/ui/intent-link'
import styles from './home-lists.module.css'
import type { RecentPostCard } from '@/lib/server/home/find-recent-posts'

/** Recent Blog Posts, each Read More... opening that post. */
export function RecentPosts({ posts }: { posts: RecentPostCard[] }) {
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="recent-posts-heading" className="border-t border-sand-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="recent-posts-heading" className="text-3xl font-semibold sm:text-4xl">
            Recent Blog Posts
          </h2>
          <Link href="/our-blog" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-4 hover:underline">
            All articles
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id} className={styles.post}>
              {post.imageUrl && (
                <img src={post.imageUrl} alt="" width={480} height={270} loading="lazy" decoding="async" className={styles.postImage} />
              )}
              <div className={styles.postText}>
                <h3 className={styles.postTitle}>{post.title}</h3>
                <IntentLink href={`/blog-post-detail/${post.id}`} className={styles.postLink}>
                  Read More...<span className="sr-only"> {post.title}</span>
                </IntentLink>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
