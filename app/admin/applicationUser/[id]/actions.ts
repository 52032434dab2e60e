'use server'

import { adminAction } from '@/lib/server/actions/role-actions'
import { blockUser, unblockUser } from '@/lib/server/admin/users/block-user'
import { eraseUser } from '@/lib/server/admin/users/erase-user'
import { userIdSchema } from '@/lib/validation/admin-people'

/*
 * The buttons of /admin/applicationUser/{id}: the same use cases as PUT admin/admin-block-user/{id},
 * admin-unblock-user/{id} and DELETE admin/admin-delete-user/{id}. Admin only (a Manager is refused
 * here and again in the use case).
 */

export const blockUserAction = adminAction(userIdSchema, async ({ admin, input: { userId } }) => blockUser({ actor: admin, userId }))

export const unblockUserAction = adminAction(userIdSchema, async ({ admin, input: { userId } }) => unblockUser({ actor: admin, userId }))

export const deleteUserAction = adminAction(userIdSchema, async ({ admin, input: { userId } }) => eraseUser({ actor: admin, userId }))
