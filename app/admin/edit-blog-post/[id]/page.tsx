import type { Metadata } from 'next'
import { BlogPostForm } from '@/components/admin/blog/blog-post-form'
import { BlogPostPage } from '@/components/admin/blog/blog-post-page'
import { findAdminPost } from '@/lib/server/admin/blog/find-admin-post'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { orNotFound } from '@/lib/server/or-not-found'
import { BLOG_MANAGER_ROLES } from '@/lib/roles'
import { ADMIN_BLOG_PATHS } from '@/lib/validation/admin-blog'
import { updateBlogPostAction } from './actions'

export const metadata: Metadata = { title: 'Edit Post', robots: { index: false } }

// Request-time (session, the post as it is now): ./loading.tsx is the Suspense boundary around it.
export default async function EditBlogPostPage(props: PageProps<'/admin/edit-blog-post/[id]'>) {
  const { id } = await props.params
  const viewer = await requirePageUser(BLOG_MANAGER_ROLES, ADMIN_BLOG_PATHS.edit(encodeURIComponent(id)))
  const post = await orNotFound(findAdminPost({ viewer, postId: id }))

  return (
    <BlogPostPage title="Edit Post" intro="Changes show on the blog as soon as they are saved. Choose a new image only to replace the current one.">
      <BlogPostForm
        mode="edit"
        save={updateBlogPostAction.bind(null, post._id)}
        initialValues={{ title: post.title, content: post.content }}
        currentImageUrl={post.blogImage?.url ?? null}
      />
    </BlogPostPage>
  )
}
