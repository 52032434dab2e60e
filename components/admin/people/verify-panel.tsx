import type { ActionResult } from '@/lib/action-result'
import { formatLongDate } from '@/lib/format'
import { VERIFY_NEEDS_DOCUMENTS } from '@/lib/validation/admin-people'
import { Button } from '@/components/ui/button'
import { ConfirmAction } from './confirm-action'

type VerifyPanelProps = {
  therapistId: string
  name: string
  isVerified: boolean
  verifiedAt: string | null
  isBlocked: boolean
  canVerify: boolean
  /** Absent for a viewer who may not verify (a Manager) or an erased account. */
  verify: ((input: { therapistId: string }) => Promise<ActionResult<unknown>>) | null
}

/** Verify Therapist: once the documents the rule needs are approved; then it only says when. */
export function VerifyPanel({ therapistId, name, isVerified, verifiedAt, isBlocked, canVerify, verify }: VerifyPanelProps) {
  if (isVerified) {
    return (
      <p className="rounded-xl bg-green-50 p-4 text-sm text-green-900">
        Verified{verifiedAt && ` on ${formatLongDate(verifiedAt)}`}.{isBlocked ? ' Blocked, so not listed in the directory.' : ' Listed in the therapist directory.'}
      </p>
    )
  }
  if (!verify) return null
  if (!canVerify) {
    return (
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button disabled aria-describedby="verify-rule">
          Verify Therapist
        </Button>
        <p id="verify-rule" className="text-sm text-ink-muted">
          {VERIFY_NEEDS_DOCUMENTS}
        </p>
      </div>
    )
  }
  return (
    <ConfirmAction action={verify} input={{ therapistId }} label="Verify Therapist" title={`Verify ${name}?`} confirmLabel="Yes, verify" busyLabel="Verifying...">
      <p>
        {isBlocked
          ? 'They are blocked, so they stay out of the therapist directory until you unblock them.'
          : 'They appear in the therapist directory at once and patients can book them.'}{' '}
        They can use their dashboard and get an email saying they are verified.
      </p>
      <p>There is no undo for verification; blocking is how to take them off the directory later.</p>
    </ConfirmAction>
  )
}
