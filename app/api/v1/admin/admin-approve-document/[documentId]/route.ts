import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { approveDocument } from '@/lib/server/admin/therapists/review-document'

/** PUT admin/admin-approve-document/{documentId} (our addition to the API): Document approved (Admin only). */
export const PUT = withRole(['Admin'], async ({ params, user }) => ok(await approveDocument({ actor: user, documentId: params.documentId ?? '' })))
