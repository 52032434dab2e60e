// Verification documents (spec 2.6, 3, 7): the three kinds, their multipart field names and texts.
// Pure: shared by the not-verified page, its server action and the API routes.

/** Spec 7's multipart field names, one per document kind. */
export const DOCUMENT_FIELDS = ['certificate', 'cacDocument', 'logo'] as const
export type DocumentField = (typeof DOCUMENT_FIELDS)[number]

/** The database's DocumentKind for each field. */
export const DOCUMENT_KIND_BY_FIELD = { certificate: 'Certificate', cacDocument: 'CacDocument', logo: 'Logo' } as const satisfies Record<DocumentField, string>

/** The keys of GET therapist/document/get-documents' data (spec 7: cacDocument, certificates, logo). */
export const DOCUMENT_RESPONSE_KEY = { certificate: 'certificates', cacDocument: 'cacDocument', logo: 'logo' } as const satisfies Record<DocumentField, string>

/** Button and dialog names on the not-verified page. */
export const DOCUMENT_LABELS: Record<DocumentField, string> = { certificate: 'Certificate', cacDocument: 'CAC Document', logo: 'Logo' }

export const REVIEW_STATES = ['Pending', 'Approved', 'Declined'] as const
export type ReviewState = (typeof REVIEW_STATES)[number]

/** One current document of a kind, as the page and the API show it. */
export type OwnDocument = {
  _id: string
  /** The private file route (/api/files/{id}): only its therapist and the admin area may open it. */
  url: string
  reviewState: ReviewState
  /** The admin's reason, when declined. */
  declineReason: string | null
  createdAt: string
}

export type OwnDocuments = { certificates: OwnDocument | null; cacDocument: OwnDocument | null; logo: OwnDocument | null }

/**
 * A therapist may upload a kind that is missing, and replace one that is still awaiting review
 * (Pending) or that an admin declined; never an approved one.
 */
export function canUploadDocument(document: Pick<OwnDocument, 'reviewState'> | null): boolean {
  return document === null || document.reviewState !== 'Approved'
}

export const documentUploaded = (field: DocumentField) => `${DOCUMENT_LABELS[field]} uploaded successfully`

/** The refusal for an upload over an approved document (409). */
export const documentAlreadyApproved = (field: DocumentField) =>
  `Your ${DOCUMENT_LABELS[field]} is already approved and can't be replaced.`

/** Two uploads of one kind crossing at the same instant (the database's one-per-kind rule refused the second). */
export const documentUploadCrossed = (field: DocumentField) =>
  `Another upload of your ${DOCUMENT_LABELS[field]} arrived at the same time. Please reload the page and try again.`
