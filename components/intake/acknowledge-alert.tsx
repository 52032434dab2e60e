'use client'

import { useRefreshingAction } from '@/components/forms/use-refreshing-action'
import { Button } from '@/components/ui/button'
import type { ServerAction } from '@/lib/action-result'

/** The therapist confirms they have seen the safety alert and will follow up. */
export function AcknowledgeAlertButton({ appointmentId, action }: { appointmentId: string; action: ServerAction<{ appointmentId: string }> }) {
  const { run, isRunning, isRefreshing } = useRefreshingAction()
  return (
    <Button onClick={() => run(() => action({ appointmentId }))} disabled={isRunning || isRefreshing}>
      {isRunning ? 'Saving...' : 'Acknowledge alert'}
    </Button>
  )
}
