// The admin's user and therapist pages: notices, the decline reason and the
// verification rule, shared by the pages, their server actions and the API routes.
import { z } from './zod'
import { isUuid } from './directory'
import type { DocumentField, ReviewState } from './therapist-documents'

/** The success notices, in the product's words where it has them. */
export const NOTICES = {
  userBlocked: 'User blocked',
  userUnblocked: 'User unblocked',
  userDeleted: 'User deleted',
  therapistBlocked: 'Therapist blocked',
  therapistUnblocked: 'Therapist unblocked',
  therapistVerified: 'Therapist verified',
  documentApproved: 'Document approved',
  documentDeclined: 'Document declined',
} as const

export const USER_NOT_FOUND = 'User not found'
export const THERAPIST_NOT_FOUND = 'Therapist not found'
export const DOCUMENT_NOT_FOUND = 'Document not found'
export const ADMIN_ONLY = 'Only an admin can do this.'
export const CANNOT_BLOCK_SELF = 'You cannot block your own account.'
export const CANNOT_DELETE_SELF = 'You cannot delete your own account.'
export const CANNOT_CHANGE_ADMIN = 'Admin accounts cannot be blocked or deleted from the admin area.'
export const ALREADY_ERASED = 'This account has already been deleted.'
export const ERASED_CANNOT_CHANGE = 'This account was deleted, so it can no longer be changed.'

/** The name an erased account shows from then on. */
export const ERASED_NAME = 'Deleted user'

/** Our bounds (the spec has none): enough to say what is wrong and what to send instead. */
export const DECLINE_REASON_MIN = 5
export const DECLINE_REASON_MAX = 500
export const DECLINE_REASON_REQUIRED = 'Please give a reason for declining.'
export const DECLINE_REASON_TOO_SHORT = `The reason must be at least ${DECLINE_REASON_MIN} characters.`
export const DECLINE_REASON_TOO_LONG = `The reason must be at most ${DECLINE_REASON_MAX} characters.`

/** The dialog's check before sending, without zod in the browser; the server's schema says the same. */
export function declineReasonProblem(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return DECLINE_REASON_REQUIRED
  if (trimmed.length < DECLINE_REASON_MIN) return DECLINE_REASON_TOO_SHORT
  if (trimmed.length > DECLINE_REASON_MAX) return DECLINE_REASON_TOO_LONG
  return null
}

/** Line breaks normalised to LF (multipart and some clients send CRLF), surrounding space trimmed. */
export const declineDocumentSchema = z.object({
  reason: z
    .string({ error: DECLINE_REASON_REQUIRED })
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, { error: DECLINE_REASON_REQUIRED, abort: true }).min(DECLINE_REASON_MIN, DECLINE_REASON_TOO_SHORT).max(DECLINE_REASON_MAX, DECLINE_REASON_TOO_LONG)),
})
export type DeclineDocumentInput = z.input<typeof declineDocumentSchema>

const id = (message: string) => z.string({ error: message }).refine(isUuid, message).transform((value) => value.toLowerCase())

/** The server actions' inputs: ids come from the page, but a browser can send anything. */
export const userIdSchema = z.object({ userId: id(USER_NOT_FOUND) })
export const therapistIdSchema = z.object({ therapistId: id(THERAPIST_NOT_FOUND) })
export const documentIdSchema = z.object({ documentId: id(DOCUMENT_NOT_FOUND) })
export const declineActionSchema = documentIdSchema.extend(declineDocumentSchema.shape)

/**
 * Verify Therapist needs at least one approved certificate and the approved CAC document
 * (docs/decisions/017): proof of training and of a registered practice. A therapist may send
 * several certificates; each is reviewed on its own, and a declined or waiting one beside an
 * approved one does not hold verification up. The logo is a brand picture, not a credential, so it
 * never holds verification up (it is reviewed on its own).
 */
export const REQUIRED_FOR_VERIFICATION: readonly DocumentField[] = ['certificate', 'cacDocument']

export const VERIFY_NEEDS_DOCUMENTS = 'Approve at least one Certificate and the CAC Document before verifying this therapist.'

/** Whether Verify Therapist may go ahead, from the review states of each kind's documents (empty when none). */
export function canVerifyTherapist(states: Record<DocumentField, readonly ReviewState[]>): boolean {
  return REQUIRED_FOR_VERIFICATION.every((field) => states[field].includes('Approved'))
}
