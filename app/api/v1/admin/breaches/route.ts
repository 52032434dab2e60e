import { withRole, readJson } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listBreaches } from '@/lib/server/privacy/breaches/list-breaches'
import { recordBreach } from '@/lib/server/privacy/breaches/record-breach'
import { recordBreachSchema } from '@/lib/validation/privacy-registers'

/** GET admin/breaches: the breach register, the latest found first (Admin only). */
export const GET = withRole(['Admin'], async ({ user }) => ok({ data: await listBreaches(user) }))

/** POST admin/breaches: records a breach; the Commission is due to be told within 72 hours of foundAt (Admin only). */
export const POST = withRole(['Admin'], async ({ request, user }) => ok(await recordBreach({ actor: user, input: await readJson(request, recordBreachSchema) }), 201))
