'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import { MARK_COMPLETE_LABELS, type MarkCompleteState } from '@/lib/therapist-dashboard/card-state'

type Props = { appointmentId: string; state: Exclude<MarkCompleteState, 'none'>; action: ServerAction<{ appointmentId: string }> }

/**
 * Enabled only for a paid session that has started and is not completed; reads
 * Completed (disabled) once marked or passed. The server checks the same rule again.
 */
export function MarkCompleteButton({ appointmentId, state, action }: Props) {
  const router = useRouter()
  const hintId = useId()
  const [isSaving, setIsSaving] = useState(false)
  const [isMarked, setIsMarked] = useState(false)
  const shown = isMarked ? 'completed' : state

  async function markComplete() {
    if (isSaving) return
    setIsSaving(true)
    try {
      const result = await action({ appointmentId })
      if (!result.ok) {
        notify.error(result.message)
        return
      }
      setIsMarked(true)
      notify.success(result.message ?? 'Appointment marked as completed')
      router.refresh()
    } catch {
      notify.error('An unexpected error occurred.')
    } finally {
      setIsSaving(false)
    }
  }

  return (
    <div className="mt-auto pt-4">
      {shown === 'ready' ? (
        <Button className="w-full" onClick={markComplete} disabled={isSaving} aria-busy={isSaving || undefined}>
          {isSaving ? 'Saving…' : MARK_COMPLETE_LABELS.ready}
        </Button>
      ) : (
        // Not the shared Button: its disabled look is faint, and Completed is an answer to read.
        <button
          type="button"
          disabled
          aria-describedby={shown === 'not-started' ? hintId : undefined}
          className={cn(
            'inline-flex min-h-11 w-full cursor-not-allowed items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold tracking-wide',
            shown === 'completed' ? 'bg-brand-50 text-brand-900' : 'border border-sand-200 text-ink-muted',
          )}
        >
          {shown === 'completed' ? <CheckIcon /> : null}
          {MARK_COMPLETE_LABELS[shown]}
        </button>
      )}
      {shown === 'not-started' ? (
        <p id={hintId} className="mt-2 text-center text-xs text-ink-muted">
          Available once the session starts
        </p>
      ) : null}
    </div>
  )
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  )
}
