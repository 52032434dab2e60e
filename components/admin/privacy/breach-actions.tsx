'use client'

import { useRefreshingAction } from '@/components/forms/use-refreshing-action'
import { Button } from '@/components/ui/button'
import type { ServerAction } from '@/lib/action-result'
import type { UpdateBreachInput } from '@/lib/validation/privacy-registers'

type Marks = { commissionNotified: boolean; peopleTold: boolean; isClosed: boolean }

/** What is still to mark on a breach: each is dated now on the server, once. */
export function BreachActions({ breachId, marks, action, describedById }: { breachId: string; marks: Marks; action: ServerAction<UpdateBreachInput>; describedById: string }) {
  const { run, isRunning, isRefreshing } = useRefreshingAction()
  const busy = isRunning || isRefreshing
  const mark = (value: UpdateBreachInput['mark']) => run(() => action({ id: breachId, mark: value }))
  if (marks.isClosed && marks.commissionNotified && marks.peopleTold) return null
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {!marks.commissionNotified && (
        <Button size="sm" disabled={busy} aria-describedby={describedById} onClick={() => mark('commission-notified')}>
          Mark the Commission notified
        </Button>
      )}
      {!marks.peopleTold && (
        <Button variant="secondary" size="sm" disabled={busy} aria-describedby={describedById} onClick={() => mark('people-told')}>
          Mark the people told
        </Button>
      )}
      {!marks.isClosed && (
        <Button variant="secondary" size="sm" disabled={busy} aria-describedby={describedById} onClick={() => mark('closed')}>
          Close breach
        </Button>
      )}
    </div>
  )
}
