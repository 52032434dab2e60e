import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listThreads } from '@/lib/server/messages/list-threads'
import { MESSAGING_ROLES } from '@/lib/roles'

/** The caller's threads with their unread counts, the latest conversation first. Patients and therapists only. */
export const GET = withRole(MESSAGING_ROLES, async ({ user }) => ok({ data: await listThreads({ caller: user }) }))
