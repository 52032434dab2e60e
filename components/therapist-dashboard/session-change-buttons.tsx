'use client'

import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { CancelSessionDialog } from './cancel-session-dialog'
import { MarkAbsentDialog } from './mark-absent-dialog'

type Props = {
  appointmentId: string
  patientName: string
  amount: number
  canCancel: boolean
  canMarkAbsent: boolean
  onCancelled: () => void
  onMarkedAbsent: () => void
}

/**
 * A schedule card's Cancel session (a paid session that has not started) and Mark patient absent
 * (from its start until 48 hours after its end), each confirmed in a dialog.
 */
export function SessionChangeButtons({ appointmentId, patientName, amount, canCancel, canMarkAbsent, onCancelled, onMarkedAbsent }: Props) {
  const [open, setOpen] = useState<'cancel' | 'absent' | null>(null)
  if (!canCancel && !canMarkAbsent) return null
  const close = () => setOpen(null)
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {canCancel ? (
        <>
          <Button variant="secondary" size="sm" className="flex-1 border-red-700 text-red-800 hover:bg-red-50" onClick={() => setOpen('cancel')}>
            Cancel session
          </Button>
          <CancelSessionDialog
            appointmentId={appointmentId}
            patientName={patientName}
            amount={amount}
            open={open === 'cancel'}
            onClose={close}
            onCancelled={() => {
              close()
              onCancelled()
            }}
          />
        </>
      ) : null}
      {canMarkAbsent ? (
        <>
          <Button variant="secondary" size="sm" className="flex-1" onClick={() => setOpen('absent')}>
            Mark patient absent
          </Button>
          <MarkAbsentDialog
            appointmentId={appointmentId}
            patientName={patientName}
            open={open === 'absent'}
            onClose={close}
            onMarked={() => {
              close()
              onMarkedAbsent()
            }}
          />
        </>
      ) : null}
    </div>
  )
}
