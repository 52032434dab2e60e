import 'server-only'
import { canOpenVerificationDocuments, type Role } from '@/lib/roles'
import { fieldOfKind, groupDocuments, type DocumentField, type DocumentsByKey, type ReviewState } from '@/lib/validation/therapist-documents'
import { db, type Prisma } from '../../db'
import { fileRoutePath } from '../../uploads/file-storage'

/** One verification document as the admin sees it (GET admin/admin-get-therapist-documents/{id}). */
export type AdminDocument = {
  _id: string
  /** The API's field name: certificate, cacDocument or logo. */
  field: DocumentField
  /** The private file route (it opens for an Admin and the therapist only); null for a Manager. */
  url: string | null
  contentType: string
  reviewState: ReviewState
  declineReason: string | null
  reviewedAt: string | null
  createdAt: string
}

/** The API's keys: every certificate (oldest first); the CAC document and logo, each null when not sent. */
export type AdminDocuments = DocumentsByKey<AdminDocument>

export const ADMIN_DOCUMENT_SELECT = {
  id: true, kind: true, fileId: true, reviewState: true, declineReason: true, reviewedAt: true, createdAt: true,
  file: { select: { contentType: true } },
} as const satisfies Prisma.TherapistDocumentSelect

type DocumentRow = Prisma.TherapistDocumentGetPayload<{ select: typeof ADMIN_DOCUMENT_SELECT }>

export function toAdminDocument(row: DocumentRow, viewer: { role: Role }): AdminDocument {
  return {
    _id: row.id,
    field: fieldOfKind(row.kind),
    url: canOpenVerificationDocuments(viewer.role) ? fileRoutePath(row.fileId) : null,
    contentType: row.file.contentType,
    reviewState: row.reviewState,
    declineReason: row.reviewState === 'Declined' ? row.declineReason : null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The therapist's documents: every certificate, and the one CAC document and logo (decision 016). */
export async function findAdminDocuments(therapistId: string, viewer: { role: Role }): Promise<AdminDocuments> {
  const rows = await db.therapistDocument.findMany({ where: { therapistId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: ADMIN_DOCUMENT_SELECT })
  return groupDocuments(
    rows.map((row) => toAdminDocument(row, viewer)),
    (document) => document.field,
  )
}
