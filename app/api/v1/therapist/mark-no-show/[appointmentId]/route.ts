import { ok } from '@/lib/server/api/respond'
import { markPatientNoShow } from '@/lib/server/cancellations/mark-patient-no-show'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'

/** The patient did not come: 200 from the start until 48 hours after the end, 409 before the start. */
export const POST = withVerifiedTherapist(async ({ params, user }) => ok(await markPatientNoShow({ therapistId: user.id, appointmentId: params.appointmentId ?? '' })))
