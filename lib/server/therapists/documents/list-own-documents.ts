import 'server-only'
import { DOCUMENT_FIELDS, DOCUMENT_KIND_BY_FIELD, DOCUMENT_RESPONSE_KEY, type OwnDocument, type OwnDocuments } from '@/lib/validation/therapist-documents'
import { db } from '../../db'
import { fileRoutePath } from '../../uploads/file-storage'

/**
 * The signed-in therapist's three verification documents (GET therapist/document/get-documents, the
 * not-verified page): the current one of each kind, or null. The where clause is the owner check.
 */
export async function listOwnDocuments({ therapistId }: { therapistId: string }): Promise<OwnDocuments> {
  const rows = await db.therapistDocument.findMany({
    where: { therapistId },
    select: { id: true, kind: true, fileId: true, reviewState: true, declineReason: true, createdAt: true },
  })
  const documents: OwnDocuments = { certificates: null, cacDocument: null, logo: null }
  for (const field of DOCUMENT_FIELDS) {
    const row = rows.find((candidate) => candidate.kind === DOCUMENT_KIND_BY_FIELD[field])
    documents[DOCUMENT_RESPONSE_KEY[field]] = row ? toOwnDocument(row) : null
  }
  return documents
}

type DocumentRow = { id: string; fileId: string; reviewState: OwnDocument['reviewState']; declineReason: string | null; createdAt: Date }

const toOwnDocument = (row: DocumentRow): OwnDocument => ({
  _id: row.id,
  url: fileRoutePath(row.fileId),
  reviewState: row.reviewState,
  // A reason only means something on a declined document.
  declineReason: row.reviewState === 'Declined' ? row.declineReason : null,
  createdAt: row.createdAt.toISOString(),
})
