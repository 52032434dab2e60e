import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { cancelByAdmin } from '@/lib/server/cancellations/cancel-appointment'
import { adminCancelSchema } from '@/lib/validation/cancellation'

/** { refundAmount (naira, 0 to the amount paid), reason } → { message, data: { appointment, refund } }. Admin only. */
export const POST = withRole(['Admin'], async ({ request, params, user }) => {
  const input = await readJson(request, adminCancelSchema)
  return ok(await cancelByAdmin({ admin: user, appointmentId: params.appointmentId ?? '', ...input }))
})
