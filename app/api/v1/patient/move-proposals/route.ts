import { PATIENT_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { findOpenProposals } from '@/lib/server/move-proposals/find-open-proposals'

/** The caller's proposals still to answer: { data: [proposal] }. */
export const GET = withRole(PATIENT_AREA_ROLES, async ({ user }) => ok({ data: await findOpenProposals({ patientId: user.id }) }))
