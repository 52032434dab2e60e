import type { Metadata } from 'next'
import Link from 'next/link'
import { BlogPostForm } from '@/components/admin/blog/blog-post-form'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { BLOG_MANAGER_ROLES } from '@/lib/roles'
import { ADMIN_BLOG_PATHS } from '@/lib/validation/admin-blog'
import { createBlogPostAction } from './actions'

export const metadata: Metadata = { title: 'Create Post', robots: { index: false } }

// Request-time (session): ./loading.tsx is the Suspense boundary around it.
export default async function CreateBlogPostPage() {
  await requirePageUser(BLOG_MANAGER_ROLES, ADMIN_BLOG_PATHS.create)
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <Link href={ADMIN_BLOG_PATHS.list} className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
        ← All Blog Post
      </Link>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Create Post</h1>
      <p className="mt-2 text-ink-muted">The post appears on the blog as soon as it is created.</p>
      <div className="mt-8 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
        <BlogPostForm mode="create" save={createBlogPostAction} />
      </div>
    </section>
  )
}
