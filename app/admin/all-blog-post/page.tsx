import type { Metadata } from 'next'
import { AdminPostList } from '@/components/admin/blog/admin-post-list'
import { PostSearchForm } from '@/components/admin/blog/post-search-form'
import { ListPager } from '@/components/admin/lists/list-pager'
import { ButtonLink } from '@/components/ui/button'
import { listAdminPosts } from '@/lib/server/admin/blog/list-admin-posts'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { BLOG_MANAGER_ROLES } from '@/lib/roles'
import { ADMIN_BLOG_PATHS, adminBlogListQuerySchema } from '@/lib/validation/admin-blog'
import { deleteBlogPostAction } from './actions'

export const metadata: Metadata = { title: 'All Blog Post', robots: { index: false } }

/** The list's address for a search and page (page 1 and an empty search are left out). */
function listHref(search: string, page: number): string {
  const query = new URLSearchParams()
  if (search) query.set('search', search)
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `${ADMIN_BLOG_PATHS.list}?${text}` : ADMIN_BLOG_PATHS.list
}

// Request-time data (session, ?search=&page=): ./loading.tsx is the Suspense boundary around it.
export default async function AllBlogPostPage(props: PageProps<'/admin/all-blog-post'>) {
  const params = await props.searchParams
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
  const query = adminBlogListQuerySchema.parse({ search: first(params.search), page: first(params.page) })
  const viewer = await requirePageUser(BLOG_MANAGER_ROLES, listHref(query.search, query.page))
  const result = await listAdminPosts({ viewer, ...query })

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">All Blog Post</h1>
          <p className="mt-2 text-ink-muted" aria-live="polite">
            {result.search
              ? `${result.total.toLocaleString('en-US')} ${result.total === 1 ? 'post matches' : 'posts match'} “${result.search}”.`
              : `${result.total.toLocaleString('en-US')} ${result.total === 1 ? 'post' : 'posts'}, newest first.`}
          </p>
        </div>
        <ButtonLink href={ADMIN_BLOG_PATHS.create}>Create Post</ButtonLink>
      </header>
      <PostSearchForm search={result.search} />
      {result.data.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-sand-200 bg-white p-8 text-center text-ink-muted">
          No Blog Post Found{result.search && '. Try another title, or clear the search.'}
        </p>
      ) : (
        <AdminPostList posts={result.data} deleteAction={deleteBlogPostAction} />
      )}
      <ListPager
        label="Blog post pages"
        page={result.page}
        pageCount={result.pageCount}
        hrefFor={(page) => listHref(result.search, page)}
        keepScroll={false}
        previousText="Newer"
        nextText="Older"
        size="md"
      />
    </section>
  )
}
