import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listOwnDocuments } from '@/lib/server/therapists/documents/list-own-documents'

/** GET therapist/document/get-documents → { data: { cacDocument, certificates, logo } }, each current document or null. */
export const GET = withRole(['Therapist'], async ({ user }) => ok({ data: await listOwnDocuments({ therapistId: user.id }) }))
