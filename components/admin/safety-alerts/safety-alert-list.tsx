import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import type { SafetyAlertRow } from '@/lib/server/intake/list-safety-alerts'
import { formatLagosDateTime } from '@/lib/time'


/** When each alert was raised, for which therapist, and when the therapist acknowledged it. Nothing else. */
export function SafetyAlertList({ alerts }: { alerts: SafetyAlertRow[] }) {
  if (alerts.length === 0) return <p className="mt-6 rounded-2xl border border-sand-200 bg-white p-6 text-ink-muted">No safety alerts yet.</p>
  return (
    <ul className="mt-6 space-y-3" aria-label="Safety alerts">
      {alerts.map((alert) => (
        <li key={alert.id} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5" data-testid="safety-alert-row">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">
              Therapist:{' '}
              <Link href={`/admin/therapist/${alert.therapistId}`} className="text-brand-800 underline underline-offset-4">
                {alert.therapistName}
              </Link>
            </p>
            {alert.acknowledgedAt ? <Badge tone="success">Acknowledged</Badge> : <Badge tone="danger">Not acknowledged</Badge>}
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium">Raised</dt>
            <dd>{formatLagosDateTime(alert.raisedAt)}</dd>
            <dt className="font-medium">Acknowledged</dt>
            <dd>{alert.acknowledgedAt ? formatLagosDateTime(alert.acknowledgedAt) : 'Not yet'}</dd>
          </dl>
        </li>
      ))}
    </ul>
  )
}
