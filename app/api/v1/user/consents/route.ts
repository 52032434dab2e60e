import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { giveConsent } from '@/lib/server/consent/give-consent'
import { listConsents } from '@/lib/server/consent/list-consents'
import { CONSENT_GIVEN } from '@/lib/consent/health-data-consent'
import { ROLES } from '@/lib/roles'
import { giveConsentSchema } from '@/lib/validation/consent'

/** → 200 { data: [records, newest first], current: [{ kind, version, required, given }] }: the caller's own consents. */
export const GET = withRole(ROLES, async ({ user }) => {
  const { records, current } = await listConsents({ userId: user.id, role: user.role })
  return ok({ data: records, current })
})

/** { kind: "health-data", version } → 201 { message, data: record } (200 when already given for that version); 400 for another kind or version. */
export const POST = withRole(ROLES, async ({ request, user }) => {
  const { kind } = await readJson(request, giveConsentSchema)
  const { created, record } = await giveConsent({ userId: user.id, kind })
  return ok({ message: CONSENT_GIVEN, data: record }, created ? 201 : 200)
})
