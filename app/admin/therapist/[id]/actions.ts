'use server'

import { adminAction } from '@/lib/server/actions/role-actions'
import { blockTherapist, unblockTherapist } from '@/lib/server/admin/therapists/block-therapist'
import { approveDocument, declineDocument } from '@/lib/server/admin/therapists/review-document'
import { eraseUser } from '@/lib/server/admin/users/erase-user'
import { verifyTherapist } from '@/lib/server/admin/therapists/verify-therapist'
import { declineActionSchema, documentIdSchema, therapistIdSchema, userIdSchema } from '@/lib/validation/admin-people'

/*
 * The buttons of /admin/therapist/{id}: the same use cases as the PUT admin/… calls (docs/api.md).
 * Admin only (a Manager is refused here and again in each use case). Answers carry no data: the page
 * refreshes to show the new state.
 */

const withoutData = async (result: Promise<{ message: string }>) => ({ message: (await result).message })

export const verifyTherapistAction = adminAction(therapistIdSchema, async ({ admin, input: { therapistId } }) => withoutData(verifyTherapist({ actor: admin, therapistId })))

export const blockTherapistAction = adminAction(therapistIdSchema, async ({ admin, input: { therapistId } }) => withoutData(blockTherapist({ actor: admin, therapistId })))

export const unblockTherapistAction = adminAction(therapistIdSchema, async ({ admin, input: { therapistId } }) => withoutData(unblockTherapist({ actor: admin, therapistId })))

export const approveDocumentAction = adminAction(documentIdSchema, async ({ admin, input: { documentId } }) => withoutData(approveDocument({ actor: admin, documentId })))

export const declineDocumentAction = adminAction(declineActionSchema, async ({ admin, input: { documentId, reason } }) =>
  withoutData(declineDocument({ actor: admin, documentId, reason })),
)

/** Delete User: erasure, the same use case as on /admin/applicationUser/{id} and DELETE admin/admin-delete-user/{id}. */
export const deleteTherapistAction = adminAction(userIdSchema, async ({ admin, input: { userId } }) => eraseUser({ actor: admin, userId }))
