import { PATIENT_AREA_ROLES } from '@/lib/roles'
import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { reportAbsentTherapist } from '@/lib/server/cancellations/report-absent-therapist'
import { absenceReportSchema } from '@/lib/validation/cancellation'

/** { note? } → 201 { message, data: { _id, status } }; 409 before the start or when already reported. */
export const POST = withRole(PATIENT_AREA_ROLES, async ({ request, params, user }) => {
  const hasBody = Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding')
  const { note } = hasBody ? await readJson(request, absenceReportSchema) : {}
  return ok(await reportAbsentTherapist({ patientId: user.id, appointmentId: params.appointmentId ?? '', note }), 201)
})
