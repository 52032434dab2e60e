'use client'

import { useState } from 'react'
import { useRefreshingAction } from '@/components/forms/use-refreshing-action'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { dayOptionLabel } from '@/components/appointments/appointment-display'
import type { ServerAction } from '@/lib/action-result'
import type { TimeOffView } from '@/lib/server/time-off/time-off-dto'

type Props = { items: TimeOffView[]; removeAction: ServerAction<string> }

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`

/**
 * The therapist's time off that is not over yet, soonest first, each with Remove. Removing says
 * plainly that the hours it removed do not come back by themselves.
 */
export function TimeOffList({ items, removeAction }: Props) {
  const [removing, setRemoving] = useState<TimeOffView | null>(null)
  const { run, isRunning } = useRefreshingAction()

  return (
    <section aria-labelledby="time-off-list-heading">
      <h2 id="time-off-list-heading" className="text-lg font-semibold">
        Your time off
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-sand-200 bg-white px-6 py-8 text-center text-ink-muted">No time off planned</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {items.map((item) => (
            <li
              key={item._id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm"
              data-testid="time-off-row"
              data-from={item.from}
              data-to={item.to}
            >
              <div>
                <p className="font-semibold text-ink">
                  {dayOptionLabel(item.from)} – {dayOptionLabel(item.to)}
                </p>
                <p className="text-sm text-ink-muted">
                  {daysText(item.days)}
                  {item.isCurrent && ' · Now'}
                  {item.reason && ` · ${item.reason}`}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => setRemoving(item)} aria-label={`Remove time off from ${dayOptionLabel(item.from)} to ${dayOptionLabel(item.to)}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove this time off?"
        onConfirm={() => removing && run(() => removeAction(removing._id), { done: () => setRemoving(null) })}
        busy={isRunning}
        confirmLabel="Remove"
        busyLabel="Removing…"
        stacked
      >
        <p className="text-sm text-ink">
          Patients can book those days again once you publish hours on them. The hours this time off removed are not put back: set them again in the planner.
        </p>
      </ConfirmDialog>
    </section>
  )
}
