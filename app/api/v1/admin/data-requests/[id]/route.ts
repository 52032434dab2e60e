import { withRole, readJson } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { updateDataRequest } from '@/lib/server/privacy/data-requests/update-data-request'
import { dataRequestChangeSchema } from '@/lib/validation/privacy-registers'

/** PATCH admin/data-requests/{id}: `{ state, outcome? }` moves the request on; closing needs the outcome (Admin only). */
export const PATCH = withRole(['Admin'], async ({ request, params, user }) =>
  ok(await updateDataRequest({ actor: user, input: { id: params.id ?? '', ...(await readJson(request, dataRequestChangeSchema)) } })),
)
