import 'server-only'
import type { Role } from '@/lib/roles'
import { BLOG_MANAGER_ROLES } from '@/lib/validation/admin-blog'
import { AppError } from '../../errors'

/** Someone acting on the blog from the admin area: who they are and their role. */
export type BlogActor = { id: string; role: Role }

/**
 * Admins and managers manage the blog (decision 005). Every use case here checks it itself, whatever
 * the page, action or route in front of it already checked.
 */
export function assertBlogManager(actor: { role: Role }): void {
  if (!BLOG_MANAGER_ROLES.includes(actor.role)) throw new AppError('FORBIDDEN', 'You are not allowed to do this.')
}
