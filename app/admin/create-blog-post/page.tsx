import type { Metadata } from 'next'
import { BlogPostForm } from '@/components/admin/blog/blog-post-form'
import { BlogPostPage } from '@/components/admin/blog/blog-post-page'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { BLOG_MANAGER_ROLES } from '@/lib/roles'
import { ADMIN_BLOG_PATHS } from '@/lib/validation/admin-blog'
import { createBlogPostAction } from './actions'

export const metadata: Metadata = { title: 'Create Post', robots: { index: false } }

// Request-time (session): ./loading.tsx is the Suspense boundary around it.
export default async function CreateBlogPostPage() {
  await requirePageUser(BLOG_MANAGER_ROLES, ADMIN_BLOG_PATHS.create)
  return (
    <BlogPostPage title="Create Post" intro="The post appears on the blog as soon as it is created.">
      <BlogPostForm mode="create" save={createBlogPostAction} />
    </BlogPostPage>
  )
}
