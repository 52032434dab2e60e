import 'server-only'
import { ADMIN_AREA_ROLES, type Role } from '@/lib/roles'
import { ADMIN_ONLY } from '@/lib/validation/admin-people'
import { isUuid } from '@/lib/validation/directory'
import { AppError } from '../../errors'

/*
 * Who may do what on the admin's user and therapist pages (docs/decisions/005 and 017): Admins and
 * Managers read; only an Admin changes anything. Route handlers and actions check the role first;
 * each use case checks again here, so no other caller can skip it.
 */
export type Actor = { id: string; role: Role }

export function assertAdmin(actor: Actor): void {
  if (actor.role !== 'Admin') throw new AppError('FORBIDDEN', ADMIN_ONLY)
}

export function assertAdminAreaReader(viewer: { role: Role }): void {
  if (!ADMIN_AREA_ROLES.includes(viewer.role)) throw new AppError('FORBIDDEN', 'You are not allowed to do this.')
}

/** An id from a path: a malformed one is simply not found (never a database error). */
export function assertId(id: string, notFoundMessage: string): string {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', notFoundMessage)
  return id.toLowerCase()
}
