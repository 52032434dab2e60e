import 'server-only'
import { canOpenVerificationDocuments, type Role } from '@/lib/roles'
import { DOCUMENT_FIELDS, DOCUMENT_KIND_BY_FIELD, DOCUMENT_RESPONSE_KEY, type DocumentField, type ReviewState } from '@/lib/validation/therapist-documents'
import { db, type Prisma } from '../../db'
import { fileRoutePath } from '../../uploads/file-storage'

/** One verification document as the admin sees it (GET admin/admin-get-therapist-documents/{id}). */
export type AdminDocument = {
  _id: string
  /** Spec 7's field name: certificate, cacDocument or logo. */
  field: DocumentField
  /** The private file route (it opens for an Admin and the therapist only); null for a Manager. */
  url: string | null
  contentType: string
  reviewState: ReviewState
  declineReason: string | null
  reviewedAt: string | null
  createdAt: string
}

/** Spec 7's keys: certificates, cacDocument, logo; each null when the therapist has not sent it. */
export type AdminDocuments = { certificates: AdminDocument | null; cacDocument: AdminDocument | null; logo: AdminDocument | null }

export const ADMIN_DOCUMENT_SELECT = {
  id: true, kind: true, fileId: true, reviewState: true, declineReason: true, reviewedAt: true, createdAt: true,
  file: { select: { contentType: true } },
} as const satisfies Prisma.TherapistDocumentSelect

type DocumentRow = Prisma.TherapistDocumentGetPayload<{ select: typeof ADMIN_DOCUMENT_SELECT }>

const fieldOfKind = (kind: DocumentRow['kind']): DocumentField => DOCUMENT_FIELDS.find((field) => DOCUMENT_KIND_BY_FIELD[field] === kind)!

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

/** The therapist's current document of each kind (one per kind: decision 016). */
export async function findAdminDocuments(therapistId: string, viewer: { role: Role }): Promise<AdminDocuments> {
  const rows = await db.therapistDocument.findMany({ where: { therapistId }, select: ADMIN_DOCUMENT_SELECT })
  const documents: AdminDocuments = { certificates: null, cacDocument: null, logo: null }
  for (const row of rows) documents[DOCUMENT_RESPONSE_KEY[fieldOfKind(row.kind)]] = toAdminDocument(row, viewer)
  return documents
}

/** Each kind's review state, for the verification rule (canVerifyTherapist). */
export function reviewStates(documents: AdminDocuments): Record<DocumentField, ReviewState | null> {
  return {
    certificate: documents.certificates?.reviewState ?? null,
    cacDocument: documents.cacDocument?.reviewState ?? null,
    logo: documents.logo?.reviewState ?? null,
  }
}
