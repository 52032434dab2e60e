import { readJson } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { proposeMove } from '@/lib/server/move-proposals/propose-move'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { rescheduleSchema } from '@/lib/validation/reschedule'

/** { newAppointmentDate, newSlot_start, newSlot_end } → 201 { message, data: proposal }; the patient is emailed to answer. */
export const POST = withVerifiedTherapist(async ({ request, params, user }) => {
  const newTime = await readJson(request, rescheduleSchema)
  return ok(await proposeMove({ therapistId: user.id, appointmentId: params.appointmentId ?? '', newTime }), 201)
})
