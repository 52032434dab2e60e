import 'server-only'
import { DOCUMENT_KIND_BY_FIELD, documentAlreadyUploaded, documentUploaded, type DocumentField } from '@/lib/validation/therapist-documents'
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
 * current document of that kind, awaiting review. A missing kind is added; a declined one is replaced
 * (its row and its stored file are deleted); a pending or approved one is refused (409). One current
 * document per kind is held by the profile lock below and, as the last line, by the unique index
 * (therapistId, kind), so a double submit stores one document and refuses the other.
 */
export async function uploadDocument({ therapistId, field, bytes }: UploadDocumentInput): Promise<{ message: string }> {
  const kind = DOCUMENT_KIND_BY_FIELD[field]
  const refused = () => new AppError('CONFLICT', documentAlreadyUploaded(field), { [field]: [documentAlreadyUploaded(field)] })
  // A quick look first, so a locked kind costs no image work; the transaction decides.
  const current = await db.therapistDocument.findUnique({ where: { therapistId_kind: { therapistId, kind } }, select: { reviewState: true } })
  if (current && current.reviewState !== 'Declined') throw refused()

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
      if (existing && existing.reviewState !== 'Declined') throw refused()
      if (existing) await tx.therapistDocument.delete({ where: { id: existing.id } })
      await tx.therapistDocument.create({ data: { therapistId, kind, fileId: stored.id, reviewState: 'Pending' } })
      return existing?.fileId ?? null
    })
  } catch (error) {
    await deleteStoredFile({ fileId: stored.id })
    if (isUniqueViolation(error)) throw refused()
    throw error
  }
  // The declined document's bytes go once the new one is linked (its row went in the transaction).
  if (replacedFileId) await deleteStoredFile({ fileId: replacedFileId })
  return { message: documentUploaded(field) }
}
