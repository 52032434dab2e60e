import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { viewTherapistProfile } from '@/lib/server/therapists/view-therapist-profile'

/** GET therapist/view-profile → { data: profile }. */
export const GET = withRole(['Therapist'], async ({ user }) => ok({ data: await viewTherapistProfile({ therapistId: user.id }) }))
