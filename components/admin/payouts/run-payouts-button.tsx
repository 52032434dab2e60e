'use client'

import { ConfirmAction } from '@/components/admin/people/confirm-action'
import type { ActionResult } from '@/lib/action-result'
import { formatNaira } from '@/lib/money'

/** "Run payouts", after a confirmation that says who will be paid and how much; the notice says how it went. */
export function RunPayoutsButton({ action, payees, totalKobo }: { action: (input: Record<string, never>) => Promise<ActionResult<unknown>>; payees: number; totalKobo: number }) {
  return (
    <ConfirmAction action={action} input={{}} label="Run payouts" title="Run payouts now?" confirmLabel="Yes, pay them" busyLabel="Paying...">
      <p>
        {payees === 0
          ? 'Nobody is due a payout right now: the run will pay nobody.'
          : `${payees === 1 ? '1 therapist' : `${payees} therapists`} will be paid ${formatNaira(totalKobo)} in all, each their whole payable balance, to the payout account on file.`}
      </p>
      <p>Transfers start at once and cannot be called back. Running again later pays only what has become payable since.</p>
    </ConfirmAction>
  )
}
