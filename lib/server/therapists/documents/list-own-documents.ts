import 'server-only'
import { fieldOfKind, groupDocuments, mapDocuments, type OwnDocuments } from '@/lib/validation/therapist-documents'
import { db } from '../../db'
import { fileRoutePath } from '../../uploads/file-storage'

/**
 * The signed-in therapist's verification documents (GET therapist/document/get-documents, the
 * not-verified page): every certificate, oldest first, and the CAC document and logo or null. The
 * where clause is the owner check.
 */
export async function listOwnDocuments({ therapistId }: { therapistId: string }): Promise<OwnDocuments> {
  const rows = await db.therapistDocument.findMany({
    where: { therapistId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, kind: true, fileId: true, reviewState: true, declineReason: true, createdAt: true },
  })
  return mapDocuments(
    groupDocuments(rows, (row) => fieldOfKind(row.kind)),
    (row) => ({
      _id: row.id,
      url: fileRoutePath(row.fileId),
      reviewState: row.reviewState,
      // A reason only means something on a declined document.
      declineReason: row.reviewState === 'Declined' ? row.declineReason : null,
      createdAt: row.createdAt.toISOString(),
    }),
  )
}
