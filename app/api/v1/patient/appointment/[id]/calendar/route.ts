import { PATIENT_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { downloadCalendarInvite } from '@/lib/server/appointments/download-calendar-invite'

/**
 * Add to calendar: the caller's own paid appointment as an .ics download. Anyone else's id, an
 * unpaid one or an unknown one answers 404 like every other appointment call.
 */
export const GET = withRole(PATIENT_AREA_ROLES, async ({ params, user }) => {
  const { filename, content } = await downloadCalendarInvite({ appointmentId: params.id ?? '', patientId: user.id })
  return new Response(content, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8; method=REQUEST',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
})
