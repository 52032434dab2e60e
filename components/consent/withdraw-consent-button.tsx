'use client'

import { useState } from 'react'
import { useRefreshingAction } from '@/components/forms/use-refreshing-action'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { ServerAction } from '@/lib/action-result'
import { CONSENT_WITHDRAWN, HEALTH_DATA_CONSENT_KIND, HEALTH_DATA_WITHDRAWAL_EFFECTS } from '@/lib/consent/health-data-consent'

/** Withdraw, after a dialog that says what withdrawing means; the list the server renders again shows the date. */
export function WithdrawConsentButton({ action }: { action: ServerAction<string> }) {
  const [open, setOpen] = useState(false)
  const { run, isRunning, isRefreshing } = useRefreshingAction()
  const close = () => setOpen(false)
  const confirm = () => run(() => action(HEALTH_DATA_CONSENT_KIND), { done: close, failed: close, successText: CONSENT_WITHDRAWN })
  return (
    <>
      <Button variant="secondary" size="sm" className="w-full sm:w-auto" onClick={() => setOpen(true)} disabled={isRunning || isRefreshing}>
        Withdraw consent
      </Button>
      <ConfirmDialog open={open} onClose={close} title="Withdraw your consent?" onConfirm={confirm} busy={isRunning} confirmLabel="Withdraw consent" busyLabel="Withdrawing..." cancelLabel="Keep my consent" danger stacked>
        <p className="leading-relaxed text-ink-muted">If you withdraw your consent to the use of your health information:</p>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-ink">
          {HEALTH_DATA_WITHDRAWAL_EFFECTS.map((effect) => (
            <li key={effect}>{effect}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </>
  )
}
