// Verification documents: the three kinds, their multipart field names and texts.
// Pure: shared by the not-verified page, its server action and the API routes.
import { z } from './zod'
import { isUuid } from './directory'

/** The API's multipart field names, one per document kind. */
export const DOCUMENT_FIELDS = ['certificate', 'cacDocument', 'logo'] as const
export type DocumentField = (typeof DOCUMENT_FIELDS)[number]

/** The database's DocumentKind for each field. */
export const DOCUMENT_KIND_BY_FIELD = { certificate: 'Certificate', cacDocument: 'CacDocument', logo: 'Logo' } as const satisfies Record<DocumentField, string>
export type DocumentKind = (typeof DOCUMENT_KIND_BY_FIELD)[DocumentField]

/** The field of a database DocumentKind. */
export const fieldOfKind = (kind: DocumentKind): DocumentField => DOCUMENT_FIELDS.find((field) => DOCUMENT_KIND_BY_FIELD[field] === kind)!

/** The keys of GET therapist/document/get-documents' data (cacDocument, certificates, logo). */
export const DOCUMENT_RESPONSE_KEY = { certificate: 'certificates', cacDocument: 'cacDocument', logo: 'logo' } as const satisfies Record<DocumentField, string>

/** Button and dialog names on the not-verified page. */
export const DOCUMENT_LABELS: Record<DocumentField, string> = { certificate: 'Certificate', cacDocument: 'CAC Document', logo: 'Logo' }

/**
 * How many documents of a kind a therapist may hold at once. A therapist may have several
 * qualifications, so certificates are a list (each reviewed on its own); a practice has one CAC
 * registration and one logo, so those stay single (a partial unique index holds it in the database).
 */
export const MAX_DOCUMENTS: Record<DocumentField, number> = { certificate: 5, cacDocument: 1, logo: 1 }

/** A document's name on the pages: "Certificate 2" in a list (numbered from the oldest), else "CAC Document". */
export const documentName = (field: DocumentField, index: number) => (MAX_DOCUMENTS[field] > 1 ? `${DOCUMENT_LABELS[field]} ${index + 1}` : DOCUMENT_LABELS[field])

export const REVIEW_STATES = ['Pending', 'Approved', 'Declined'] as const
export type ReviewState = (typeof REVIEW_STATES)[number]

/** One document, as the page and the API show it to its therapist. */
export type OwnDocument = {
  _id: string
  /** The private file route (/api/files/{id}): only its therapist and the admin area may open it. */
  url: string
  reviewState: ReviewState
  /** The admin's reason, when declined. */
  declineReason: string | null
  createdAt: string
}

/** The answer's shape: every certificate (oldest first), and the one CAC document and logo or null. */
export type DocumentsByKey<T> = { certificates: T[]; cacDocument: T | null; logo: T | null }
export type OwnDocuments = DocumentsByKey<OwnDocument>

/** Sorts documents of every kind into the answer's shape (the caller orders them, oldest first). */
export function groupDocuments<T>(items: readonly T[], fieldOf: (item: T) => DocumentField): DocumentsByKey<T> {
  const documents: DocumentsByKey<T> = { certificates: [], cacDocument: null, logo: null }
  for (const item of items) {
    const field = fieldOf(item)
    if (field === 'certificate') documents.certificates.push(item)
    else documents[DOCUMENT_RESPONSE_KEY[field]] = item
  }
  return documents
}

/** The same shape with each document turned into something else. */
export function mapDocuments<T, U>(documents: DocumentsByKey<T>, convert: (item: T) => U): DocumentsByKey<U> {
  return {
    certificates: documents.certificates.map(convert),
    cacDocument: documents.cacDocument === null ? null : convert(documents.cacDocument),
    logo: documents.logo === null ? null : convert(documents.logo),
  }
}

/** The documents of one kind as a list, whichever shape the answer gives that kind. */
export function documentsOfField<T>(documents: DocumentsByKey<T>, field: DocumentField): T[] {
  if (field === 'certificate') return documents.certificates
  const document = documents[DOCUMENT_RESPONSE_KEY[field]]
  return document ? [document] : []
}

/** Each kind's review states (an empty list when none was uploaded), for the verification rule. */
export function reviewStatesByField(documents: DocumentsByKey<{ reviewState: ReviewState }>): Record<DocumentField, ReviewState[]> {
  return Object.fromEntries(DOCUMENT_FIELDS.map((field) => [field, documentsOfField(documents, field).map((document) => document.reviewState)])) as Record<DocumentField, ReviewState[]>
}

/**
 * A therapist may replace a document that is still awaiting review (Pending) or that an admin
 * declined; never an approved one, so nobody can swap a document once an admin accepted it.
 */
export function canUploadDocument(document: Pick<OwnDocument, 'reviewState'> | null): boolean {
  return document === null || document.reviewState !== 'Approved'
}

/** Whether one more document of the kind may be added beside those held (not a replacement). */
export function canAddDocument(field: DocumentField, held: readonly unknown[]): boolean {
  return held.length < MAX_DOCUMENTS[field]
}

export const UNKNOWN_DOCUMENT_FIELD = 'Unknown document.'
/** The document an upload was to replace is gone (replaced in another tab, or the account erased). */
export const DOCUMENT_TO_REPLACE_GONE = 'That document is no longer there. Please reload the page and try again.'

/**
 * An upload from the page's dialog or the API: which kind, and optionally which of the therapist's
 * documents of that kind it replaces (an id the page gave; without it a certificate is added beside
 * the others, and a CAC document or logo replaces the current one).
 */
export const documentUploadSchema = z.object({
  field: z.enum(DOCUMENT_FIELDS, { error: UNKNOWN_DOCUMENT_FIELD }),
  replaces: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.string({ error: DOCUMENT_TO_REPLACE_GONE }).refine(isUuid, DOCUMENT_TO_REPLACE_GONE).transform((id) => id.toLowerCase()).optional(),
  ),
})
export type DocumentUploadInput = z.output<typeof documentUploadSchema>

export const documentUploaded = (field: DocumentField) => `${DOCUMENT_LABELS[field]} uploaded successfully`

/** The refusal for an upload over an approved document (409). */
export const documentAlreadyApproved = (field: DocumentField) =>
  `Your ${DOCUMENT_LABELS[field]} is already approved and can't be replaced.`

/** One more of a kind that is already at its maximum (409): only a replacement is possible then. */
export const tooManyDocuments = (field: DocumentField) =>
  `You can upload at most ${MAX_DOCUMENTS[field]} ${DOCUMENT_LABELS[field].toLowerCase()}s. Replace one that is awaiting review or declined instead.`

/** Two uploads of one kind crossing at the same instant (the database's one-per-kind rule refused the second). */
export const documentUploadCrossed = (field: DocumentField) =>
  `Another upload of your ${DOCUMENT_LABELS[field]} arrived at the same time. Please reload the page and try again.`
