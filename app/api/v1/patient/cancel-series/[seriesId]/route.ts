import { PATIENT_AREA_ROLES } from '@/lib/roles'
import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { cancelSeriesByPatient, quoteSeriesCancellation } from '@/lib/server/cancellations/cancel-series'
import { patientCancelSchema } from '@/lib/validation/cancellation'

/** → { data: { seriesId, weeks, remaining: [{ _id, week, appointmentDate, slot_start, slot_end, refundAmount, fullRefundUntil }], refundAmount, policy, needsRefundAccount } }. */
export const GET = withRole(PATIENT_AREA_ROLES, async ({ params, user }) =>
  ok({ data: await quoteSeriesCancellation({ patientId: user.id, seriesId: params.seriesId ?? '' }) }),
)

/** { reason?, refundAccount?: { bankCode, accountNumber } } → { message, data: { seriesId, cancelled: [{ appointment, refund }], refundAmount } }. */
export const POST = withRole(PATIENT_AREA_ROLES, async ({ request, params, user }) => {
  const input = await readJson(request, patientCancelSchema)
  return ok(await cancelSeriesByPatient({ patientId: user.id, seriesId: params.seriesId ?? '', ...input }))
})
