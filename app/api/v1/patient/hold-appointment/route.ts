import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { holdAppointment } from '@/lib/server/booking/hold-appointment'
import { holdAppointmentSchema } from '@/lib/validation/booking'

/**
 * { therapistId, appointmentDate, slot_start, slot_end, weeks? } → 201 { message, data: { _id, paymentReference, amount, currency,
 * holdExpiresAt } }; with weeks 2–12 data adds seriesId and occurrences, amount is the series total, and a
 * week that cannot be had is 409 { message, data: { clashes, longestRun } } (decision 023).
 */
export const POST = withRole(['Patient'], async ({ request, user }) => {
  const input = await readJson(request, holdAppointmentSchema)
  return ok(await holdAppointment({ patientId: user.id, ...input }), 201)
})
