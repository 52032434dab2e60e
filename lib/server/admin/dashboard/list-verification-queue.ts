import 'server-only'
import type { Role } from '@/lib/roles'
import { db, type Prisma } from '../../db'
import { assertAdminAreaReader } from '../../auth/assert-role'
import { readListPage, type AdminListPage } from './admin-read'

/** The three documents a therapist uploads for verification. */
export const VERIFICATION_DOCUMENT_KINDS = ['Certificate', 'CacDocument', 'Logo'] as const
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number]
export type DocumentReviewState = 'Pending' | 'Approved' | 'Declined'

export type VerificationQueueRow = {
  _id: string
  fullName: string
  email: string
  isBlocked: boolean
  /** ISO: when the therapist registered. */
  createdAt: string
  /**
   * In the order above: one entry per uploaded document (each certificate on its own, oldest first),
   * and one entry with a null state for a kind not uploaded.
   */
  documents: { kind: VerificationDocumentKind; reviewState: DocumentReviewState | null }[]
  /** How many of the three kinds have at least one document. */
  uploaded: number
  pending: number
  approved: number
  declined: number
}

export type VerificationQueue = AdminListPage<VerificationQueueRow> & {
  /** Awaiting verification with no document uploaded yet: nothing for an admin to review. */
  withoutDocuments: number
}

/** Therapists not verified yet and not erased (blocked ones included: an admin may still review them). */
const AWAITING: Prisma.TherapistProfileWhereInput = { isVerified: false, user: { is: { erasedAt: null } } }
const IN_QUEUE: Prisma.TherapistProfileWhereInput = { ...AWAITING, documents: { some: {} } }

/** Longest waiting first (the index on isVerified, createdAt serves it), then the id. */
const ORDER = [{ createdAt: 'asc' }, { userId: 'asc' }] as const satisfies Prisma.TherapistProfileOrderByWithRelationInput[]

const SELECT = {
  userId: true,
  createdAt: true,
  user: { select: { fullName: true, email: true, isBlocked: true } },
  documents: { select: { kind: true, reviewState: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
} as const satisfies Prisma.TherapistProfileSelect

/**
 * Therapists awaiting verification who have uploaded at least one document, with the state of each
 * document (every certificate, the CAC document, the logo), so an admin sees who is ready to review. Admins and managers may read it.
 */
export async function listVerificationQueue({ viewer, page = 1 }: { viewer: { role: Role }; page?: number }): Promise<VerificationQueue> {
  assertAdminAreaReader(viewer)
  const [result, awaiting] = await Promise.all([
    readListPage({
      page,
      count: () => db.therapistProfile.count({ where: IN_QUEUE }),
      find: ({ skip, take }) => db.therapistProfile.findMany({ where: IN_QUEUE, orderBy: ORDER, skip, take, select: SELECT }),
    }),
    db.therapistProfile.count({ where: AWAITING }),
  ])
  const rows = result.rows.map((row) => {
    const documents = VERIFICATION_DOCUMENT_KINDS.flatMap((kind): VerificationQueueRow['documents'] => {
      const ofKind = row.documents.filter((d) => d.kind === kind)
      return ofKind.length > 0 ? ofKind.map((d) => ({ kind, reviewState: d.reviewState })) : [{ kind, reviewState: null }]
    })
    const count = (state: DocumentReviewState) => documents.filter((d) => d.reviewState === state).length
    return {
      _id: row.userId,
      fullName: row.user.fullName,
      email: row.user.email,
      isBlocked: row.user.isBlocked,
      createdAt: row.createdAt.toISOString(),
      documents,
      uploaded: VERIFICATION_DOCUMENT_KINDS.filter((kind) => row.documents.some((d) => d.kind === kind)).length,
      pending: count('Pending'),
      approved: count('Approved'),
      declined: count('Declined'),
    }
  })
  return { ...result, rows, search: '', withoutDocuments: Math.max(0, awaiting - result.total) }
}
