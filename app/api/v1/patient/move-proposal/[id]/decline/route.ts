import { PATIENT_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { declineMoveProposal } from '@/lib/server/move-proposals/answer-move-proposal'

/** → { message, data: { appointment, refund } }: cancelled with a full refund; 404 for anyone else's, 409 when no longer open. */
export const POST = withRole(PATIENT_AREA_ROLES, async ({ params, user }) => ok(await declineMoveProposal({ patientId: user.id, proposalId: params.id ?? '' })))
