'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { markCompleteAction } from '@/app/therapist-dashboard/therapistAppointment/actions'
import { Button } from '@/components/ui/button'
import { notify } from '@/components/ui/notify'
import { MARK_COMPLETE_LABELS, type MarkCompleteState } from '@/lib/therapist-dashboard/card-state'

type Props = { appointmentId: string; state: Exclude<MarkCompleteState, 'none'> }

/**
 * Spec 4 and issue 6: enabled only for a paid session that has started and is not completed; reads
 * Completed (disabled) once marked or passed. The server checks the same rule again.
 */
export function MarkCompleteButton({ appointmentId, state }: Props) {
  const router = useRouter()
  const hintId = useId()
  const [isSaving, setIsSaving] = useState(false)
  const [isMarked, setIsMarked] = useState(false)
  const shown = isMarked ? 'completed' : state

  async function markComplete() {
    if (isSaving) return
    setIsSaving(true)
    try {
      const result = await markCompleteAction({ appointmentId })
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
      <Button
        variant={shown === 'ready' ? 'primary' : 'secondary'}
        className="w-full"
        onClick={markComplete}
        disabled={shown !== 'ready' || isSaving}
        aria-busy={isSaving || undefined}
        aria-describedby={shown === 'not-started' ? hintId : undefined}
      >
        {isSaving ? 'Saving…' : MARK_COMPLETE_LABELS[shown]}
      </Button>
      {shown === 'not-started' ? (
        <p id={hintId} className="mt-2 text-center text-xs text-ink-muted">
          Available once the session starts
        </p>
      ) : null}
    </div>
  )
}
