import { Badge, type BadgeTone } from '@/components/ui/badge'
import type { ServerAction } from '@/lib/action-result'
import { dataRequestDueText, isDataRequestOverdue } from '@/lib/privacy/data-request-deadline'
import type { DataRequestView } from '@/lib/server/privacy/data-requests/data-request-view'
import { formatLagosDateTime } from '@/lib/time'
import { CHANNEL_LABELS, DATA_REQUEST_KIND_LABELS, DATA_REQUEST_STATE_LABELS, type UpdateDataRequestInput } from '@/lib/validation/privacy-registers'
import { DataRequestActions } from './data-request-actions'

const STATE_TONES: Record<DataRequestView['state'], BadgeTone> = { Open: 'warning', InProgress: 'info', Completed: 'success', Refused: 'neutral' }

/** The register: each request, who asked, when it came and when it is due (counted down), its state and what was done. */
export function DataRequestList({ requests, now, action }: { requests: DataRequestView[]; now: Date; action: ServerAction<UpdateDataRequestInput> }) {
  if (requests.length === 0) return <p className="mt-6 rounded-2xl border border-sand-200 bg-white p-6 text-ink-muted">No data requests here.</p>
  return (
    <ul className="mt-6 space-y-3" aria-label="Data requests">
      {requests.map((request) => {
        const isClosed = request.closedAt !== null
        const isOverdue = isDataRequestOverdue({ dueAt: new Date(request.dueAt), isClosed }, now)
        const titleId = `data-request-${request._id}`
        return (
          <li key={request._id} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5" data-testid="data-request-row">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={titleId} className="font-semibold">
                {DATA_REQUEST_KIND_LABELS[request.kind]} · {CHANNEL_LABELS[request.channel]}
              </h3>
              <Badge tone={STATE_TONES[request.state]}>{DATA_REQUEST_STATE_LABELS[request.state]}</Badge>
            </div>
            {!isClosed && <p className={isOverdue ? 'mt-1 text-sm font-semibold text-red-700' : 'mt-1 text-sm font-semibold text-brand-800'}>{capitalise(dataRequestDueText(new Date(request.dueAt), now))}</p>}
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-medium">Who asked</dt>
              <dd className="break-words">{request.contact ?? request.userName ?? 'Not kept'}</dd>
              <dt className="font-medium">Received</dt>
              <dd>{formatLagosDateTime(request.receivedAt)}</dd>
              <dt className="font-medium">Due</dt>
              <dd>{formatLagosDateTime(request.dueAt)}</dd>
              {request.details && (
                <>
                  <dt className="font-medium">Details</dt>
                  <dd className="break-words whitespace-pre-line">{request.details}</dd>
                </>
              )}
              {request.closedAt && (
                <>
                  <dt className="font-medium">{request.state === 'Refused' ? 'Refused' : 'Completed'}</dt>
                  <dd>{formatLagosDateTime(request.closedAt)}</dd>
                </>
              )}
              {request.outcome && (
                <>
                  <dt className="font-medium">What was done</dt>
                  <dd className="break-words whitespace-pre-line">{request.outcome}</dd>
                </>
              )}
              {request.handledBy && (
                <>
                  <dt className="font-medium">Handled by</dt>
                  <dd>{request.handledBy}</dd>
                </>
              )}
            </dl>
            {!isClosed && <DataRequestActions requestId={request._id} state={request.state} action={action} describedById={titleId} />}
          </li>
        )
      })}
    </ul>
  )
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
