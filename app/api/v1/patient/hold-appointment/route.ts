import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { holdAppointment } from '@/lib/server/booking/hold-appointment'
import { holdAppointmentSchema } from '@/lib/validation/booking'

/** { therapistId, appointmentDate, slot_start, slot_end } → 201 { message, data: { _id, paymentReference, amount, currency, holdExpiresAt } }. */
export const POST = withRole(['Patient'], async ({ request, user }) => {
  const input = await readJson(request, holdAppointmentSchema)
  return ok(await holdAppointment({ patientId: user.id, ...input }), 201)
})
