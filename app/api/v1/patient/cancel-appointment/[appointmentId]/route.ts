import { PATIENT_AREA_ROLES } from '@/lib/roles'
import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { cancelByPatient } from '@/lib/server/cancellations/cancel-appointment'
import { patientCancelSchema } from '@/lib/validation/cancellation'

/** { reason?, refundAccount?: { bankCode, accountNumber } } → { message, data: { appointment, refund } }. */
export const POST = withRole(PATIENT_AREA_ROLES, async ({ request, params, user }) => {
  const input = await readJson(request, patientCancelSchema)
  return ok(await cancelByPatient({ patientId: user.id, appointmentId: params.appointmentId ?? '', ...input }))
})
