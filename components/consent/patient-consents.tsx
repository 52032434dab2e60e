import { connection } from 'next/server'
import type { ServerAction } from '@/lib/action-result'
import { HEALTH_DATA_CONSENT_KIND, HEALTH_DATA_CONSENT_TITLE } from '@/lib/consent/health-data-consent'
import type { Role } from '@/lib/roles'
import { listConsents } from '@/lib/server/consent/list-consents'
import { formatLagosDateTime } from '@/lib/time'
import { WithdrawConsentButton } from './withdraw-consent-button'

export const NO_CONSENT_YET = 'You have not given this consent yet. You will be asked for it before you book a session.'
export const CONSENT_NOT_CURRENT = 'The text has changed since you accepted it. You will be asked to read and accept it again before you book a session.'

const STATUS_LABEL = { 'in-force': 'In force', withdrawn: 'Withdrawn', replaced: 'Replaced by a newer version' } as const

/**
 * Consent on /patient-profile: whether the health-data consent is in force, Withdraw (after the
 * dialog says what it means), and every consent given, with its version and dates. `userId` must be
 * the session user's id (the page passes it).
 */
export async function PatientConsents({ userId, role, withdrawAction }: { userId: string; role: Role; withdrawAction: ServerAction<string> }) {
  await connection()
  const overview = await listConsents({ userId, role })
  // This card is the health-data consent's; marketing emails live in the privacy centre.
  const records = overview.records.filter((record) => record.kind === HEALTH_DATA_CONSENT_KIND)
  const inForce = records.find((record) => record.status === 'in-force')
  const isCurrent = overview.current.find((consent) => consent.kind === HEALTH_DATA_CONSENT_KIND)?.given ?? false
  return (
    <section id="consent" aria-labelledby="consent-heading" className="scroll-mt-24 space-y-4">
      <h2 id="consent-heading" className="text-2xl font-semibold">
        Consent
      </h2>
      <div className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm" data-testid="consent-status">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink">{HEALTH_DATA_CONSENT_TITLE}</p>
            <p className="mt-0.5 text-sm text-ink-muted">
              {inForce ? (isCurrent ? `Given on ${formatLagosDateTime(inForce.givenAt)} (version ${inForce.version}).` : CONSENT_NOT_CURRENT) : NO_CONSENT_YET}
            </p>
          </div>
          {inForce && <WithdrawConsentButton action={withdrawAction} />}
        </div>
      </div>
      {records.length > 0 && (
        <div>
          <h3 className="font-sans text-base font-semibold text-ink">Your consent records</h3>
          <ul className="mt-2 space-y-2" data-testid="consent-records">
            {records.map((record) => (
              <li key={record._id} data-testid="consent-record" className="rounded-xl border border-sand-200 bg-white px-4 py-3 text-sm">
                <p className="font-medium text-ink">
                  Version {record.version}: {STATUS_LABEL[record.status]}
                </p>
                <p className="text-ink-muted">
                  Given {formatLagosDateTime(record.givenAt)}
                  {record.withdrawnAt && `; withdrawn ${formatLagosDateTime(record.withdrawnAt)}`}
                  {record.replacedAt && `; replaced ${formatLagosDateTime(record.replacedAt)}`}
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
