import { ROLES } from '@/lib/roles'
import { withRole, readJson } from '@/lib/server/api/handler'
import { exportMyData } from '@/lib/server/privacy/export/export-my-data'
import { clientAddress } from '@/lib/server/request-info'
import { dataExportSchema } from '@/lib/validation/data-export'

/** Everything Alafia holds about the caller, as a ZIP, after their password is checked again. */
export const POST = withRole(ROLES, async ({ request, user }) => {
  const { password } = await readJson(request, dataExportSchema)
  const { filename, stream } = await exportMyData({ user, password, ipAddress: clientAddress(request.headers) })
  return new Response(stream, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})
