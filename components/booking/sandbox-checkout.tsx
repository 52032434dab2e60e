'use client'

import { useId, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { useShowModal } from '@/components/ui/use-show-modal'
import { formatNaira } from '@/lib/money'
import { PAYMENT_DESCRIPTION } from '@/lib/validation/booking-messages'

export const SANDBOX_NOTICE = 'Sandbox checkout — no real money moves'

export type SandboxCheckoutProps = {
  /** The held booking to "pay"; null keeps the dialog closed. */
  hold: { paymentReference: string; amountKobo: number } | null
  customerEmail: string
  /** Which button is at work, so it can say so; every button is disabled meanwhile. */
  busy: 'pay' | 'fail' | 'close' | null
  onPay: () => void
  onFail: () => void
  onClose: () => void
}

/**
 * The built-in checkout used when no Monnify keys are set: it plays the provider's
 * window (pay, fail, or close it), says plainly that it is a sandbox, and what it chooses is
 * recorded on the server, which verifies it exactly as it would verify Monnify. A native modal
 * <dialog>: focus stays inside, Escape is the Close button (ignored while a button is at work).
 */
export function SandboxCheckout({ hold, customerEmail, busy, onPay, onFail, onClose }: SandboxCheckoutProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const noticeId = useId()
  const isOpen = hold !== null

  useShowModal(ref, isOpen)

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={noticeId}
      onCancel={(event) => {
        // Escape: the page decides when the dialog closes (after the outcome is recorded).
        event.preventDefault()
        if (!busy) onClose()
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-sand-200 bg-white p-0 text-ink shadow-xl backdrop:bg-ink/50"
    >
      {hold && (
        <div className="p-6">
          <p id={noticeId} className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-950">
            {SANDBOX_NOTICE}
          </p>
          <h2 id={titleId} className="mt-5 text-xl font-semibold">
            Sandbox checkout
          </h2>
          <dl className="mt-3 divide-y divide-sand-100 text-sm">
            <Row term="Description">{PAYMENT_DESCRIPTION}</Row>
            <Row term="Amount">
              <span className="text-base">{formatNaira(hold.amountKobo)}</span>
            </Row>
            <Row term="Customer">{customerEmail}</Row>
            <Row term="Reference">
              <span className="font-mono text-xs break-all">{hold.paymentReference}</span>
            </Row>
          </dl>
          <div className="mt-6 flex flex-col gap-3">
            <Button size="lg" onClick={onPay} disabled={busy !== null}>
              {busy === 'pay' ? 'Confirming payment...' : `Pay ${formatNaira(hold.amountKobo)}`}
            </Button>
            <Button variant="secondary" onClick={onFail} disabled={busy !== null}>
              {busy === 'fail' ? 'Failing payment...' : 'Fail payment'}
            </Button>
            <Button variant="ghost" onClick={onClose} disabled={busy !== null}>
              {busy === 'close' ? 'Closing...' : 'Close (cancel)'}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  )
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="shrink-0 text-ink-muted">{term}</dt>
      <dd className="min-w-0 text-right font-semibold">{children}</dd>
    </div>
  )
}
