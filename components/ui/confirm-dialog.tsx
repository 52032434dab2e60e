'use client'

import type { ReactNode } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

type ConfirmDialogProps = {
  open: boolean
  /** Cancel, Escape and a click outside; ignored while `busy`. */
  onClose: () => void
  title: string
  /** What will happen, in plain words. */
  children: ReactNode
  onConfirm: () => void
  busy: boolean
  confirmLabel: string
  busyLabel: string
  cancelLabel?: string
  /** A red confirm button for what cannot be undone. */
  danger?: boolean
  /** Phones: the buttons one above the other, the confirm button on top. */
  stacked?: boolean
}

/** "Are you sure?": the question, Cancel (focused first) and the confirm button, which shows its busy label while it runs. */
export function ConfirmDialog({ open, onClose, title, children, onConfirm, busy, confirmLabel, busyLabel, cancelLabel = 'Cancel', danger = false, stacked = false }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} title={title}>
      {children}
      <div className={stacked ? 'mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end' : 'mt-6 flex justify-end gap-3'}>
        <Button variant="secondary" onClick={onClose} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
