import 'server-only'
import {
  DOCUMENT_KIND_BY_FIELD,
  DOCUMENT_TO_REPLACE_GONE,
  MAX_DOCUMENTS,
  documentAlreadyApproved,
  documentUploadCrossed,
  documentUploaded,
  tooManyDocuments,
  type DocumentField,
} from '@/lib/validation/therapist-documents'
import { db, type Prisma } from '../../db'
import { AppError, isUniqueViolation } from '../../errors'
import { deleteStoredFile, storeImage } from '../../uploads/store-upload'

type UploadDocumentInput = {
  therapistId: string
  /** The API's field name: certificate, cacDocument or logo. */
  field: DocumentField
  /** The file's bytes as received (readUploadFromForm); the pipeline decides whether they are an image. */
  bytes: Buffer
  /** The id of the therapist's document of this kind that the upload replaces, when it replaces one. */
  replaces?: string
}

type Replaced = { id: string; fileId: string }

/**
 * Stores one verification document as a private file, awaiting review.
 *
 * - A certificate is added beside the others (a therapist may hold up to MAX_DOCUMENTS.certificate,
 *   one per qualification, each reviewed on its own), or replaces the one named by `replaces`.
 * - A CAC document or logo is single: the upload replaces the current one, if any.
 *
 * Only a document still awaiting review (Pending) or declined may be replaced (its row goes in the
 * transaction, its stored file after commit); an approved one is refused (409). The rules are
 * checked under the therapist's profile lock (an admin's review and Verify take the same lock, so a
 * review and a replacement never interleave) and, for the single kinds, by a partial unique index
 * on (therapistId, kind) as the last line.
 */
export async function uploadDocument({ therapistId, field, bytes, replaces }: UploadDocumentInput): Promise<{ message: string }> {
  // A quick look first, so a refused upload costs no image work; the transaction decides.
  await documentToReplace(db, { therapistId, field, replaces })

  const stored = await storeImage({ bytes, kind: 'document', uploadedById: therapistId, field })
  let replacedFileId: string | null = null
  try {
    replacedFileId = await db.$transaction(async (tx) => {
      // Two uploads of the same therapist queue here, so the second sees what the first wrote.
      const [therapist] = await tx.$queryRaw<{ userId: string }[]>`
        SELECT p."userId" FROM "TherapistProfile" p JOIN "User" u ON u."id" = p."userId"
        WHERE p."userId" = ${therapistId}::uuid AND u."role" = 'Therapist' AND u."erasedAt" IS NULL
        FOR UPDATE OF p`
      if (!therapist) throw new AppError('NOT_FOUND', 'Therapist not found')
      const replaced = await documentToReplace(tx, { therapistId, field, replaces })
      if (replaced) {
        // Conditional, so an approved row is never deleted whatever ran before.
        const { count } = await tx.therapistDocument.deleteMany({ where: { id: replaced.id, reviewState: { in: ['Pending', 'Declined'] } } })
        if (count !== 1) throw refused(field)
      }
      await tx.therapistDocument.create({ data: { therapistId, kind: DOCUMENT_KIND_BY_FIELD[field], fileId: stored.id, reviewState: 'Pending' } })
      return replaced?.fileId ?? null
    })
  } catch (error) {
    await deleteStoredFile({ fileId: stored.id })
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', documentUploadCrossed(field), { [field]: [documentUploadCrossed(field)] })
    throw error
  }
  // The replaced document's bytes go once the new one is linked (its row went in the transaction).
  if (replacedFileId) await deleteStoredFile({ fileId: replacedFileId })
  return { message: documentUploaded(field) }
}

const refused = (field: DocumentField) => new AppError('CONFLICT', documentAlreadyApproved(field), { [field]: [documentAlreadyApproved(field)] })

/**
 * Which document the upload replaces (null: it adds one), or why it may not go ahead: the named
 * document is gone (404), is approved (409), or the kind is already at its maximum (409).
 */
async function documentToReplace(
  client: Prisma.TransactionClient,
  { therapistId, field, replaces }: Omit<UploadDocumentInput, 'bytes'>,
): Promise<Replaced | null> {
  const kind = DOCUMENT_KIND_BY_FIELD[field]
  // The owner and the kind are in the where clause: another therapist's id is simply not found.
  const held = await client.therapistDocument.findMany({
    where: { therapistId, kind, ...(replaces ? { id: replaces } : {}) },
    select: { id: true, fileId: true, reviewState: true },
  })
  if (replaces && held.length === 0) throw new AppError('NOT_FOUND', DOCUMENT_TO_REPLACE_GONE, { [field]: [DOCUMENT_TO_REPLACE_GONE] })
  // A named document, or the single document of a kind that holds one: replaced when not approved.
  if (replaces || MAX_DOCUMENTS[field] === 1) {
    const [current] = held
    if (current?.reviewState === 'Approved') throw refused(field)
    return current ? { id: current.id, fileId: current.fileId } : null
  }
  if (held.length >= MAX_DOCUMENTS[field]) throw new AppError('CONFLICT', tooManyDocuments(field), { [field]: [tooManyDocuments(field)] })
  return null
}
