import 'server-only'
import { ADMIN_AREA_ROLES, BLOG_MANAGER_ROLES, REVIEW_MODERATOR_ROLES, type Role } from '@/lib/roles'
import { ADMIN_ONLY } from '@/lib/validation/admin-people'
import { AppError } from '../errors'

/*
 * Who may do what, checked in the data layer (docs/decisions/005-manager-role.md). Route handlers,
 * actions and pages check the role first (withRole, the action wrappers, requirePageUser); each use
 * case checks again with these, so no other caller can skip it. One home for every such check.
 */

/** Someone acting through a use case: who they are and their role. */
export type Actor = { id: string; role: Role }

export const NOT_ALLOWED = 'You are not allowed to do this.'

/** 403 unless the actor has one of the roles. */
export function assertRole(actor: { role: Role }, roles: readonly Role[], message = NOT_ALLOWED): void {
  if (!roles.includes(actor.role)) throw new AppError('FORBIDDEN', message)
}

/** Admins and managers read the admin area (its lists, figures, people and appointments); nobody else. */
export function assertAdminAreaReader(viewer: { role: Role }): void {
  assertRole(viewer, ADMIN_AREA_ROLES)
}

/** Admins and managers run the blog (create, edit, delete posts, delete comments). */
export function assertBlogManager(actor: { role: Role }): void {
  assertRole(actor, BLOG_MANAGER_ROLES)
}

/** Admins and managers hide reviews (with a reason, in the audit log), as they moderate comments. */
export function assertReviewModerator(actor: { role: Role }): void {
  assertRole(actor, REVIEW_MODERATOR_ROLES)
}

/** Only an Admin changes anything about people: block, unblock, erase, verify, review documents. */
export function assertAdmin(actor: { role: Role }): void {
  assertRole(actor, ['Admin'], ADMIN_ONLY)
}
