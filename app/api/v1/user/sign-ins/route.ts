import { ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listSignIns } from '@/lib/server/privacy/sign-ins/list-sign-ins'

/** → 200 { data: [{ _id, signedInAt, device, address, isActive, isCurrent }] }: the caller's own sign-ins, newest first. */
export const GET = withRole(ROLES, async ({ user }) => ok({ data: await listSignIns({ userId: user.id, currentSessionId: user.sessionId }) }))
