import { PATIENT_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { acceptMoveProposal } from '@/lib/server/move-proposals/answer-move-proposal'

/** → { message, data: appointment } at the new time; 404 for anyone else's, 409 when no longer open or the time is gone. */
export const POST = withRole(PATIENT_AREA_ROLES, async ({ params, user }) => ok(await acceptMoveProposal({ patientId: user.id, proposalId: params.id ?? '' })))
