import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { leaveWaitlist } from '@/lib/server/waitlist/leave-waitlist'

/** Leaves one of the caller's own waits: 200 { message }; anyone else's, or an unknown id, 404. */
export const DELETE = withRole(['Patient'], async ({ params, user }) => ok(await leaveWaitlist({ patientId: user.id, entryId: params.id ?? '' })))
