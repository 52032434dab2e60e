import { PATIENT_AREA_ROLES } from '@/lib/roles'
import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { provideRefundAccount } from '@/lib/server/cancellations/provide-refund-account'
import { refundAccountSchema } from '@/lib/validation/cancellation'

/** { bankCode, accountNumber } → { message }: where a refund waiting for an account goes (checked with the bank). */
export const POST = withRole(PATIENT_AREA_ROLES, async ({ request, params, user }) => {
  const account = await readJson(request, refundAccountSchema)
  return ok(await provideRefundAccount({ patientId: user.id, appointmentId: params.appointmentId ?? '', account }))
})
