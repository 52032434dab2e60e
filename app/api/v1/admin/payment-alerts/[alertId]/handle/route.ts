import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { markPaymentAlertHandled } from '@/lib/server/payments/payment-alerts'

/** Marks a payment alert handled → { message, data: { _id, handledAt } }; 409 when it already was. Admin only. */
export const POST = withRole(['Admin'], async ({ params, user }) => ok(await markPaymentAlertHandled({ admin: user, alertId: params.alertId ?? '' })))
