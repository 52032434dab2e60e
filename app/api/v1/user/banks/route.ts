import { ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { refundGateway } from '@/lib/server/refunds/refund-gateway'

/** The banks a refund can be sent to: { data: [{ name, code }] } (signed-in users). */
export const GET = withRole(ROLES, async () => ok({ data: await (await refundGateway()).banks() }))
