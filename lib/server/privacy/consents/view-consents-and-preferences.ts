import 'server-only'
import { HEALTH_DATA_CONSENT_KIND } from '@/lib/consent/health-data-consent'
import { MARKETING_EMAILS_CONSENT_KIND } from '@/lib/consent/marketing-emails-consent'
import type { Role } from '@/lib/roles'
import { listConsents } from '../../consent/list-consents'
import type { ConsentRecord } from '../../consent/consent-record'
import { viewNotificationPreferences } from '../../notifications/view-notification-preferences'
import { db } from '../../db'

/** A consent's line in the privacy centre: on or off, and when that last changed. */
export type ConsentLine = {
  isOn: boolean
  /** When the consent in force was given (on), or null. */
  givenAt: string | null
  /** When the last one was withdrawn (off after having been on), or null. */
  withdrawnAt: string | null
}

export type ConsentsAndPreferences = {
  /** Only patients' health information is processed: null for other roles. */
  healthData: (ConsentLine & { isCurrentVersion: boolean; version: string | null }) | null
  marketingEmails: ConsentLine
  reminders: { email: boolean; sms: boolean; whatsapp: boolean; hasPhone: boolean; changedAt: string | null }
}

function lineOf(records: ConsentRecord[], kind: string): ConsentLine & { record: ConsentRecord | null } {
  // Records come newest first: the first in force is the one that counts; else the latest withdrawal.
  const ofKind = records.filter((record) => record.kind === kind)
  const inForce = ofKind.find((record) => record.status === 'in-force') ?? null
  const lastWithdrawn = ofKind.find((record) => record.withdrawnAt !== null) ?? null
  return { isOn: inForce !== null, givenAt: inForce?.givenAt ?? null, withdrawnAt: inForce ? null : (lastWithdrawn?.withdrawnAt ?? null), record: inForce }
}

/**
 * The signed-in person's consents and reminder channels for the privacy centre, each with when it
 * was given, withdrawn or last changed. Reads only the person's own rows (`userId` is the session's).
 */
export async function viewConsentsAndPreferences({ userId, role }: { userId: string; role: Role }): Promise<ConsentsAndPreferences> {
  const [{ records, current }, preferences, stored] = await Promise.all([
    listConsents({ userId, role }),
    viewNotificationPreferences({ userId }),
    db.notificationPreference.findUnique({ where: { userId }, select: { updatedAt: true } }),
  ])
  const health = lineOf(records, HEALTH_DATA_CONSENT_KIND)
  const marketing = lineOf(records, MARKETING_EMAILS_CONSENT_KIND)
  return {
    healthData:
      role === 'Patient'
        ? {
            isOn: health.isOn,
            givenAt: health.givenAt,
            withdrawnAt: health.withdrawnAt,
            version: health.record?.version ?? null,
            isCurrentVersion: current.find((consent) => consent.kind === HEALTH_DATA_CONSENT_KIND)?.given ?? false,
          }
        : null,
    marketingEmails: { isOn: marketing.isOn, givenAt: marketing.givenAt, withdrawnAt: marketing.withdrawnAt },
    reminders: { email: preferences.email, sms: preferences.sms, whatsapp: preferences.whatsapp, hasPhone: preferences.phone !== null, changedAt: stored?.updatedAt.toISOString() ?? null },
  }
}
