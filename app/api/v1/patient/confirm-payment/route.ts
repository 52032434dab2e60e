import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { confirmPayment } from '@/lib/server/booking/confirm-payment'
import { confirmPaymentSchema } from '@/lib/validation/booking'

/**
 * { paymentReference, transactionReference? } → 200 { message, data: appointment } once the provider
 * says it is paid (the same answer again on a replay). The transactionReference a client sends is
 * not trusted: the provider's own is stored.
 */
export const POST = withRole(['Patient'], async ({ request, user }) => {
  const { paymentReference } = await readJson(request, confirmPaymentSchema)
  return ok(await confirmPayment({ paymentReference, source: { kind: 'patient', patientId: user.id } }))
})
