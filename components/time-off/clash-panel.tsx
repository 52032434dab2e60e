'use client'

import { useEffect, useRef, useState } from 'react'
import { CancelSessionDialog } from '@/components/therapist-dashboard/cancel-session-dialog'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notify } from '@/components/ui/notify'
import { formatDateKeyShort } from '@/lib/availability/calendar'
import { formatHours } from '@/lib/format'
import { formatNaira, nairaToKobo } from '@/lib/money'
import type { TimeOffClash } from '@/lib/server/time-off/find-time-off-clashes'
import { ProposeMoveDialog } from './propose-move-dialog'
import { describeSessionTime } from './session-times'
import type { TimeOffActions } from './take-time-off'

type Props = {
  range: { from: string; to: string }
  initialClashes: TimeOffClash[]
  actions: TimeOffActions
  /** Takes the time off again (true: cancelling what is still in the way); true when it was taken. */
  onTakeAgain: (cancelClashing: boolean) => Promise<boolean>
  onClose: () => void
}

type Open = { kind: 'move' | 'cancel'; clash: TimeOffClash } | { kind: 'cancelAll' } | null

/**
 * The paid sessions in the days being taken off, each to move (the patient accepts the new time or
 * cancels with a full refund) or to cancel now with a full refund; or all of them cancelled with
 * full refunds as the time off is taken. The time off waits until none is left: a session with a
 * new time proposed stays until its patient answers. The list is read again after each change.
 */
export function ClashPanel({ range, initialClashes, actions, onTakeAgain, onClose }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [clashes, setClashes] = useState(initialClashes)
  const [open, setOpen] = useState<Open>(null)
  const [isTaking, setIsTaking] = useState(false)
  const waiting = clashes.filter((clash) => clash.moveProposal).length

  // The panel replaces nothing the therapist was on: focus comes here, so it is read out.
  useEffect(() => headingRef.current?.focus(), [])

  async function reload() {
    const result = await actions.findClashes(range)
    if (result.ok && result.data) setClashes(result.data)
    else if (!result.ok) notify.error(result.message)
  }

  async function takeAgain(cancelClashing: boolean) {
    setIsTaking(true)
    const taken = await onTakeAgain(cancelClashing)
    setIsTaking(false)
    if (!taken) await reload()
    setOpen(null)
  }

  const title = clashes.length === 0 ? 'No paid sessions left in the way' : clashes.length === 1 ? '1 paid session in these days' : `${clashes.length} paid sessions in these days`
  return (
    <section aria-labelledby="clash-heading" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-6" data-testid="clash-panel">
      <h2 id="clash-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink">
        Time off from {formatDateKeyShort(range.from)} to {formatDateKeyShort(range.to)} is not taken yet.{' '}
        {clashes.length === 0
          ? 'Take it now.'
          : 'Move each session to another of your free times (the patient gets an email to accept the new time or cancel with a full refund), or cancel it with a full refund. The time off can be taken once none is left.'}
      </p>

      {clashes.length > 0 && (
        <ul className="mt-4 space-y-3">
          {clashes.map((clash) => (
            <li key={clash._id} className="rounded-xl border border-sand-200 bg-white p-4" data-testid="clash" data-appointment-id={clash._id}>
              <p className="font-semibold text-ink">{clash.patient.firstName}</p>
              <p className="text-sm text-ink">
                {describeSessionTime(clash)} · {formatHours(clash.duration)}
              </p>
              <p className="text-sm text-ink-muted">Paid {formatNaira(nairaToKobo(clash.amount))}</p>
              {clash.moveProposal && (
                <p className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="proposal-state">
                  New time proposed: {describeSessionTime(clash.moveProposal)}. Waiting for {clash.patient.firstName} to answer.
                </p>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => setOpen({ kind: 'move', clash })}>
                  {clash.moveProposal ? 'Propose another time' : 'Propose a new time'}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'cancel', clash })}>
                  Cancel with full refund
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={isTaking}>
          Not now
        </Button>
        {waiting > 0 && (
          <Button variant="secondary" onClick={reload} disabled={isTaking}>
            Check answers again
          </Button>
        )}
        {clashes.length === 0 ? (
          <Button onClick={() => takeAgain(false)} disabled={isTaking}>
            {isTaking ? 'Taking…' : 'Take the time off'}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setOpen({ kind: 'cancelAll' })} disabled={isTaking}>
            {clashes.length === 1 ? 'Cancel it and take the time off' : `Cancel all ${clashes.length} and take the time off`}
          </Button>
        )}
      </div>

      {open?.kind === 'move' && (
        <ProposeMoveDialog
          clash={open.clash}
          avoid={range}
          actions={actions}
          onClose={() => setOpen(null)}
          onProposed={async () => {
            setOpen(null)
            await reload()
          }}
        />
      )}
      {open?.kind === 'cancel' && (
        <CancelSessionDialog
          appointmentId={open.clash._id}
          patientName={open.clash.patient.firstName}
          amount={open.clash.amount}
          open
          onClose={() => setOpen(null)}
          onCancelled={async () => {
            setOpen(null)
            await reload()
          }}
        />
      )}
      <ConfirmDialog
        open={open?.kind === 'cancelAll'}
        onClose={() => setOpen(null)}
        title={clashes.length === 1 ? 'Cancel this session?' : `Cancel ${clashes.length} sessions?`}
        onConfirm={() => takeAgain(true)}
        busy={isTaking}
        confirmLabel="Cancel and take time off"
        busyLabel="Cancelling…"
        cancelLabel="Keep them"
        danger
        stacked
      >
        <p className="text-sm text-ink">
          Each patient is refunded in full ({formatNaira(nairaToKobo(clashes.reduce((sum, clash) => sum + clash.amount, 0)))} in all) and told by email. Your time
          off from {formatDateKeyShort(range.from)} to {formatDateKeyShort(range.to)} is taken at the same time.
          {waiting > 0 && ' Sessions with a new time proposed are cancelled too.'}
        </p>
      </ConfirmDialog>
    </section>
  )
}
