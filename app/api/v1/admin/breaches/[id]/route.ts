import { withRole, readJson } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { updateBreach } from '@/lib/server/privacy/breaches/update-breach'
import { breachMarkSchema } from '@/lib/validation/privacy-registers'

/** PATCH admin/breaches/{id}: `{ mark: 'commission-notified' | 'people-told' | 'closed' }`, each once (Admin only). */
export const PATCH = withRole(['Admin'], async ({ request, params, user }) =>
  ok(await updateBreach({ actor: user, input: { id: params.id ?? '', ...(await readJson(request, breachMarkSchema)) } })),
)
