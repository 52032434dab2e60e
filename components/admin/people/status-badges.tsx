import { Badge, type BadgeTone } from '@/components/ui/badge'
import type { AccountStatus } from '@/lib/server/admin/users/view-user'
import type { ReviewState } from '@/lib/validation/therapist-documents'

const ACCOUNT_TONE: Record<AccountStatus, BadgeTone> = { Active: 'success', Blocked: 'danger', Deleted: 'neutral' }

/** An account is Active or Blocked (and Deleted once erased). */
export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  return <Badge tone={ACCOUNT_TONE[status]}>{status}</Badge>
}

const REVIEW: Record<ReviewState, { tone: BadgeTone; text: string }> = {
  Pending: { tone: 'warning', text: 'Awaiting review' },
  Approved: { tone: 'success', text: 'Approved' },
  Declined: { tone: 'danger', text: 'Declined' },
}

export function ReviewStateBadge({ state }: { state: ReviewState }) {
  return <Badge tone={REVIEW[state].tone}>{REVIEW[state].text}</Badge>
}

export function VerificationBadge({ isVerified }: { isVerified: boolean }) {
  return isVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not Verified</Badge>
}
