import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { bookHeldAppointment } from '@/lib/server/booking/book-held-appointment'
import { bookAppointmentSchema } from '@/lib/validation/booking'

/** The book-appointment payload (docs/api.md) for a held reference: confirms it like confirm-payment; never creates an appointment. */
export const POST = withRole(['Patient'], async ({ request, user }) => {
  const input = await readJson(request, bookAppointmentSchema)
  return ok(await bookHeldAppointment({ patientId: user.id, input }))
})
