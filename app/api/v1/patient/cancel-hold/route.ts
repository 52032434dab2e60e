import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { cancelHold } from '@/lib/server/booking/cancel-hold'
import { cancelHoldSchema } from '@/lib/validation/booking'

/** { paymentReference } → the checkout was closed or failed: the hold is released (or confirmed, if the provider says it was paid). */
export const POST = withRole(['Patient'], async ({ request, user }) => {
  const { paymentReference } = await readJson(request, cancelHoldSchema)
  return ok(await cancelHold({ patientId: user.id, paymentReference }))
})
