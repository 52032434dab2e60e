import { Badge } from '@/components/ui/badge'
import type { ServerAction } from '@/lib/action-result'
import { breachNotifyText } from '@/lib/privacy/breach-deadline'
import type { BreachView } from '@/lib/server/privacy/breaches/breach-view'
import { formatLagosDateTime } from '@/lib/time'
import type { UpdateBreachInput } from '@/lib/validation/privacy-registers'
import { BreachActions } from './breach-actions'

const people = new Intl.NumberFormat('en-US')

/** The breach register: when found, what and how many, the 72-hour deadline counted down or when the Commission was notified, and whether the people were told. */
export function BreachList({ breaches, now, action }: { breaches: BreachView[]; now: Date; action: ServerAction<UpdateBreachInput> }) {
  if (breaches.length === 0) return <p className="mt-6 rounded-2xl border border-sand-200 bg-white p-6 text-ink-muted">No breaches recorded.</p>
  return (
    <ul className="mt-6 space-y-3" aria-label="Breaches">
      {breaches.map((breach) => {
        const titleId = `breach-${breach._id}`
        const deadline = breachNotifyText(new Date(breach.notifyBy), now)
        const isLate = !breach.commissionNotifiedAt && deadline.startsWith('notification overdue')
        return (
          <li key={breach._id} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5" data-testid="breach-row">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={titleId} className="font-semibold break-words">
                Found {formatLagosDateTime(breach.foundAt)}
              </h3>
              {breach.state === 'Closed' ? <Badge tone="neutral">Closed</Badge> : <Badge tone="warning">Open</Badge>}
            </div>
            <p className={isLate ? 'mt-1 text-sm font-semibold text-red-700' : 'mt-1 text-sm font-semibold text-brand-800'}>
              {breach.commissionNotifiedAt ? `Commission notified on ${formatLagosDateTime(breach.commissionNotifiedAt)}` : capitalise(deadline)}
            </p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-medium">What happened</dt>
              <dd className="break-words whitespace-pre-line">{breach.summary}</dd>
              <dt className="font-medium">Data affected</dt>
              <dd className="break-words">{breach.dataAffected}</dd>
              <dt className="font-medium">People affected</dt>
              <dd>{people.format(breach.peopleAffected)}</dd>
              <dt className="font-medium">Notify by</dt>
              <dd>{formatLagosDateTime(breach.notifyBy)}</dd>
              <dt className="font-medium">People told</dt>
              <dd>{breach.peopleToldAt ? `Yes, on ${formatLagosDateTime(breach.peopleToldAt)}` : 'Not yet'}</dd>
              {breach.recordedBy && (
                <>
                  <dt className="font-medium">Recorded by</dt>
                  <dd>{breach.recordedBy}</dd>
                </>
              )}
            </dl>
            <BreachActions
              breachId={breach._id}
              marks={{ commissionNotified: breach.commissionNotifiedAt !== null, peopleTold: breach.peopleToldAt !== null, isClosed: breach.state === 'Closed' }}
              action={action}
              describedById={titleId}
            />
          </li>
        )
      })}
    </ul>
  )
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
