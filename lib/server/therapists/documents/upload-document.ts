import 'server-only'
import { DOCUMENT_KIND_BY_FIELD, documentAlreadyApproved, documentUploadCrossed, documentUploaded, type DocumentField } from '@/lib/validation/therapist-documents'
import { db } from '../../db'
import { AppError, isUniqueViolation } from '../../errors'
import { deleteStoredFile, storeImage } from '../../uploads/store-upload'

type UploadDocumentInput = {
  therapistId: string
  /** Spec 7's field name: certificate, cacDocument or logo. */
  field: DocumentField
  /** The file's bytes as received (readUploadFromForm); the pipeline decides whether they are an image. */
  bytes: Buffer
}

/**
 * Stores one verification document (spec 2.6, 7) as a private file and links it as the therapist's
 * current document of that kind, awaiting review. A missing kind is added; one still awaiting review
 * (Pending) or declined is replaced (its row goes in the transaction, its stored file after commit);
 * an approved one is refused (409). One current document per kind is held by the profile lock below
 * (an admin's review takes the same lock, so a review and a replacement never interleave) and, as the
 * last line, by the unique index (therapistId, kind).
 */
export async function uploadDocument({ therapistId, field, bytes }: UploadDocumentInput): Promise<{ message: string }> {
  const kind = DOCUMENT_KIND_BY_FIELD[field]
  const refused = () => new AppError('CONFLICT', documentAlreadyApproved(field), { [field]: [documentAlreadyApproved(field)] })
  // A quick look first, so a locked kind costs no image work; the transaction decides.
  const current = await db.therapistDocument.findUnique({ where: { therapistId_kind: { therapistId, kind } }, select: { reviewState: true } })
  if (current?.reviewState === 'Approved') throw refused()

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
      const existing = await tx.therapistDocument.findUnique({
        where: { therapistId_kind: { therapistId, kind } },
        select: { id: true, fileId: true, reviewState: true },
      })
      if (existing?.reviewState === 'Approved') throw refused()
      if (existing) {
        // Conditional, so an approved row is never deleted whatever ran before.
        const { count } = await tx.therapistDocument.deleteMany({ where: { id: existing.id, reviewState: { in: ['Pending', 'Declined'] } } })
        if (count !== 1) throw refused()
      }
      await tx.therapistDocument.create({ data: { therapistId, kind, fileId: stored.id, reviewState: 'Pending' } })
      return existing?.fileId ?? null
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
