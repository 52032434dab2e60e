'use client'

import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from './button'

type StepActionsProps = {
  /** The server's refusal, read out at once (role="alert"); nothing while there is none. */
  problem?: string | null
  busy: boolean
  /** Back out of the step ("Back", "Keep session"): never sends anything. */
  back: { label: string; onClick: () => void; autoFocus?: boolean }
  /** The step's one action: a form's submit button, or a plain button with onClick. */
  action: { label: string; busyLabel: string; variant?: ButtonVariant; onClick?: () => void }
  /** Another way out offered between the two (e.g. a refund instead of a time that is gone). */
  alternative?: ReactNode
}

/** The foot of a dialog step: its refusal if any, then Back and the action (stacked on phones, action on top). */
export function StepActions({ problem, busy, back, action, alternative }: StepActionsProps) {
  return (
    <>
      {problem ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={back.onClick} disabled={busy} autoFocus={back.autoFocus}>
          {back.label}
        </Button>
        {alternative}
        <Button type={action.onClick ? 'button' : 'submit'} variant={action.variant} onClick={action.onClick} disabled={busy} aria-busy={busy || undefined}>
          {busy ? action.busyLabel : action.label}
        </Button>
      </div>
    </>
  )
}
