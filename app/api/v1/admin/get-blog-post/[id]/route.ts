import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { findAdminPost } from '@/lib/server/admin/blog/find-admin-post'
import { BLOG_MANAGER_ROLES } from '@/lib/roles'

/** GET admin/get-blog-post/{id}: one post with its whole content (Admin, Manager); 404 when unknown. */
export const GET = withRole(BLOG_MANAGER_ROLES, async ({ params, user }) => ok({ data: await findAdminPost({ viewer: user, postId: params.id ?? '' }) }))
