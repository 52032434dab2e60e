import { PATIENT_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { quotePatientCancellation } from '@/lib/server/cancellations/quote-patient-cancellation'

/** → { data: { refundAmount, fullRefundUntil, policy: { fullRefundHours, lateRefundPercent }, needsRefundAccount } }. */
export const GET = withRole(PATIENT_AREA_ROLES, async ({ params, user }) =>
  ok({ data: await quotePatientCancellation({ patientId: user.id, appointmentId: params.appointmentId ?? '' }) }),
)
