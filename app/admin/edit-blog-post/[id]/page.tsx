import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { BlogPostForm } from '@/components/admin/blog/blog-post-form'
import { findAdminPost } from '@/lib/server/admin/blog/find-admin-post'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { isAppError } from '@/lib/server/errors'
import { BLOG_MANAGER_ROLES } from '@/lib/roles'
import { ADMIN_BLOG_PATHS } from '@/lib/validation/admin-blog'
import { updateBlogPostAction } from './actions'

export const metadata: Metadata = { title: 'Edit Post', robots: { index: false } }

// Request-time (session, the post as it is now): ./loading.tsx is the Suspense boundary around it.
export default async function EditBlogPostPage(props: PageProps<'/admin/edit-blog-post/[id]'>) {
  const { id } = await props.params
  const viewer = await requirePageUser(BLOG_MANAGER_ROLES, ADMIN_BLOG_PATHS.edit(encodeURIComponent(id)))
  const post = await findAdminPost({ viewer, postId: id }).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'NOT_FOUND') notFound()
    throw error
  })

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <Link href={ADMIN_BLOG_PATHS.list} className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
        ← All Blog Post
      </Link>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Edit Post</h1>
      <p className="mt-2 text-ink-muted">Changes show on the blog as soon as they are saved. Choose a new image only to replace the current one.</p>
      <div className="mt-8 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
        <BlogPostForm
          mode="edit"
          save={updateBlogPostAction.bind(null, post._id)}
          initialValues={{ title: post.title, content: post.content }}
          currentImageUrl={post.blogImage?.url ?? null}
        />
      </div>
    </section>
  )
}
