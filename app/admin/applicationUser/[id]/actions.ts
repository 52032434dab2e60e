'use server'

import { runAction } from '@/lib/server/actions/run-action'
import { blockUser, unblockUser } from '@/lib/server/admin/users/block-user'
import { eraseUser } from '@/lib/server/admin/users/erase-user'
import { requireUser } from '@/lib/server/auth/current-user'
import { userIdSchema } from '@/lib/validation/admin-people'

/*
 * The buttons of /admin/applicationUser/{id}: the same use cases as PUT admin/admin-block-user/{id},
 * admin-unblock-user/{id} and DELETE admin/admin-delete-user/{id}. Admin only (a Manager is refused
 * here and again in the use case).
 */

export async function blockUserAction(input: { userId: string }) {
  return runAction(userIdSchema, input, async ({ userId }) => blockUser({ actor: await requireUser(['Admin']), userId }))
}

export async function unblockUserAction(input: { userId: string }) {
  return runAction(userIdSchema, input, async ({ userId }) => unblockUser({ actor: await requireUser(['Admin']), userId }))
}

export async function deleteUserAction(input: { userId: string }) {
  return runAction(userIdSchema, input, async ({ userId }) => eraseUser({ actor: await requireUser(['Admin']), userId }))
}
