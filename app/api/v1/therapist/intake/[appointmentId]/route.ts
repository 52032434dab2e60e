import { ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { viewTherapistIntake } from '@/lib/server/intake/view-therapist-intake'

/**
 * GET therapist/intake/{appointmentId}: the patient's intake, for the appointment's own therapist
 * only. Any signed-in person may call; everyone else (admins and managers included) gets 404.
 */
export const GET = withRole(ROLES, async ({ params, user }) => ok({ data: await viewTherapistIntake({ therapistId: user.id, appointmentId: params.appointmentId ?? '' }) }))
