'use server'

import { runAction } from '@/lib/server/actions/run-action'
import { blockTherapist, unblockTherapist } from '@/lib/server/admin/therapists/block-therapist'
import { approveDocument, declineDocument } from '@/lib/server/admin/therapists/review-document'
import { verifyTherapist } from '@/lib/server/admin/therapists/verify-therapist'
import { requireUser } from '@/lib/server/auth/current-user'
import { declineActionSchema, documentIdSchema, therapistIdSchema } from '@/lib/validation/admin-people'

/*
 * The buttons of /admin/therapist/{id}: the same use cases as the PUT admin/… calls (docs/api.md).
 * Admin only (a Manager is refused here and again in each use case). Answers carry no data: the page
 * refreshes to show the new state.
 */

const withoutData = async (result: Promise<{ message: string }>) => ({ message: (await result).message })

export async function verifyTherapistAction(input: { therapistId: string }) {
  return runAction(therapistIdSchema, input, async ({ therapistId }) => withoutData(verifyTherapist({ actor: await requireUser(['Admin']), therapistId })))
}

export async function blockTherapistAction(input: { therapistId: string }) {
  return runAction(therapistIdSchema, input, async ({ therapistId }) => withoutData(blockTherapist({ actor: await requireUser(['Admin']), therapistId })))
}

export async function unblockTherapistAction(input: { therapistId: string }) {
  return runAction(therapistIdSchema, input, async ({ therapistId }) => withoutData(unblockTherapist({ actor: await requireUser(['Admin']), therapistId })))
}

export async function approveDocumentAction(input: { documentId: string }) {
  return runAction(documentIdSchema, input, async ({ documentId }) => withoutData(approveDocument({ actor: await requireUser(['Admin']), documentId })))
}

export async function declineDocumentAction(input: { documentId: string; reason: string }) {
  return runAction(declineActionSchema, input, async ({ documentId, reason }) =>
    withoutData(declineDocument({ actor: await requireUser(['Admin']), documentId, reason })),
  )
}
