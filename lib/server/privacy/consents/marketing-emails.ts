import 'server-only'
import { MARKETING_EMAILS_CONSENT_KIND } from '@/lib/consent/marketing-emails-consent'
import { db } from '../../db'

/**
 * Whether the person may be sent marketing email: only while their consent of that kind is in force
 * (given, neither withdrawn nor replaced). Off by default: no row means no. The one question any
 * future sender of marketing email must ask (decision 042); nothing sends such email yet.
 */
export async function hasMarketingEmailsConsent(userId: string): Promise<boolean> {
  const inForce = await db.consent.count({ where: { userId, kind: MARKETING_EMAILS_CONSENT_KIND, withdrawnAt: null, replacedAt: null } })
  return inForce > 0
}
