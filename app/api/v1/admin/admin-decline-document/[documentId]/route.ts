import { withRole, readJson } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { declineDocument } from '@/lib/server/admin/therapists/review-document'
import { declineDocumentSchema } from '@/lib/validation/admin-people'

/** PUT admin/admin-decline-document/{documentId} { reason } (our addition to the API): Document declined; the therapist gets the reason by email (Admin only). */
export const PUT = withRole(['Admin'], async ({ request, params, user }) => {
  const { reason } = await readJson(request, declineDocumentSchema)
  return ok(await declineDocument({ actor: user, documentId: params.documentId ?? '', reason }))
})
