import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { resolveAbsenceReport } from '@/lib/server/cancellations/resolve-absence-report'
import { resolveDisputeSchema } from '@/lib/validation/cancellation'

/** { decision: 'refund' | 'none', note? } → { message, data: { _id, status } }. Admin only. */
export const POST = withRole(['Admin'], async ({ request, params, user }) => {
  const input = await readJson(request, resolveDisputeSchema)
  return ok(await resolveAbsenceReport({ admin: user, reportId: params.reportId ?? '', ...input }))
})
