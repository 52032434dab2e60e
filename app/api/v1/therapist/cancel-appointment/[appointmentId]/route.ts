import { readJson } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { cancelByTherapist } from '@/lib/server/cancellations/cancel-appointment'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { therapistCancelSchema } from '@/lib/validation/cancellation'

/** { reason } → { message, data: { appointment, refund } }: the patient is refunded in full. */
export const POST = withVerifiedTherapist(async ({ request, params, user }) => {
  const { reason } = await readJson(request, therapistCancelSchema)
  return ok(await cancelByTherapist({ therapistId: user.id, appointmentId: params.appointmentId ?? '', reason }))
})
