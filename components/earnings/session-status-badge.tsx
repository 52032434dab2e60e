import { Badge, type BadgeTone } from '@/components/ui/badge'
import { SESSION_EARNING_STATUS_LABELS, type SessionEarningStatus } from '@/lib/earnings/earnings-statement'

const TONES: Record<SessionEarningStatus, BadgeTone> = { Pending: 'warning', Payable: 'info', PaidOut: 'success', Refunded: 'neutral' }

export function SessionStatusBadge({ status }: { status: SessionEarningStatus }) {
  return <Badge tone={TONES[status]}>{SESSION_EARNING_STATUS_LABELS[status]}</Badge>
}
