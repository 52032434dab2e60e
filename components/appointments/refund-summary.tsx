import { refundStatusLabel } from '@/lib/appointments/refund-status'
import { formatNaira, nairaToKobo } from '@/lib/money'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'

/** "Refund: ₦30,000 · Refund sent", or "No refund due" for a cancellation that gave nothing back. */
export function RefundSummary({ refund, className }: { refund: PatientAppointment['refund']; className?: string }) {
  return (
    <p className={className} data-testid="refund-summary">
      <span className="font-semibold text-ink">Refund: </span>
      {refund ? `${formatNaira(nairaToKobo(refund.amount))} · ${refundStatusLabel(refund)}` : refundStatusLabel(null)}
    </p>
  )
}
