import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { withdrawConsent } from '@/lib/server/consent/withdraw-consent'
import { CONSENT_WITHDRAWN } from '@/lib/consent/health-data-consent'
import { ROLES } from '@/lib/roles'

/** → 200 { message, data: record } with withdrawnAt set; 404 when the caller has no consent of that kind in force. */
export const DELETE = withRole(ROLES, async ({ user, params }) => {
  const record = await withdrawConsent({ userId: user.id, kind: params.kind ?? '' })
  return ok({ message: CONSENT_WITHDRAWN, data: record })
})
