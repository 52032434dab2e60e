import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listAdminPosts } from '@/lib/server/admin/blog/list-admin-posts'
import { BLOG_MANAGER_ROLES } from '@/lib/roles'
import { adminBlogListQuerySchema } from '@/lib/validation/admin-blog'

/** GET admin/get-blog-posts?search=&page=: posts newest first, 10 a page, title search (Admin, Manager). */
export const GET = withRole(BLOG_MANAGER_ROLES, async ({ request, user }) => {
  const query = adminBlogListQuerySchema.parse(Object.fromEntries(request.nextUrl.searchParams))
  return ok({ ...(await listAdminPosts({ viewer: user, ...query })) })
})
