import Link from 'next/link'
import type { ReactNode } from 'react'
import { ADMIN_BLOG_PATHS } from '@/lib/validation/admin-blog'

/** The frame of Create Post and Edit Post: the way back to the list, the heading, a line, the form's card. */
export function BlogPostPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <Link href={ADMIN_BLOG_PATHS.list} className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
        ← All Blog Post
      </Link>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">{title}</h1>
      <p className="mt-2 text-ink-muted">{intro}</p>
      <div className="mt-8 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>
    </section>
  )
}
